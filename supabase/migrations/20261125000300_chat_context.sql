-- What an AI request reads before its models are asked, in one round trip each
-- (netlify/lib/settings/providers.ts, netlify/lib/chat/history.ts):
-- user_chat_settings: the user's API settings (providers in their order) and the
--   added models that still answer for them (approved; a private one only while the
--   user is an admin), as loadUserChatKeys reads them;
-- chat_context: those settings and a session's last turns (asked before p_before,
--   when given), oldest first, for one chat question.
create function public.user_chat_settings(p_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'providers', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'kind', p.kind, 'name', p.name, 'provider', p.provider, 'enabled', p.enabled, 'position', p.position,
        'base_url', p.base_url, 'model', p.model, 'key_sealed', p.key_sealed, 'key_last4', p.key_last4) order by p.position)
      from public.user_providers p where p.user_id = p_user_id), '[]'::jsonb),
    'added', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', m.id, 'name', m.name, 'provider', m.provider, 'route_provider', m.route_provider, 'route_model', m.route_model) order by u.added_at)
      from public.user_models u join public.ai_models m on m.id = u.model_id
      where u.user_id = p_user_id and m.status = 'approved'
        and (m.visibility = 'public' or exists (select 1 from public.profiles a where a.id = p_user_id and a.is_admin))), '[]'::jsonb)
  );
$$;

create function public.chat_context(p_user_id uuid, p_session_id text, p_turns integer, p_before timestamptz default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'settings', public.user_chat_settings(p_user_id),
    'turns', coalesce((
      select jsonb_agg(jsonb_build_object('question', t.question, 'responses', t.responses) order by t.created_at)
      from (
        select c.question, c.responses, c.created_at from public.chat_turns c
        where c.user_id = p_user_id and c.session_id = p_session_id and (p_before is null or c.created_at < p_before)
        order by c.created_at desc limit p_turns
      ) t), '[]'::jsonb)
  );
$$;

revoke execute on function public.user_chat_settings(uuid) from public, anon, authenticated;
revoke execute on function public.chat_context(uuid, text, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.user_chat_settings(uuid) to service_role;
grant execute on function public.chat_context(uuid, text, integer, timestamptz) to service_role;
