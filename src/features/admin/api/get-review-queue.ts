// The admins' review queue: every model fetched or seeded for review (the built-in
// twelve are not reviewed), read under RLS, which shows admins all of them.
import useSWR from 'swr';
import { CATALOGUE_COLUMNS, type CatalogueModel } from '../../../domain/model-catalogue';
import { loadAuthClient } from '../../../lib/auth-client';

export async function getReviewQueue(): Promise<CatalogueModel[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('ai_models')
    .select(CATALOGUE_COLUMNS)
    .neq('source', 'builtin')
    .order('popularity', { ascending: false, nullsFirst: false })
    .order('name');
  if (error) throw new Error('Could not load the models for review. Check your connection and try again.');
  return data;
}

export function useReviewQueue(userId: string) {
  return useSWR<CatalogueModel[]>(['review-queue', userId], getReviewQueue, { revalidateOnFocus: false });
}
