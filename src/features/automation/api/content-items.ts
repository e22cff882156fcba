// Saved studio content (tables content_items and content_versions, owner only under
// RLS): the list, an item's earlier versions, and save / duplicate / delete through
// Postgres functions, so an item and its history change together.
import useSWR from 'swr';
import type { Tables } from '../../../domain/database.types';
import type { TemplateId } from '../../../domain/studio/catalogue';
import { loadAuthClient } from '../../../lib/auth-client';

/** A saved item as the page reads it (the scheduler's own bookkeeping left out). */
export type ContentItem = Omit<Tables<'content_items'>, 'claimed_run' | 'claimed_until' | 'run_slot'>;
export type ContentVersion = Pick<Tables<'content_versions'>, 'version' | 'content' | 'saved_at'>;

const ITEM_COLUMNS =
  'id, user_id, template, title, settings, content, version, scheduled_at, recurring, frequency, time_zone, ends_at, max_runs, run_count, next_run_at, status, failures, last_error, last_run_at, created_at, updated_at';
const FAILED = 'Your saved content could not be loaded. Check your connection and try again.';

export const contentItemsKey = (userId: string | undefined) => (userId ? (['content-items', userId] as const) : null);

export async function listContentItems(): Promise<ContentItem[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.from('content_items').select(ITEM_COLUMNS).order('updated_at', { ascending: false }).limit(100);
  if (error) throw new Error(FAILED);
  return data;
}

export function useContentItems(userId: string | undefined) {
  return useSWR<ContentItem[]>(contentItemsKey(userId), listContentItems, { revalidateOnFocus: false });
}

export async function listVersions(itemId: string): Promise<ContentVersion[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.from('content_versions').select('version, content, saved_at').eq('item_id', itemId).order('version', { ascending: false });
  if (error) throw new Error(FAILED);
  return data;
}

export interface SaveContent {
  id: string | null;
  template: TemplateId;
  title: string;
  settings: Record<string, unknown>;
  content: string;
  scheduledAt: string | null;
  recurring: boolean;
  frequency: string | null;
  timeZone: string | null;
  /** A recurring schedule's end: a last moment, or a number of runs (at most one of them). */
  endsAt: string | null;
  maxRuns: number | null;
}

const NOT_FOUND = 'This content is no longer in your list. Save it again to keep it.';

export async function saveContentItem(item: SaveContent): Promise<ContentItem> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('save_content_item', {
    p_id: item.id as string,
    p_template: item.template,
    p_title: item.title,
    p_settings: item.settings as never,
    p_content: item.content,
    p_scheduled_at: item.scheduledAt as string,
    p_recurring: item.recurring,
    p_frequency: item.frequency as string,
    p_time_zone: item.timeZone as string,
    p_ends_at: item.endsAt as string,
    p_max_runs: item.maxRuns as number,
  });
  const saved = data?.[0];
  if (error || !saved) throw new Error(error?.code === 'P0002' ? NOT_FOUND : error?.code === '23514' ? error.message : 'The content could not be saved. Try again.');
  return saved;
}

export async function duplicateContentItem(id: string): Promise<ContentItem> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('duplicate_content_item', { p_id: id });
  const copy = data?.[0];
  if (error || !copy) throw new Error(error?.code === 'P0002' ? NOT_FOUND : 'The content could not be duplicated. Try again.');
  return copy;
}

/** Pauses or resumes the schedule of an item; answers the item as it is now. */
export async function setSchedulePaused(id: string, paused: boolean): Promise<ContentItem> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.rpc('set_content_schedule_paused', { p_id: id, p_paused: paused });
  const item = data?.[0];
  if (error || !item) throw new Error(error?.code === 'P0002' ? NOT_FOUND : error?.code === '22023' ? error.message : `The schedule could not be ${paused ? 'paused' : 'resumed'}. Try again.`);
  return item;
}

export type ContentRun = Pick<Tables<'content_runs'>, 'id' | 'slot' | 'attempt' | 'status' | 'claimed_at' | 'started_at' | 'finished_at' | 'version' | 'deliveries' | 'error'>;

/** The runs of a scheduled item, newest first (the last 20). */
export async function listRuns(itemId: string): Promise<ContentRun[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('content_runs')
    .select('id, slot, attempt, status, claimed_at, started_at, finished_at, version, deliveries, error')
    .eq('item_id', itemId)
    .order('claimed_at', { ascending: false })
    .limit(20);
  if (error) throw new Error('The runs of this item could not be loaded. Try again.');
  return data;
}

export async function deleteContentItem(id: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('content_items').delete().eq('id', id);
  if (error) throw new Error('The content could not be deleted. Try again.');
}
