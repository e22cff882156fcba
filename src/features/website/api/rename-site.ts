// PATCH /api/website/sites/:id: a new name for a saved website.
import * as v from 'valibot';
import { SiteSummarySchema, type RenameSiteRequest, type SiteSummary } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function renameSite(id: string, name: string): Promise<SiteSummary> {
  const body: RenameSiteRequest = { name };
  return v.parse(SiteSummarySchema, await apiFetch<unknown>(`/api/website/sites/${encodeURIComponent(id)}`, { method: 'PATCH', body }));
}
