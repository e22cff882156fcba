import { describe, expect, it } from 'vitest';
import {
  byDays,
  calendarCsv,
  calendarIcs,
  monthDays,
  onDay,
  runEntries,
  upcomingEntries,
  type CalendarItem,
  type CalendarRun,
} from '../../src/domain/automation/calendar.ts';

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  id: 'a',
  title: 'Weekly tips',
  template: 'social',
  status: 'scheduled',
  recurring: true,
  frequency: 'weekly',
  next_run_at: new Date(2026, 10, 2, 9, 30).toISOString(),
  ends_at: null,
  max_runs: null,
  run_count: 0,
  ...over,
});
const run = (over: Partial<CalendarRun>): CalendarRun => ({
  id: 'r',
  item_id: 'a',
  status: 'succeeded',
  slot: new Date(2026, 9, 26, 9, 30).toISOString(),
  finished_at: null,
  outcome: 'published',
  deliveries: [],
  attempt: 1,
  ...over,
});
const from = new Date(2026, 10, 1);
const to = new Date(2026, 11, 1);

describe('the content calendar', () => {
  it('lists a recurring item on each of its days from its next run; only that first one can be moved', () => {
    const entries = upcomingEntries([item({})], from, to);
    expect(entries.map((entry) => entry.at.getDate())).toEqual([2, 9, 16, 23, 30]);
    expect(entries.map((entry) => entry.at.getHours())).toEqual([9, 9, 9, 9, 9]);
    expect(entries.map((entry) => entry.movable)).toEqual([true, false, false, false, false]);
    expect(upcomingEntries([item({ frequency: 'monthly' })], from, new Date(2027, 2, 1)).map((e) => e.at.getMonth())).toEqual([
      10, 11, 0, 1,
    ]);
  });

  it('stops at the end date or the number of runs left, shows paused items unmovable, and leaves drafts out', () => {
    expect(upcomingEntries([item({ ends_at: new Date(2026, 10, 16, 12).toISOString() })], from, to)).toHaveLength(3);
    expect(upcomingEntries([item({ max_runs: 5, run_count: 3 })], from, to)).toHaveLength(2);
    const paused = upcomingEntries([item({ status: 'paused' })], from, to);
    expect(paused.every((entry) => entry.status === 'paused' && !entry.movable)).toBe(true);
    expect(upcomingEntries([item({ status: 'draft', next_run_at: null })], from, to)).toEqual([]);
    expect(upcomingEntries([item({ recurring: false, frequency: null })], from, to)).toHaveLength(1);
  });

  it('shows past runs by outcome, under the item they belong to', () => {
    const runs = runEntries(
      [
        run({ id: 'r1', outcome: 'sent', deliveries: [{ connector: 'slack', ok: true }] }),
        run({ id: 'r2', item_id: 'gone', status: 'failed', outcome: null, slot: new Date(2026, 9, 19, 9, 30).toISOString() }),
      ],
      [item({})],
    );
    expect(runs.map((entry) => [entry.title, entry.status, entry.movable])).toEqual([
      ['Weekly tips', 'delivered', false],
      ['Deleted item', 'failed', false],
    ]);
  });

  it('names what came of each run, not "Delivered" for all: failed, skipped, unsent and written runs have their own status', () => {
    const status = (over: Partial<CalendarRun>) => runEntries([run(over)], [item({})])[0]!.status;
    expect(status({ outcome: 'sent', deliveries: [{ connector: 'slack', ok: true }] })).toBe('delivered');
    expect(status({ outcome: 'published', deliveries: [{ connector: 'slack', ok: true }] })).toBe('delivered');
    expect(
      status({
        outcome: 'sent',
        deliveries: [
          { connector: 'slack', ok: true },
          { connector: 'webhook', ok: false },
        ],
      }),
    ).toBe('failed');
    expect(status({ outcome: 'published', deliveries: [] })).toBe('written');
    expect(status({ outcome: 'awaiting_review' })).toBe('review');
    expect(status({ outcome: 'skipped' })).toBe('skipped');
    expect(status({ status: 'failed', outcome: null })).toBe('failed');
    expect(status({ status: 'running', outcome: null })).toBe('running');
    expect(status({ status: 'queued', outcome: null })).toBe('running');
  });

  it('shows a retried slot once, as its newest attempt ended', () => {
    const entries = runEntries(
      [
        run({ id: 'first', status: 'failed', outcome: null }),
        run({ id: 'retry', attempt: 2, outcome: 'sent', deliveries: [{ ok: true }] }),
      ],
      [item({})],
    );
    expect(entries.map((entry) => [entry.key, entry.status])).toEqual([['run:retry', 'delivered']]);
  });

  it('moves a run to another day at the same time, or by days from the keyboard', () => {
    const at = new Date(2026, 10, 2, 9, 30);
    expect(onDay(at, new Date(2026, 10, 5))).toEqual(new Date(2026, 10, 5, 9, 30));
    expect(byDays(at, 7)).toEqual(new Date(2026, 10, 9, 9, 30));
  });

  it('shows six weeks from a Monday for a month', () => {
    const days = monthDays(new Date(2026, 10, 15));
    expect(days).toHaveLength(42);
    expect(days[0]!.getDay()).toBe(1);
    expect(days[0]!.getDate()).toBe(26); // Monday 26 October
  });

  it('exports CSV with quoting and spreadsheet formulas neutralised, and iCalendar with escaped, folded lines', () => {
    const [entry] = upcomingEntries([item({ title: '=SUM(A1), "quoted"', recurring: false, frequency: null })], from, to);
    const csv = calendarCsv([entry!]);
    expect(csv).toBe(`Date,Time,Title,Template,Status,Repeats\r\n2026-11-02,09:30,"'=SUM(A1), ""quoted""",social,scheduled,\r\n`);
    const ics = calendarIcs([{ ...entry!, title: `Launch; a, b ${'x'.repeat(80)}` }], new Date(Date.UTC(2026, 10, 26, 8)));
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0');
    expect(ics).toContain('DTSTAMP:20261126T080000Z');
    expect(ics).toContain('SUMMARY:Launch\\; a\\, b x');
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
