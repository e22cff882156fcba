// The one way the automation page's screens (automation, My content, versions, runs, calendar,
// connections) write a moment: "26 Nov 2026, 09:30" in the reader's own locale and
// time zone, so the same run reads the same everywhere.
const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatAutomationDate(moment: string | Date): string {
  return FORMAT.format(typeof moment === 'string' ? new Date(moment) : moment);
}
