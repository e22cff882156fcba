// DELETE /api/website/netlify-token: forgets the saved Netlify token.
import * as v from 'valibot';
import { NetlifyTokenStatusSchema, type NetlifyTokenStatus } from '../../../domain/website/netlify-contract';
import { apiFetch } from '../../../lib/api-client';

export async function removeNetlifyToken(): Promise<NetlifyTokenStatus> {
  return v.parse(NetlifyTokenStatusSchema, await apiFetch<unknown>('/api/website/netlify-token', { method: 'DELETE' }));
}
