import { Repeat } from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { CalendarEntry, CalendarStatus } from '../../../domain/automation/calendar';

/** Each status's stripe and label: the colour is never the only sign, the label is read out too. */
export const STATUS_STYLE: Record<CalendarStatus, { stripe: string; label: string }> = {
  scheduled: { stripe: 'border-l-sky-500', label: 'Scheduled' },
  paused: { stripe: 'border-l-zinc-400', label: 'Paused' },
  queued: { stripe: 'border-l-amber-500', label: 'Running' },
  running: { stripe: 'border-l-amber-500', label: 'Running' },
  delivered: { stripe: 'border-l-emerald-500', label: 'Delivered' },
  failed: { stripe: 'border-l-red-500', label: 'Failed' },
};

const DRAG_TYPE = 'application/x-calendar-entry';
const time = (at: Date) => at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** Alt+arrow keys move a movable entry: a day left or right, a week up or down. */
function moveByKey(event: KeyboardEvent): number | null {
  if (!event.altKey) return null;
  return { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key] ?? null;
}

export function EntryButton({
  entry,
  onOpen,
  onMove,
}: {
  entry: CalendarEntry;
  onOpen: (entry: CalendarEntry) => void;
  onMove: (entry: CalendarEntry, days: number) => void;
}) {
  const style = STATUS_STYLE[entry.status];
  return (
    <button
      type="button"
      draggable={entry.movable}
      data-entry={entry.key}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, entry.key);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onOpen(entry)}
      onKeyDown={(event) => {
        const days = entry.movable ? moveByKey(event) : null;
        if (days === null) return;
        event.preventDefault();
        onMove(entry, days);
      }}
      aria-keyshortcuts={entry.movable ? 'Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown' : undefined}
      aria-label={`${entry.title}, ${time(entry.at)}, ${style.label}${entry.frequency ? `, repeats ${entry.frequency}` : ''}${entry.movable ? ', movable' : ''}`}
      className={`flex w-full min-w-0 items-center gap-1 rounded border border-l-4 border-line ${style.stripe} bg-surface px-1.5 py-1 text-left text-xs text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent ${entry.movable ? 'cursor-grab' : ''}`}
    >
      <span className="shrink-0 tabular-nums text-muted">{time(entry.at)}</span>
      <span className="min-w-0 flex-1 truncate">{entry.title}</span>
      {entry.frequency ? <Repeat aria-hidden="true" className="size-3 shrink-0 text-muted" /> : null}
    </button>
  );
}

/** One day of the month or week view: a drop target for the entry being dragged. */
export function CalendarDay({
  day,
  entries,
  outside,
  today,
  onOpen,
  onMove,
  onDropEntry,
}: {
  day: Date;
  entries: CalendarEntry[];
  /** A day of the neighbouring month, shown to fill the weeks. */
  outside: boolean;
  today: boolean;
  onOpen: (entry: CalendarEntry) => void;
  onMove: (entry: CalendarEntry, days: number) => void;
  onDropEntry: (key: string, day: Date) => void;
}) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  const label = day.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <li
      aria-label={label}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const key = event.dataTransfer.getData(DRAG_TYPE);
        if (key) onDropEntry(key, day);
      }}
      className={`min-h-24 min-w-0 border-t border-line p-1 ${outside ? 'bg-subtle/40' : ''} ${over ? 'bg-accent-soft' : ''}`}
    >
      <p className={`mb-1 text-xs ${today ? 'font-bold text-accent' : outside ? 'text-muted' : 'text-fg'}`}>
        {day.getDate()}
        {today ? <span className="sr-only"> (today)</span> : null}
      </p>
      {entries.length > 0 ? (
        <ul className="space-y-1">
          {entries.map((entry) => (
            <li key={entry.key}>
              <EntryButton entry={entry} onOpen={onOpen} onMove={onMove} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
