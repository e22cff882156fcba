// Run by calendar-zones.test.ts in a child process whose TZ is the zone under test
// (a zone is per process, and vitest's workers share one): the calendar's date moves
// around that zone's clock changes, printed as local wall-clock times and UTC.
import { byDays, isoDay, occurrence, onDay, viewRange } from '../../src/domain/automation/calendar.ts';

const [spring, fall] = process.argv.slice(2).map((day) => {
  const [y, m, d] = day!.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
});
const local = (at: Date) => `${isoDay(at)} ${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
const show = (at: Date | null) => (at ? { local: local(at), utc: at.toISOString() } : null);

const result: Record<string, unknown> = {};
for (const [name, change] of [
  ['spring', spring!],
  ['fall', fall!],
] as const) {
  const dayBefore = new Date(change.getFullYear(), change.getMonth(), change.getDate() - 1, 10, 0);
  const weekBefore = new Date(change.getFullYear(), change.getMonth(), change.getDate() - 7, 10, 0);
  const week = viewRange('week', change);
  result[name] = {
    before: show(dayBefore),
    dropped: show(onDay(dayBefore, change)),
    byKey: show(byDays(dayBefore, 1)),
    weekly: show(occurrence(weekBefore, 'weekly', 1)),
    weekHours: (week.to.getTime() - week.from.getTime()) / 3_600_000,
    weekEnds: local(week.to),
  };
}
process.stdout.write(JSON.stringify(result));
