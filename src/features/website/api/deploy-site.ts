// POST /api/website/sites/:id/deploy: the saved site deployed to the user's Netlify account.
import { DeployResponseSchema, type DeployRequest, type DeployResponse } from '../../../domain/website/netlify-contract';
import { apiFetch } from '../../../lib/api-client';

export async function deploySite(id: string, recreate = false): Promise<DeployResponse> {
  const body: DeployRequest = { recreate };
  return apiFetch(`/api/website/sites/${encodeURIComponent(id)}/deploy`, DeployResponseSchema, { method: 'POST', body });
}
