// GET /api/website/sites/:id: one saved website with its HTML, to show it again.
import * as v from 'valibot';
import { SavedSiteSchema, type SavedSite } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function getSite(id: string): Promise<SavedSite> {
  return v.parse(SavedSiteSchema, await apiFetch<unknown>(`/api/website/sites/${encodeURIComponent(id)}`));
}
