// What the content calendar shows: every scheduled or paused item (a user keeps at
// most 500) and the runs of the weeks on screen, read under RLS (owner only).
import useSWR from 'swr';
import type { CalendarItem, CalendarRun } from '../../../domain/automation/calendar';
import { loadAuthClient } from '../../../lib/auth-client';

export interface CalendarData {
  items: CalendarItem[];
  runs: CalendarRun[];
}

async function listCalendar(from: string, to: string): Promise<CalendarData> {
  const supabase = await loadAuthClient();
  const [items, runs] = await Promise.all([
    supabase
      .from('content_items')
      .select('id, title, template, status, recurring, frequency, next_run_at, ends_at, max_runs, run_count')
      .in('status', ['scheduled', 'paused', 'finished'])
      .limit(500),
    supabase
      .from('content_runs')
      .select('id, item_id, status, slot, finished_at, outcome, deliveries, attempt')
      .gte('slot', from)
      .lt('slot', to)
      .limit(1000),
  ]);
  if (items.error || runs.error) throw new Error('The calendar could not be loaded. Try again.');
  return { items: items.data, runs: runs.data };
}

export const calendarKey = (userId: string | undefined, from: Date, to: Date) =>
  userId ? (['content-calendar', userId, from.toISOString(), to.toISOString()] as const) : null;

export function useCalendar(userId: string | undefined, from: Date, to: Date) {
  return useSWR(calendarKey(userId, from, to), ([, , start, end]) => listCalendar(start, end), { keepPreviousData: true });
}
