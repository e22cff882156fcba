import { CalendarDays, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/Button';
import { ListLoadState } from '../../../components/ListLoadState';
import { Page } from '../../../components/Page';
import {
  byDays,
  calendarCsv,
  calendarIcs,
  isoDay,
  monthDays,
  onDay,
  parseIsoDay,
  runEntries,
  upcomingEntries,
  viewRange,
  weekDays,
  type CalendarEntry,
} from '../../../domain/automation/calendar';
import { authPath } from '../../../domain/next-path';
import { useAuth } from '../../../lib/auth-context';
import { downloadFile } from '../../../lib/download';
import { notify, notifyFailure } from '../../../lib/toast';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useCalendar } from '../api/list-calendar';
import { rescheduleItem } from '../api/reschedule-item';
import { dayLabel, EntryButton, STATUS_STYLE } from './CalendarDay';
import { CalendarGrid } from './CalendarGrid';
import { formatAutomationDate } from '../../../lib/automation-date';
import { AUTOMATION_SCREENS } from '../../../domain/automation/screens';

type View = 'month' | 'week' | 'list';
const VIEWS: readonly View[] = ['month', 'week', 'list'];
const PATH = '/automation/calendar';

function heading(view: View, anchor: Date): string {
  if (view === 'month') return anchor.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  const [first] = weekDays(anchor);
  return `Week of ${first!.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

function shifted(view: View, anchor: Date, direction: number): Date {
  return view === 'month' ? new Date(anchor.getFullYear(), anchor.getMonth() + direction, 1) : byDays(anchor, 7 * direction);
}

/** What the exports are named after: the month (2026-11) or the week's Monday (2026-11-23) on screen. */
const exportStamp = (view: View, anchor: Date) => (view === 'month' ? isoDay(anchor).slice(0, 7) : isoDay(weekDays(anchor)[0]!));

/**
 * The view and the day it shows live in the address (?view=week&date=2027-01-04), so a
 * reload, a bookmark or a shared link opens the same weeks; without them, this month
 * (a list of this week on a phone).
 */
function useCalendarAddress(phone: boolean) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const asked = params.get('view');
  const view: View = VIEWS.includes(asked as View) ? (asked as View) : phone ? 'list' : 'month';
  const date = params.get('date');
  // one Date per day shown, so the weeks on screen are worked out again only when the day changes
  const anchor = useMemo(() => parseIsoDay(date) ?? new Date(), [date]);
  const show = (next: { view?: View; anchor?: Date | null }) => {
    const query = new URLSearchParams();
    const nextView = next.view ?? (asked ? view : null);
    if (nextView) query.set('view', nextView);
    const nextAnchor = next.anchor === undefined ? parseIsoDay(date) : next.anchor;
    if (nextAnchor) query.set('date', isoDay(nextAnchor));
    navigate(query.size > 0 ? `${PATH}?${query}` : PATH, { replace: true });
  };
  return { view, anchor, show };
}

/** /automation/calendar: scheduled runs and past runs on a month, a week or a list; drag or Alt+arrows reschedule. */
export function CalendarPage() {
  const { user } = useAuth();
  const phone = useMediaQuery(PHONE_QUERY);
  const { view, anchor, show } = useCalendarAddress(phone);
  const [opened, setOpened] = useState<CalendarEntry | null>(null);
  // the entry to focus once it is drawn on its new day (perhaps in another month, once that has loaded)
  const focusAfterMove = useRef<{ key: string; day: string } | null>(null);
  const rangeView = view === 'month' ? 'month' : 'week';
  const { from, to } = useMemo(() => viewRange(rangeView, anchor), [rangeView, anchor]);
  const calendar = useCalendar(user?.id, from, to);
  const entries = useMemo(() => {
    if (!calendar.data) return [];
    const { items, runs } = calendar.data;
    return [...runEntries(runs, items), ...upcomingEntries(items, from, to)];
  }, [calendar.data, from, to]);

  useEffect(() => {
    const target = focusAfterMove.current;
    const moved = target && document.querySelector<HTMLElement>(`[data-entry="${target.key}"][data-day="${target.day}"]`);
    if (!moved) return;
    moved.focus();
    focusAfterMove.current = null;
  }, [entries]);

  const move = async (entry: CalendarEntry, at: Date) => {
    if (at.getTime() <= Date.now()) {
      notify({ title: 'Choose a later time', description: 'A run can only be moved to a time still to come.', variant: 'destructive' });
      return;
    }
    focusAfterMove.current = { key: entry.key, day: isoDay(at) };
    try {
      await rescheduleItem(entry.itemId, at);
      // a move past the weeks on screen takes the calendar along
      if (at < from || at >= to) show({ anchor: at });
      await calendar.mutate();
      notify({
        title: 'Rescheduled',
        description: `${entry.title}: ${formatAutomationDate(at)}`,
      });
    } catch (error) {
      focusAfterMove.current = null;
      notifyFailure('Could not reschedule', error);
    }
  };
  const moveBy = (entry: CalendarEntry, days: number) => void move(entry, byDays(entry.at, days));
  const exportAs = (format: 'csv' | 'ics') => {
    const name = `content-calendar-${exportStamp(view, anchor)}`;
    if (format === 'csv') downloadFile(`${name}.csv`, calendarCsv(entries), 'text/csv;charset=utf-8');
    else downloadFile(`${name}.ics`, calendarIcs(entries, new Date()), 'text/calendar;charset=utf-8');
  };

  if (!user)
    return (
      <Page title={AUTOMATION_SCREENS.calendar.title} width="medium">
        <h1 className="text-3xl font-bold tracking-tight">{AUTOMATION_SCREENS.calendar.title}</h1>
        <p className="mt-4 text-muted">
          <Link href={authPath({ next: '/automation/calendar' })} className="font-semibold text-accent underline underline-offset-2">
            Sign in
          </Link>{' '}
          to see what you scheduled.
        </p>
      </Page>
    );

  const listed = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <Page title={AUTOMATION_SCREENS.calendar.title}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
            <CalendarDays aria-hidden="true" className="size-8 text-accent" />
            {AUTOMATION_SCREENS.calendar.title}
          </h1>
          <p className="mt-2 max-w-2xl text-muted">
            Scheduled posts and past runs. Drag an item&apos;s next run to another day, or focus it and press Alt with an arrow key (a day
            left or right, a week up or down). Items are edited in the{' '}
            <Link href="/automation" className="text-accent underline underline-offset-2">
              studio
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => exportAs('csv')} disabled={entries.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </Button>
          <Button variant="secondary" size="sm" onClick={() => exportAs('ics')} disabled={entries.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            Export iCal
          </Button>
        </div>
      </header>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" aria-label="Previous" onClick={() => show({ anchor: shifted(view, anchor, -1) })}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => show({ anchor: null })}>
            Today
          </Button>
          <Button variant="secondary" size="sm" aria-label="Next" onClick={() => show({ anchor: shifted(view, anchor, 1) })}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <h2 className="ml-2 text-lg font-semibold" aria-live="polite">
            {heading(view, anchor)}
          </h2>
        </div>
        <div role="group" aria-label="View" className="flex gap-1">
          {(['month', 'week', 'list'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'primary' : 'ghost'}
              aria-pressed={view === option}
              onClick={() => show({ view: option })}
            >
              {option[0]!.toUpperCase() + option.slice(1)}
            </Button>
          ))}
        </div>
      </div>

      <ul aria-label="Colours" className="mt-3 flex flex-wrap gap-3 text-xs text-muted">
        {(Object.keys(STATUS_STYLE) as (keyof typeof STATUS_STYLE)[]).map((status) => (
          <li key={status} className={`border-l-4 ${STATUS_STYLE[status].stripe} pl-1.5`}>
            {STATUS_STYLE[status].label}
          </li>
        ))}
      </ul>

      {!calendar.data ? (
        <ListLoadState error={calendar.error} label="Loading the calendar" onRetry={() => void calendar.mutate()} />
      ) : view === 'list' ? (
        listed.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-dashed border-line p-8 text-center text-muted">
            Nothing scheduled this week. Schedule a piece in the studio and it shows here.
          </p>
        ) : (
          <ul aria-label="Scheduled and past runs" className="mt-6 space-y-2">
            {listed.map((entry) => (
              <li key={entry.key}>
                <p className="mb-1 text-xs text-muted">{dayLabel(entry.at)}</p>
                <EntryButton entry={entry} onOpen={setOpened} onMove={moveBy} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <CalendarGrid
          label={heading(view, anchor)}
          days={view === 'month' ? monthDays(anchor) : weekDays(anchor)}
          month={view === 'month' ? anchor.getMonth() : null}
          entries={entries}
          phone={phone}
          onOpen={setOpened}
          onMoveBy={moveBy}
          onDrop={(entry, day) => void move(entry, onDay(entry.at, day))}
        />
      )}

      {opened ? (
        <section aria-label="Selected item" className="mt-6 rounded-2xl border border-line bg-surface p-4">
          <h2 className="font-semibold">{opened.title}</h2>
          <p className="mt-1 text-sm text-muted">
            {STATUS_STYLE[opened.status].label} · {formatAutomationDate(opened.at)}
            {opened.frequency ? ` · repeats ${opened.frequency}` : ''}
          </p>
          <div className="mt-3 flex gap-2">
            <Link href={`/automation?item=${opened.itemId}`} className="text-sm font-semibold text-accent underline underline-offset-2">
              Open in the studio
            </Link>
            <Button size="sm" variant="ghost" onClick={() => setOpened(null)}>
              Close
            </Button>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
