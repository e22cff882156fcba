import type { DraftResponse, SaveDraftRequest, StudioDraft } from '../../../domain/automation/draft-contract';
import { apiFetch } from '../../../lib/api-client';

// The signed-in user's autosaved studio drafts (docs/api.md, "Studio drafts").
const path = (slot: string) => `/api/automation/drafts/${encodeURIComponent(slot)}`;

export async function loadStudioDraft(slot: string): Promise<StudioDraft | null> {
  return (await apiFetch<DraftResponse>(path(slot))).draft;
}

export async function saveStudioDraft(slot: string, draft: SaveDraftRequest): Promise<StudioDraft | null> {
  return (await apiFetch<DraftResponse>(path(slot), { method: 'PUT', body: draft })).draft;
}

export async function discardStudioDraft(slot: string): Promise<void> {
  await apiFetch<DraftResponse>(path(slot), { method: 'DELETE' });
}
