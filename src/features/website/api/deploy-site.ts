// POST /api/website/sites/:id/deploy: the saved site deployed to the user's Netlify account.
import * as v from 'valibot';
import { DeployResponseSchema, type DeployRequest, type DeployResponse } from '../../../domain/website/netlify-contract';
import { apiFetch } from '../../../lib/api-client';

export async function deploySite(id: string, recreate = false): Promise<DeployResponse> {
  const body: DeployRequest = { recreate };
  return v.parse(
    DeployResponseSchema,
    await apiFetch<unknown>(`/api/website/sites/${encodeURIComponent(id)}/deploy`, { method: 'POST', body }),
  );
}
