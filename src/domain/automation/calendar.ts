// The automation feature's calendar (/automation/calendar): what is scheduled and what has run,
// as entries on days. Upcoming runs are counted from each item's next run in the
// viewer's time zone (the server keeps the exact times); past runs are the runs
// the automation tick recorded. Pure: the page, the unit tests and the exports share it.

/**
 * What an entry stands for. Upcoming: scheduled or paused. Past runs, by what came of
 * them: running (queued or writing), delivered (every connector took it), written (a
 * version was written but no connector was asked), review (written, waits for the
 * owner's review: not sent), skipped (the owner skipped it: not sent), failed (the run
 * or one of its deliveries failed).
 */
export type CalendarStatus = 'scheduled' | 'paused' | 'running' | 'delivered' | 'written' | 'review' | 'skipped' | 'failed';

export interface CalendarEntry {
  /** Unique on the calendar: an item's upcoming run (`item:<id>:<n>`) or a past run (`run:<id>`). */
  key: string;
  itemId: string;
  title: string;
  template: string;
  at: Date;
  status: CalendarStatus;
  /** The item's next run: dragging it (or moving it by keyboard) reschedules the item. */
  movable: boolean;
  /** 'weekly', ... for a recurring item; null for a one-time one. */
  frequency: string | null;
}

/** What the calendar reads of a saved item (content_items). */
export interface CalendarItem {
  id: string;
  title: string;
  template: string;
  status: string;
  recurring: boolean;
  frequency: string | null;
  next_run_at: string | null;
  ends_at: string | null;
  max_runs: number | null;
  run_count: number;
}

/** What the calendar reads of a run (content_runs). */
export interface CalendarRun {
  id: string;
  item_id: string;
  status: string;
  slot: string;
  finished_at: string | null;
  /** sent, published, awaiting_review or skipped (null while it runs or when it failed). */
  outcome: string | null;
  /** One entry per connector asked: { connector, ok, ... }. */
  deliveries: unknown;
  /** Retries of a slot share it: only the newest attempt says what came of the slot. */
  attempt: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(year, month + 1, 0).getDate();
const STEP_DAYS: Record<string, number> = { daily: 1, weekly: 7, biweekly: 14 };

/**
 * The `n`th occurrence of a recurrence that starts at `first`, in local time, as the
 * automation tick counts it (content_next_run): a 09:00 run stays at 09:00 across a clock
 * change, and months step from the first run, so the 31st runs on the last day of
 * shorter months and on the 31st again when a month has one. Null for an unknown frequency.
 */
export function occurrence(first: Date, frequency: string, n: number): Date | null {
  const [hours, minutes, seconds] = [first.getHours(), first.getMinutes(), first.getSeconds()];
  if (frequency === 'monthly') {
    const month = new Date(first.getFullYear(), first.getMonth() + n, 1);
    const day = Math.min(first.getDate(), daysInMonth(month.getFullYear(), month.getMonth()));
    return new Date(month.getFullYear(), month.getMonth(), day, hours, minutes, seconds);
  }
  const step = STEP_DAYS[frequency];
  if (step === undefined) return null;
  return new Date(first.getFullYear(), first.getMonth(), first.getDate() + n * step, hours, minutes, seconds);
}

/** Each scheduled or paused item's runs from its next one, within [from, to), at most `perItem` of each. */
export function upcomingEntries(items: readonly CalendarItem[], from: Date, to: Date, perItem = 62): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const item of items) {
    if ((item.status !== 'scheduled' && item.status !== 'paused') || !item.next_run_at) continue;
    const ends = item.ends_at ? new Date(item.ends_at) : null;
    const left = item.max_runs === null ? Infinity : item.max_runs - item.run_count;
    const first = new Date(item.next_run_at);
    let at: Date | null = first;
    for (let n = 0; at && n < Math.min(perItem, left) && at < to && (!ends || at <= ends); n += 1) {
      if (at >= from)
        entries.push({
          key: `item:${item.id}:${n}`,
          itemId: item.id,
          title: item.title,
          template: item.template,
          at,
          status: item.status === 'paused' ? 'paused' : 'scheduled',
          movable: n === 0 && item.status === 'scheduled',
          frequency: item.recurring ? item.frequency : null,
        });
      if (!item.recurring || !item.frequency) break;
      at = occurrence(first, item.frequency, n + 1);
    }
  }
  return entries;
}

const deliveryResults = (deliveries: unknown): boolean[] =>
  Array.isArray(deliveries) ? deliveries.map((entry) => (entry as { ok?: unknown } | null)?.ok === true) : [];

