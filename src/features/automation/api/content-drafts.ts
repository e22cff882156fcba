import { DraftResponseSchema, type SaveDraftRequest, type ContentDraft } from '../../../domain/automation/draft-contract';
import { apiFetch } from '../../../lib/api-client';

// The signed-in user's autosaved automation drafts (docs/api.md, "Content drafts").
const path = (slot: string) => `/api/automation/drafts/${encodeURIComponent(slot)}`;

// One request at a time per slot, in the order asked: an automation opened right after a
// save must read the draft after its removal, and a late autosave must not land after
// a discard.
const queues = new Map<string, Promise<unknown>>();
function inTurn<T>(slot: string, work: () => Promise<T>): Promise<T> {
  const turn = (queues.get(slot) ?? Promise.resolve()).then(work);
  const settled = turn.catch(() => {});
  queues.set(slot, settled);
  void settled.then(() => queues.get(slot) === settled && queues.delete(slot));
  return turn;
}

export async function loadContentDraft(slot: string): Promise<ContentDraft | null> {
  return (await inTurn(slot, () => apiFetch(path(slot), DraftResponseSchema))).draft;
}

export async function saveContentDraft(slot: string, draft: SaveDraftRequest): Promise<ContentDraft | null> {
  return (await inTurn(slot, () => apiFetch(path(slot), DraftResponseSchema, { method: 'PUT', body: draft }))).draft;
}

export async function discardContentDraft(slot: string): Promise<void> {
  await inTurn(slot, () => apiFetch(path(slot), DraftResponseSchema, { method: 'DELETE' }));
}
