// GET /api/website/sites: the signed-in user's saved websites and how many they may keep.
import useSWR from 'swr';
import { SiteListResponseSchema, type SiteListResponse } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export const sitesKey = (userId: string | undefined) => (userId ? (['website-sites', userId] as const) : null);

export async function listSites(): Promise<SiteListResponse> {
  return apiFetch('/api/website/sites', SiteListResponseSchema);
}

export function useSites(userId: string | undefined) {
  return useSWR<SiteListResponse>(sitesKey(userId), listSites, { revalidateOnFocus: false });
}