/** What came of a run, in the calendar's words (see CalendarStatus). */
export function runStatus(run: Pick<CalendarRun, 'status' | 'outcome' | 'deliveries'>): CalendarStatus {
  if (run.status === 'failed') return 'failed';
  if (run.status !== 'succeeded') return 'running';
  if (run.outcome === 'awaiting_review') return 'review';
  if (run.outcome === 'skipped') return 'skipped';
  const results = deliveryResults(run.deliveries);
  if (results.includes(false)) return 'failed';
  return results.length > 0 ? 'delivered' : 'written';
}

/** The recorded runs, at the time each was due, with the item's title; a slot retried shows its newest attempt. */
export function runEntries(runs: readonly CalendarRun[], items: readonly CalendarItem[]): CalendarEntry[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const newest = new Map<string, CalendarRun>();
  for (const run of runs) {
    const slot = `${run.item_id} ${new Date(run.slot).getTime()}`;
    const kept = newest.get(slot);
    if (!kept || run.attempt > kept.attempt) newest.set(slot, run);
  }
  return [...newest.values()].map((run) => {
    const item = byId.get(run.item_id);
    const status = runStatus(run);
    return {
      key: `run:${run.id}`,
      itemId: run.item_id,
      title: item?.title ?? 'Deleted item',
      template: item?.template ?? '',
      at: new Date(run.slot),
      status,
      movable: false,
      frequency: null,
    };
  });
}

/** Midnight of `date`'s day, local time. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Monday of `date`'s week. */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
}

/** The 42 days (six weeks from a Monday) a month view shows for `month`'s month. */
export function monthDays(month: Date): Date[] {
  const first = startOfWeek(new Date(month.getFullYear(), month.getMonth(), 1));
  return Array.from({ length: 42 }, (_, i) => new Date(first.getFullYear(), first.getMonth(), first.getDate() + i));
}

/** The seven days of `date`'s week, from Monday. */
export function weekDays(date: Date): Date[] {
  const first = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => new Date(first.getFullYear(), first.getMonth(), first.getDate() + i));
}

export const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** `at` moved to `day`, at the same time of day. */
export function onDay(at: Date, day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), at.getHours(), at.getMinutes());
}

/** `at` moved by whole days (keyboard: a day, a week), at the same time of day. */
export function byDays(at: Date, days: number): Date {
  const moved = new Date(at);
  moved.setDate(moved.getDate() + days);
  return moved;
}

/** The entries of `day`, earliest first. */
export function entriesOn(entries: readonly CalendarEntry[], day: Date): CalendarEntry[] {
  return entries.filter((entry) => sameDay(entry.at, day)).sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised for spreadsheets. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The entries as CSV (RFC 4180): Date, Time, Title, Template, Status, Repeats. */
export function calendarCsv(entries: readonly CalendarEntry[]): string {
  const rows = [...entries]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) =>
      [
        isoDay(entry.at),
        `${pad(entry.at.getHours())}:${pad(entry.at.getMinutes())}`,
        entry.title,
        entry.template,
        entry.status,
        entry.frequency ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  return `${['Date', 'Time', 'Title', 'Template', 'Status', 'Repeats'].join(',')}\r\n${rows.map((row) => `${row}\r\n`).join('')}`;
}

/** A UTC iCalendar time (20261126T090000Z). */
const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** iCalendar TEXT: backslash, semicolon, comma and line breaks escaped. */
const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
/** Lines of at most 75 octets, continued with a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/** The entries as an iCalendar file: one 15-minute event each, its status in the summary. */
export function calendarIcs(entries: readonly CalendarEntry[], now: Date, host = 'aibusinesshub.app'): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//AI Business Hub//Content calendar//EN', 'CALSCALE:GREGORIAN'];
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.key.replace(/:/g, '-')}@${host}`,
      `DTSTAMP:${icsTime(now)}`,
      `DTSTART:${icsTime(entry.at)}`,
      `DTEND:${icsTime(new Date(entry.at.getTime() + 15 * 60_000))}`,
      `SUMMARY:${icsText(`${entry.title} (${entry.status})`)}`,
      `DESCRIPTION:${icsText(`${entry.template}${entry.frequency ? `, repeats ${entry.frequency}` : ''}`)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * [from, to) of the view showing `anchor`: six weeks for a month, seven days for a
 * week, from the first day's local midnight to the midnight after the last day (a
 * week with a clock change is 167 or 169 hours long, so it is counted in days, not hours).
 */
export function viewRange(view: 'month' | 'week', anchor: Date): { from: Date; to: Date } {
  const days = view === 'month' ? monthDays(anchor) : weekDays(anchor);
  const last = days[days.length - 1]!;
  return { from: days[0]!, to: new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1) };
}

/** A local date as YYYY-MM-DD (the calendar's address and export names). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day an address's `YYYY-MM-DD` names, or null when it names no real day (2027-02-29). */
export function parseIsoDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}
