// Saved automation content (tables content_items and content_versions, owner only under
// RLS). Save, duplicate and delete go through Postgres functions, so an item and
// its history change together.
import useSWR from 'swr';
import type { Tables } from '../../../domain/database.types';
import { loadAuthClient } from '../../../lib/auth-client';
import { CONTENT_NOT_LOADED } from './content-errors';

/** A saved item as the page reads it (the automation tick's own bookkeeping left out). */
export type ContentItem = Omit<Tables<'content_items'>, 'claimed_run' | 'claimed_until' | 'run_slot'>;

export const ITEM_COLUMNS =
  'id, user_id, template, title, settings, content, version, scheduled_at, recurring, frequency, time_zone, ends_at, max_runs, run_count, next_run_at, status, failures, last_error, last_run_at, run_mode, publish_without_review, awaiting_review, created_at, updated_at';

export const contentItemsKey = (userId: string | undefined) => (userId ? (['content-items', userId] as const) : null);

export async function listContentItems(): Promise<ContentItem[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.from('content_items').select(ITEM_COLUMNS).order('updated_at', { ascending: false }).limit(500);
  if (error) throw new Error(CONTENT_NOT_LOADED);
  return data;
}

export function useContentItems(userId: string | undefined) {
  return useSWR<ContentItem[]>(contentItemsKey(userId), listContentItems, { revalidateOnFocus: false });
}
