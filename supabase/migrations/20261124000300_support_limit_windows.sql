-- Mr. Support counts questions per conversation over a day (SUPPORT_LIMIT_PER_SESSION):
-- the occasional clean-up of rate_limit_hit now keeps a window for a day instead of
-- an hour, so a day-long window is not forgotten halfway. Nothing else changes.
create or replace function public.rate_limit_hit(p_key text, p_limit integer, p_window_seconds integer)
returns table (allowed boolean, hits integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_hits integer;
  v_start timestamptz;
begin
  insert into public.rate_limits as r (key, window_start, hits)
  values (p_key, now(), 1)
  on conflict (key) do update
    set hits = case when r.window_start > now() - v_window then r.hits + 1 else 1 end,
        window_start = case when r.window_start > now() - v_window then r.window_start else now() end
  returning r.hits, r.window_start into v_hits, v_start;

  -- Now and then, drop the windows nobody has used for a day (the longest window).
  if random() < 0.01 then
    delete from public.rate_limits where window_start < now() - interval '1 day';
  end if;

  return query select
    v_hits <= p_limit,
    v_hits,
    greatest(1, ceil(extract(epoch from (v_start + v_window - now())))::integer);
end;
$$;

revoke execute on function public.rate_limit_hit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text, integer, integer) to service_role;
