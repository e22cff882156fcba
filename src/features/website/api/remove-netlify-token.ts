// DELETE /api/website/netlify-token: forgets the saved Netlify token.
import { NetlifyTokenStatusSchema, type NetlifyTokenStatus } from '../../../domain/website/netlify-contract';
import { apiFetch } from '../../../lib/api-client';

export async function removeNetlifyToken(): Promise<NetlifyTokenStatus> {
  return apiFetch('/api/website/netlify-token', NetlifyTokenStatusSchema, { method: 'DELETE' });
}
