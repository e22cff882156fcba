// PUT /api/website/netlify-token: checks the token with Netlify and keeps it sealed on the server.
import * as v from 'valibot';
import { NetlifyTokenStatusSchema, type NetlifyTokenStatus, type SaveNetlifyTokenRequest } from '../../../domain/website/netlify-contract';
import { apiFetch } from '../../../lib/api-client';

export async function saveNetlifyToken(token: string): Promise<NetlifyTokenStatus> {
  const body: SaveNetlifyTokenRequest = { token };
  return v.parse(NetlifyTokenStatusSchema, await apiFetch<unknown>('/api/website/netlify-token', { method: 'PUT', body }));
}
