// GET /api/website/sites: the signed-in user's saved websites and how many they may keep.
import useSWR from 'swr';
import * as v from 'valibot';
import { SiteListResponseSchema, type SiteListResponse } from '../../../domain/website/sites-contract';
import { apiFetch } from '../../../lib/api-client';

export const sitesKey = (userId: string | undefined) => (userId ? (['website-sites', userId] as const) : null);

export async function listSites(): Promise<SiteListResponse> {
  return v.parse(SiteListResponseSchema, await apiFetch<unknown>('/api/website/sites'));
}

export function useSites(userId: string | undefined) {
  return useSWR<SiteListResponse>(sitesKey(userId), listSites, { revalidateOnFocus: false });
}
