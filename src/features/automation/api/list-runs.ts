import type { Tables } from '../../../domain/database.types';
import { loadAuthClient } from '../../../lib/auth-client';

export type ContentRun = Pick<
  Tables<'content_runs'>,
  | 'id'
  | 'slot'
  | 'attempt'
  | 'status'
  | 'claimed_at'
  | 'started_at'
  | 'finished_at'
  | 'version'
  | 'outcome'
  | 'source'
  | 'deliveries'
  | 'error'
>;

/** The runs of a scheduled item, newest first (the last 20). */
export async function listRuns(itemId: string): Promise<ContentRun[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('content_runs')
    .select('id, slot, attempt, status, claimed_at, started_at, finished_at, version, outcome, source, deliveries, error')
    .eq('item_id', itemId)
    .order('claimed_at', { ascending: false })
    .limit(20);
  if (error) throw new Error('The runs of this item could not be loaded. Try again.');
  return data;
}
