import { DndContext, DragOverlay, MouseSensor, TouchSensor, pointerWithin, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useState } from 'react';
import { entriesOn, sameDay, type CalendarEntry } from '../../../domain/automation/calendar';
import { CalendarDay, dayLabel, ENTRY_CLASS, EntryFace, STATUS_STYLE } from './CalendarDay';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The month (six weeks) or the week on screen. Entries are dragged with a mouse, or
 * with a finger after a short press (so a swipe still scrolls), onto any day shown,
 * the neighbouring months' days included; the page scrolls when a drag nears its edge.
 * On a phone a month keeps its seven columns with titles only, and a week is a column of days.
 */
export function CalendarGrid({
  label,
  days,
  month,
  entries,
  phone,
  onOpen,
  onMoveBy,
  onDrop,
}: {
  label: string;
  days: Date[];
  /** The month shown (its days are not dimmed), or null for a week. */
  month: number | null;
  entries: CalendarEntry[];
  phone: boolean;
  onOpen: (entry: CalendarEntry) => void;
  onMoveBy: (entry: CalendarEntry, days: number) => void;
  onDrop: (entry: CalendarEntry, day: Date) => void;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const [dragged, setDragged] = useState<CalendarEntry | null>(null);
  const byKey = (key: string | number) => entries.find((entry) => entry.key === key && entry.movable);
  const dayOf = (event: DragEndEvent) => (event.over?.data.current as { day?: Date } | undefined)?.day;
  const column = month === null && phone;
  const today = new Date();

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={({ active }) => setDragged(byKey(active.id) ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={(event) => {
        setDragged(null);
        const entry = byKey(event.active.id);
        const day = dayOf(event);
        if (entry && day && !sameDay(entry.at, day)) onDrop(entry, day);
      }}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${byKey(active.id)?.title ?? 'the item'}.`,
          onDragOver: ({ over }) => (over ? `Over ${dayLabel((over.data.current as { day: Date }).day)}.` : 'Not over a day.'),
          onDragEnd: ({ over }) =>
            over ? `Dropped on ${dayLabel((over.data.current as { day: Date }).day)}.` : 'Dropped outside the calendar.',
          onDragCancel: () => 'Moving was cancelled.',
        },
        screenReaderInstructions: { draggable: 'To move this item, press Alt with an arrow key: a day left or right, a week up or down.' },
      }}
    >
      <div className="mt-4">
        {column ? null : (
          <div aria-hidden="true" className="grid grid-cols-7 text-xs font-semibold text-muted">
            {WEEKDAYS.map((name) => (
              <span key={name} className="px-1 pb-1">
                {phone ? name.slice(0, 1) : name}
              </span>
            ))}
          </div>
        )}
        <ul aria-label={label} className={`grid rounded-lg border-b border-line ${column ? 'grid-cols-1' : 'grid-cols-7'}`}>
          {days.map((day) => (
            <CalendarDay
              key={day.toISOString()}
              day={day}
              entries={entriesOn(entries, day)}
              outside={month !== null && day.getMonth() !== month}
              today={sameDay(day, today)}
              compact={phone && !column}
              column={column}
              onOpen={onOpen}
              onMove={onMoveBy}
            />
          ))}
        </ul>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className={`${ENTRY_CLASS} ${STATUS_STYLE[dragged.status].stripe} cursor-grabbing shadow-lg`}>
            <EntryFace entry={dragged} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
