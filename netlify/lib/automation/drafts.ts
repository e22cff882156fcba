import { toJson } from '#domain/json.ts';
// The automation page's autosaved drafts (table content_drafts, migrations 20261126001100 and 20261128233000), read and written with
// the service role for the authenticated caller only: every query names the user.
import { ContentDraftSchema, type SaveDraftRequest, type ContentDraft } from '#domain/automation/draft-contract.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';

const COLUMNS = 'slot, template, settings, content, incomplete, updated_at';

export async function loadDraft(userId: string, slot: string): Promise<ContentDraft | null> {
  const { data, error } = await serviceClient().from('content_drafts').select(COLUMNS).eq('user_id', userId).eq('slot', slot).maybeSingle();
  if (error) throw new Error(`draft read failed: ${error.code ?? ''} ${error.message}`);
  return data ? fromDatabase(ContentDraftSchema, data, 'A content draft') : null;
}

export async function saveDraft(userId: string, slot: string, draft: SaveDraftRequest): Promise<ContentDraft> {
  const { data, error } = await serviceClient()
    .from('content_drafts')
    .upsert(
      {
        user_id: userId,
        slot,
        template: draft.template,
        settings: toJson(draft.settings),
        content: draft.content,
        incomplete: draft.incomplete,
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'user_id,slot' },
    )
    .select(COLUMNS)
    .single();
  // the database refuses an image that is not the owner's (migration 20261207231000_content_images.sql)
  if (error?.code === '22023') throw new HttpError(400, error.message);
  if (error) throw new Error(`draft save failed: ${error.code ?? ''} ${error.message}`);
  return fromDatabase(ContentDraftSchema, data, 'A content draft');
}

export async function deleteDraft(userId: string, slot: string): Promise<void> {
  const { error } = await serviceClient().from('content_drafts').delete().eq('user_id', userId).eq('slot', slot);
  if (error) throw new Error(`draft delete failed: ${error.code ?? ''} ${error.message}`);
}
