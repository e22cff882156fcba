import type { CatalogueModel } from '../../../domain/model-catalogue';
import { loadAuthClient } from '../../../lib/auth-client';

/** The three decisions on a pending model, and 'pending' to take one back (Undo, Move back to review, Restore to review). */
export type ReviewDecision = 'public' | 'private' | 'rejected' | 'pending';

/** Approve (public or private) or reject one pending model, or send a reviewed one back: one checked transition in Postgres (review_ai_model). */
export async function reviewModel(modelId: string, decision: ReviewDecision): Promise<CatalogueModel> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('review_ai_model', { p_id: modelId, p_decision: decision });
  const row = data?.[0];
  if (error || !row)
    throw new Error(
      error?.code === 'P0001'
        ? decision === 'pending'
          ? 'This model is already waiting for review. Refresh to see its status.'
          : 'This model was already reviewed. Refresh to see its status.'
        : 'The decision could not be saved. Try again.',
    );
  return row;
}
