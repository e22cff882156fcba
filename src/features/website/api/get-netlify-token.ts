// GET /api/website/netlify-token: whether the user saved a Netlify token (and its last 4 characters), never the token.
import useSWR from 'swr';
import { NetlifyTokenStatusSchema, type NetlifyTokenStatus } from '../../../domain/website/netlify-contract';
import { apiFetch } from '../../../lib/api-client';

export const netlifyTokenKey = (userId: string | undefined) => (userId ? (['netlify-token', userId] as const) : null);

export async function getNetlifyToken(): Promise<NetlifyTokenStatus> {
  return apiFetch('/api/website/netlify-token', NetlifyTokenStatusSchema);
}

export function useNetlifyToken(userId: string | undefined) {
  return useSWR<NetlifyTokenStatus>(netlifyTokenKey(userId), getNetlifyToken, { revalidateOnFocus: false });
}
