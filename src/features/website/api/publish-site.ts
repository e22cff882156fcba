// POST /api/website/sites/:id/publish: Publish a saved website, or Update it (online again from its saved model).
import { PublishSiteResponseSchema, type Published, type PublishSiteRequest } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export async function publishSite(id: string, body: PublishSiteRequest): Promise<Published> {
  const answer = await apiFetch(`/api/website/sites/${encodeURIComponent(id)}/publish`, PublishSiteResponseSchema, {
    method: 'POST',
    body,
  });
  if (!answer.published) throw new Error('The site was not published. Please try again.');
  return answer.published;
}
