// POST /api/website/sites/:id/publish: Publish a saved website, or Update it (online again from its saved model).
import * as v from 'valibot';
import { PublishSiteResponseSchema, type Published, type PublishSiteRequest } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function publishSite(id: string, body: PublishSiteRequest): Promise<Published> {
  const answer = v.parse(
    PublishSiteResponseSchema,
    await apiFetch<unknown>(`/api/website/sites/${encodeURIComponent(id)}/publish`, { method: 'POST', body }),
  );
  if (!answer.published) throw new Error('The site was not published. Please try again.');
  return answer.published;
}
