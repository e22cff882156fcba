// GET /api/website/sites/:id/deploy: where the site's last Netlify deploy stands.
import { DeployResponseSchema, type DeployResponse } from '../../../domain/website/netlify-contract';
import { apiFetch } from '../../../lib/api-client';

export async function getDeployStatus(id: string): Promise<DeployResponse> {
  return apiFetch(`/api/website/sites/${encodeURIComponent(id)}/deploy`, DeployResponseSchema);
}
