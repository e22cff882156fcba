import { CalendarDays, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/Button';
import { ListLoadState } from '../../../components/ListLoadState';
import { Page } from '../../../components/Page';
import {
  byDays,
  calendarCsv,
  calendarIcs,
  entriesOn,
  monthDays,
  onDay,
  runEntries,
  sameDay,
  upcomingEntries,
  viewRange,
  weekDays,
  type CalendarEntry,
} from '../../../domain/automation/calendar';
import { authPath } from '../../../domain/next-path';
import { useAuth } from '../../../lib/auth-context';
import { downloadFile } from '../../../lib/download';
import { notify } from '../../../lib/toast';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useCalendar } from '../api/list-calendar';
import { rescheduleItem } from '../api/reschedule-item';
import { CalendarDay, EntryButton, STATUS_STYLE } from './CalendarDay';
import { formatStudioDate } from '../../../lib/studio-date';
import { STUDIO_SCREENS } from '../../../domain/automation/screens';

type View = 'month' | 'week' | 'list';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function heading(view: View, anchor: Date): string {
  if (view === 'month') return anchor.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  const [first] = weekDays(anchor);
  return `Week of ${first!.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

function shifted(view: View, anchor: Date, direction: number): Date {
  return view === 'month' ? new Date(anchor.getFullYear(), anchor.getMonth() + direction, 1) : byDays(anchor, 7 * direction);
}

/** /automation/calendar: scheduled runs and past runs on a month, a week or a list; drag or Alt+arrows reschedule. */
export function CalendarPage() {
  const { user } = useAuth();
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosen, setChosen] = useState<View | null>(null);
  const view: View = chosen ?? (phone ? 'list' : 'month');
  const [anchor, setAnchor] = useState(() => new Date());
  const [opened, setOpened] = useState<CalendarEntry | null>(null);
  const rangeView = view === 'month' ? 'month' : 'week';
  const { from, to } = useMemo(() => viewRange(rangeView, anchor), [rangeView, anchor]);
  const calendar = useCalendar(user?.id, from, to);
  const entries = useMemo(() => {
    if (!calendar.data) return [];
    const { items, runs } = calendar.data;
    return [...runEntries(runs, items), ...upcomingEntries(items, from, to)];
  }, [calendar.data, from, to]);
  const days = view === 'month' ? monthDays(anchor) : weekDays(anchor);

  const move = async (entry: CalendarEntry, at: Date) => {
    if (at.getTime() <= Date.now()) {
      notify({ title: 'Choose a later time', description: 'A run can only be moved to a time still to come.', variant: 'destructive' });
      return;
    }
    try {
      await rescheduleItem(entry.itemId, at);
      await calendar.mutate();
      notify({
        title: 'Rescheduled',
        description: `${entry.title}: ${formatStudioDate(at)}`,
      });
      // the focus follows the moved entry (its day changed, so it was drawn again)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-entry="${entry.key}"]`)?.focus());
    } catch (error) {
      notify({ title: 'Could not reschedule', description: (error as Error).message, variant: 'destructive' });
    }
  };
  const byKey = (key: string) => entries.find((entry) => entry.key === key && entry.movable);
  const onDropEntry = (key: string, day: Date) => {
    const entry = byKey(key);
    if (entry && !sameDay(entry.at, day)) void move(entry, onDay(entry.at, day));
  };
  const exportAs = (format: 'csv' | 'ics') => {
    const stamp = from.toISOString().slice(0, 10);
    if (format === 'csv') downloadFile(`content-calendar-${stamp}.csv`, calendarCsv(entries), 'text/csv;charset=utf-8');
    else downloadFile(`content-calendar-${stamp}.ics`, calendarIcs(entries, new Date()), 'text/calendar;charset=utf-8');
  };

  if (!user)
    return (
      <Page title={STUDIO_SCREENS.calendar.title} width="medium">
        <h1 className="text-3xl font-bold tracking-tight">{STUDIO_SCREENS.calendar.title}</h1>
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
    <Page title={STUDIO_SCREENS.calendar.title}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
            <CalendarDays aria-hidden="true" className="size-8 text-accent" />
            {STUDIO_SCREENS.calendar.title}
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
          <Button variant="secondary" size="sm" aria-label="Previous" onClick={() => setAnchor(shifted(view, anchor, -1))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setAnchor(new Date())}>
            Today
          </Button>
          <Button variant="secondary" size="sm" aria-label="Next" onClick={() => setAnchor(shifted(view, anchor, 1))}>
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
              onClick={() => setChosen(option)}
            >
              {option[0]!.toUpperCase() + option.slice(1)}
            </Button>
          ))}
        </div>
      </div>

      <ul aria-label="Colours" className="mt-3 flex flex-wrap gap-3 text-xs text-muted">
        {(['scheduled', 'paused', 'running', 'delivered', 'failed'] as const).map((status) => (
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
                <p className="mb-1 text-xs text-muted">
                  {entry.at.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' })}
                </p>
                <EntryButton entry={entry} onOpen={setOpened} onMove={(moved, days) => void move(moved, byDays(moved.at, days))} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <div className="mt-4 overflow-x-auto">
          <div className="min-w-[42rem]">
            <div aria-hidden="true" className="grid grid-cols-7 text-xs font-semibold text-muted">
              {WEEKDAYS.map((name) => (
                <span key={name} className="px-1 pb-1">
                  {name}
                </span>
              ))}
            </div>
            <ul aria-label={heading(view, anchor)} className="grid grid-cols-7 rounded-lg border-b border-line">
              {days.map((day) => (
                <CalendarDay
                  key={day.toISOString()}
                  day={day}
                  entries={entriesOn(entries, day)}
                  outside={view === 'month' && day.getMonth() !== anchor.getMonth()}
                  today={sameDay(day, new Date())}
                  onOpen={setOpened}
                  onMove={(entry, moveDays) => void move(entry, byDays(entry.at, moveDays))}
                  onDropEntry={onDropEntry}
                />
              ))}
            </ul>
          </div>
        </div>
      )}

      {opened ? (
        <section aria-label="Selected item" className="mt-6 rounded-2xl border border-line bg-surface p-4">
          <h2 className="font-semibold">{opened.title}</h2>
          <p className="mt-1 text-sm text-muted">
            {STATUS_STYLE[opened.status].label} · {formatStudioDate(opened.at)}
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
