-- Renames the table studio_drafts to content_drafts, with its policies and the
-- constraints (and so the primary key's index) that carried the old name. The
-- automation feature's entities are content (content_items, content_runs, ...);
-- "studio" was a second name for the same feature. `alter table ... rename`
-- keeps every row, grant and the row level security as they are. No function
-- names the table (the drafts are read and written by netlify/lib/automation/drafts.ts).

alter table public.studio_drafts rename to content_drafts;

alter table public.content_drafts rename constraint studio_drafts_pkey to content_drafts_pkey;
alter table public.content_drafts rename constraint studio_drafts_user_id_fkey to content_drafts_user_id_fkey;
alter table public.content_drafts rename constraint studio_drafts_slot_check to content_drafts_slot_check;
alter table public.content_drafts rename constraint studio_drafts_template_check to content_drafts_template_check;
alter table public.content_drafts rename constraint studio_drafts_settings_check to content_drafts_settings_check;
alter table public.content_drafts rename constraint studio_drafts_content_check to content_drafts_content_check;

alter policy "studio_drafts_select_own" on public.content_drafts rename to "content_drafts_select_own";
alter policy "studio_drafts_insert_own" on public.content_drafts rename to "content_drafts_insert_own";
alter policy "studio_drafts_update_own" on public.content_drafts rename to "content_drafts_update_own";
alter policy "studio_drafts_delete_own" on public.content_drafts rename to "content_drafts_delete_own";
alter policy "studio_drafts_service_role_all" on public.content_drafts rename to "content_drafts_service_role_all";
