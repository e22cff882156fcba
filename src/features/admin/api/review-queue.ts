// The admins' review queue: every model fetched or seeded for review (the built-in
// twelve are not reviewed), read under RLS, which shows admins all of them.
import useSWR from 'swr';
import { CATALOGUE_COLUMNS, type CatalogueModel, type FetchNewModelsResponse } from '../../../domain/model-catalogue';
import { apiFetch } from '../../../lib/api-client';
import { loadAuthClient } from '../../../lib/auth-client';

export type ReviewDecision = 'public' | 'private' | 'rejected';

export async function loadReviewQueue(): Promise<CatalogueModel[]> {
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
  return useSWR<CatalogueModel[]>(['review-queue', userId], loadReviewQueue, { revalidateOnFocus: false });
}

/** Approve (public or private) or reject one pending model: one checked transition in Postgres (review_ai_model). */
export async function reviewModel(modelId: string, decision: ReviewDecision): Promise<CatalogueModel> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('review_ai_model', { p_id: modelId, p_decision: decision });
  const row = data?.[0];
  if (error || !row) throw new Error(error?.code === 'P0001' ? 'This model was already reviewed. Refresh to see its status.' : 'The decision could not be saved. Try again.');
  return row;
}

/** GET /api/admin/fetch-new-models: the models OpenRouter lists that the catalogue did not know, now pending. */
export function fetchNewModels(): Promise<FetchNewModelsResponse> {
  return apiFetch<FetchNewModelsResponse>('/api/admin/fetch-new-models');
}
