import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Repeat } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { isoDay, type CalendarEntry, type CalendarStatus } from '../../../domain/automation/calendar';

/** Each status's stripe and label: the colour is never the only sign, the label is read out too. */
export const STATUS_STYLE: Record<CalendarStatus, { stripe: string; label: string }> = {
  scheduled: { stripe: 'border-l-sky-500', label: 'Scheduled' },
  paused: { stripe: 'border-l-zinc-400', label: 'Paused' },
  running: { stripe: 'border-l-amber-500', label: 'Running' },
  delivered: { stripe: 'border-l-emerald-500', label: 'Delivered' },
  written: { stripe: 'border-l-teal-300', label: 'Written (not sent)' },
  review: { stripe: 'border-l-violet-500', label: 'Waits for review' },
  skipped: { stripe: 'border-l-stone-600', label: 'Skipped' },
  failed: { stripe: 'border-l-red-500', label: 'Failed' },
};

const time = (at: Date) => at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
export const dayLabel = (day: Date) => day.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

/** Alt+arrow keys move a movable entry: a day left or right, a week up or down. */
function moveByKey(event: KeyboardEvent): number | null {
  if (!event.altKey) return null;
  return { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key] ?? null;
}

export const entryLabel = (entry: CalendarEntry) =>
  `${entry.title}, ${time(entry.at)}, ${STATUS_STYLE[entry.status].label}${entry.frequency ? `, repeats ${entry.frequency}` : ''}${entry.movable ? ', movable' : ''}`;

/** What an entry shows: its time (left out where the day is narrow), its title, a mark when it repeats. */
export function EntryFace({ entry, compact = false }: { entry: CalendarEntry; compact?: boolean }) {
  return (
    <>
      {compact ? null : <span className="shrink-0 tabular-nums text-muted">{time(entry.at)}</span>}
      <span className="min-w-0 flex-1 truncate">{entry.title}</span>
      {entry.frequency && !compact ? <Repeat aria-hidden="true" className="size-3 shrink-0 text-muted" /> : null}
    </>
  );
}

export const ENTRY_CLASS =
  'flex w-full min-w-0 items-center gap-1 rounded border border-l-4 border-line bg-surface px-1.5 py-1 text-left text-xs text-fg';

/**
 * An entry of the calendar: a click opens it; a movable one is dragged with a mouse
 * (or a finger, after a short press) onto any day shown, or moved with Alt+arrows.
 */
export function EntryButton({
  entry,
  compact = false,
  onOpen,
  onMove,
}: {
  entry: CalendarEntry;
  compact?: boolean;
  onOpen: (entry: CalendarEntry) => void;
  onMove: (entry: CalendarEntry, days: number) => void;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: entry.key, disabled: !entry.movable });
  return (
    <button
      ref={setNodeRef}
      type="button"
      data-entry={entry.key}
      data-day={isoDay(entry.at)}
      {...listeners}
      onClick={() => onOpen(entry)}
      onKeyDown={(event) => {
        const days = entry.movable ? moveByKey(event) : null;
        if (days === null) return;
        event.preventDefault();
        onMove(entry, days);
      }}
      aria-keyshortcuts={entry.movable ? 'Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown' : undefined}
      aria-label={entryLabel(entry)}
      // as dnd-kit marks what it drags: pressed while it is picked up
      aria-pressed={isDragging || undefined}
      className={`${ENTRY_CLASS} ${STATUS_STYLE[entry.status].stripe} min-h-6 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent ${entry.movable ? 'cursor-grab touch-manipulation' : ''} ${isDragging ? 'opacity-40' : ''}`}
    >
      <EntryFace entry={entry} compact={compact} />
    </button>
  );
}

/** One day of the month or week view, its neighbouring month's days included: a drop target for a dragged entry. */
export function CalendarDay({
  day,
  entries,
  outside,
  today,
  compact,
  column,
  onOpen,
  onMove,
}: {
  day: Date;
  entries: CalendarEntry[];
  /** A day of the neighbouring month, shown to fill the weeks. */
  outside: boolean;
  today: boolean;
  /** A narrow day (a phone's month): entries show their titles only. */
  compact: boolean;
  /** A phone's week: the days one under the other, each named in full. */
  column: boolean;
  onOpen: (entry: CalendarEntry) => void;
  onMove: (entry: CalendarEntry, days: number) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: isoDay(day), data: { day } });
  return (
    <li
      ref={setNodeRef}
      aria-label={dayLabel(day)}
      className={`min-w-0 border-t border-line p-1 ${compact ? 'min-h-16' : column ? 'min-h-12' : 'min-h-24'} ${outside ? 'bg-subtle/40' : ''} ${isOver ? 'bg-accent-soft' : ''}`}
    >
      <p className={`mb-1 text-xs ${today ? 'font-bold text-accent' : outside ? 'text-muted' : 'text-fg'}`}>
        {column ? dayLabel(day) : day.getDate()}
        {today ? <span className="sr-only"> (today)</span> : null}
      </p>
      {entries.length > 0 ? (
        <ul className="space-y-1">
          {entries.map((entry) => (
            <li key={entry.key}>
              <EntryButton entry={entry} compact={compact} onOpen={onOpen} onMove={onMove} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
