// The calendar's dates at the edges of months and years, on 29 February, and across
// daylight-saving changes (in child processes set to each zone). Every date is fixed:
// nothing here reads today's date.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  byDays,
  isoDay,
  monthDays,
  occurrence,
  onDay,
  parseIsoDay,
  upcomingEntries,
  viewRange,
  weekDays,
  type CalendarItem,
} from '../../src/domain/automation/calendar.ts';

const days = (dates: (Date | null)[]) => dates.map((date) => (date ? isoDay(date) : null));

describe('calendar dates at the edges', () => {
  it("shows the next month's first days in a month's last row, and they take a drop like any day", () => {
    const november = monthDays(new Date(2026, 10, 28));
    expect(isoDay(november[0]!)).toBe('2026-10-26');
    expect(days(november.slice(35))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(onDay(new Date(2026, 10, 30, 10), november[36]!)).toEqual(new Date(2026, 11, 1, 10));
  });

  it('crosses 31 December to 1 January by drop, by key and in a month view', () => {
    const newYearsEve = new Date(2026, 11, 31, 10, 0);
    expect(onDay(newYearsEve, new Date(2027, 0, 1))).toEqual(new Date(2027, 0, 1, 10, 0));
    expect(byDays(newYearsEve, 1)).toEqual(new Date(2027, 0, 1, 10, 0));
    expect(byDays(newYearsEve, 7)).toEqual(new Date(2027, 0, 7, 10, 0));
    expect(byDays(new Date(2027, 0, 1, 10), -1)).toEqual(newYearsEve);
    expect(days(monthDays(new Date(2026, 11, 1)).slice(-4))).toEqual(['2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10']);
  });

  it('knows 29 February in a leap year and steps over it in others', () => {
    expect(byDays(new Date(2028, 1, 28, 9), 1)).toEqual(new Date(2028, 1, 29, 9));
    expect(byDays(new Date(2028, 1, 29, 9), 1)).toEqual(new Date(2028, 2, 1, 9));
    expect(byDays(new Date(2027, 1, 28, 9), 1)).toEqual(new Date(2027, 2, 1, 9));
    expect(days(weekDays(new Date(2028, 1, 29)))).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
      '2028-03-03',
      '2028-03-04',
      '2028-03-05',
    ]);
    expect(isoDay(parseIsoDay('2028-02-29')!)).toBe('2028-02-29');
    expect(parseIsoDay('2027-02-29')).toBeNull();
    expect(parseIsoDay('2027-13-01')).toBeNull();
    expect(parseIsoDay('next week')).toBeNull();
  });

  it("steps a monthly series from its first run as the automation tick does: the 31st falls on shorter months' last day, then back", () => {
    const first = new Date(2027, 0, 31, 9, 0);
    expect(days([0, 1, 2, 3].map((n) => occurrence(first, 'monthly', n)))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(isoDay(occurrence(new Date(2028, 0, 31, 9), 'monthly', 1)!)).toBe('2028-02-29');
    expect(occurrence(first, 'monthly', 1)!.getHours()).toBe(9);
    const item: CalendarItem = {
      id: 'a',
      title: 'Month end report',
      template: 'blog',
      status: 'scheduled',
      recurring: true,
      frequency: 'monthly',
      next_run_at: first.toISOString(),
      ends_at: null,
      max_runs: null,
      run_count: 0,
    };
    expect(days(upcomingEntries([item], new Date(2027, 0, 1), new Date(2027, 5, 1)).map((entry) => entry.at))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(occurrence(first, 'yearly', 1)).toBeNull();
  });

  it('ends a week at the midnight after its Sunday: the next Monday is not in it', () => {
    const { from, to } = viewRange('week', new Date(2026, 10, 25));
    expect([isoDay(from), isoDay(to), to.getHours()]).toEqual(['2026-11-23', '2026-11-30', 0]);
    const month = viewRange('month', new Date(2026, 10, 1));
    expect([isoDay(month.from), isoDay(month.to)]).toEqual(['2026-10-26', '2026-12-07']);
  });
});

/** The probe's view of the calendar in `zone`, around its spring and autumn clock changes. */
function inZone(zone: string, spring: string, fall: string) {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/unit/calendar-zone-probe.ts', spring, fall], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<'spring' | 'fall', Record<string, { local: string; utc: string } | number | string>>;
}

describe.each([
  // zone, the day its clocks go forward in 2027, the day they go back, the UTC hour of 10:00 before and after the spring change
  ['Europe/Berlin', '2027-03-28', '2027-10-31', 9, 8],
  ['America/New_York', '2027-03-14', '2027-11-07', 15, 14],
  ['Australia/Sydney', '2027-10-03', '2027-04-04', 0, 23],
])('across the clock changes of %s', (zone, spring, fall, utcBefore, utcAfter) => {
  const probe = inZone(zone, spring, fall);

  it('keeps 10:00 at 10:00 when a run is dropped, moved by key or repeats over the change', () => {
    for (const change of ['spring', 'fall'] as const) {
      const day = change === 'spring' ? spring : fall;
      const expected = `${day} 10:00`;
      expect(probe[change].dropped, change).toMatchObject({ local: expected });
      expect(probe[change].byKey, change).toMatchObject({ local: expected });
      expect(probe[change].weekly, change).toMatchObject({ local: expected });
    }
    // the same wall-clock time is another instant once the clocks moved
    expect(new Date((probe.spring.before as { utc: string }).utc).getUTCHours()).toBe(utcBefore);
    expect(new Date((probe.spring.dropped as { utc: string }).utc).getUTCHours()).toBe(utcAfter);
  });

  it('counts a week with a clock change from midnight to midnight (167 or 169 hours)', () => {
    expect(probe.spring.weekHours).toBe(167);
    expect(probe.fall.weekHours).toBe(169);
    expect(String(probe.spring.weekEnds)).toMatch(/ 00:00$/);
    expect(String(probe.fall.weekEnds)).toMatch(/ 00:00$/);
  });
});
