import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { DraftSlotSchema, SaveDraftRequestSchema, type DraftResponse } from '#domain/automation/draft-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { deleteDraft, loadDraft, saveDraft } from '../lib/automation/drafts.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';

// Content drafts (docs/api.md): the automation page autosaves the piece being written so a
// reload, a slip of Back or a closed tab loses nothing. GET one slot's draft (null
// when there is none), PUT it whole, DELETE it (Discard draft, or the item saved).
export default endpoint(['GET', 'PUT', 'DELETE'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('drafts', user.id);
  const slotText = decodeURIComponent(new URL(req.url).pathname.replace(/\/$/, '').split('/').pop() ?? '');
  const slot = v.safeParse(DraftSlotSchema, slotText);
  if (!slot.success) throw new HttpError(400, slot.issues[0].message);
  if (req.method === 'GET') return json({ draft: await loadDraft(user.id, slot.output) } satisfies DraftResponse);
  if (req.method === 'DELETE') {
    await deleteDraft(user.id, slot.output);
    return json({ draft: null } satisfies DraftResponse);
  }
  const draft = await saveDraft(user.id, slot.output, await parseBody(req, SaveDraftRequestSchema));
  return json({ draft } satisfies DraftResponse);
});

// Literal strings: Netlify reads config.path from the source without running it.
export const config: Config = { path: '/api/automation/drafts/:slot' };
