// PUT /api/website/netlify-token: checks the token with Netlify and keeps it sealed on the server.
import { NetlifyTokenStatusSchema, type NetlifyTokenStatus, type SaveNetlifyTokenRequest } from '../../../domain/website/netlify-contract';
import { apiFetch } from '../../../lib/api-client';

export async function saveNetlifyToken(token: string): Promise<NetlifyTokenStatus> {
  const body: SaveNetlifyTokenRequest = { token };
  return apiFetch('/api/website/netlify-token', NetlifyTokenStatusSchema, { method: 'PUT', body });
}
