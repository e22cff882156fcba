import type { CatalogueModel } from '../../../domain/model-catalogue';
import { loadAuthClient } from '../../../lib/auth-client';

export type ReviewDecision = 'public' | 'private' | 'rejected';

/** Approve (public or private) or reject one pending model: one checked transition in Postgres (review_ai_model). */
export async function reviewModel(modelId: string, decision: ReviewDecision): Promise<CatalogueModel> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('review_ai_model', { p_id: modelId, p_decision: decision });
  const row = data?.[0];
  if (error || !row)
    throw new Error(
      error?.code === 'P0001'
        ? 'This model was already reviewed. Refresh to see its status.'
        : 'The decision could not be saved. Try again.',
    );
  return row;
}
