import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ProviderRow } from './ProviderRow';
import type { DraftProvider } from './use-provider-draft';

interface ProviderListProps {
  providers: DraftProvider[];
  onChange: (id: string, patch: Partial<DraftProvider>) => void;
  onRemove: (id: string) => void;
  onMove: (from: number, to: number) => void;
}

/** The providers in the order the chat asks them; drag with a mouse or a finger, or Space and the arrow keys. */
export function ProviderList({ providers, onChange, onRemove, onMove }: ProviderListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => providers.find((entry) => entry.id === id)?.name ?? String(id);
  const positionOf = (id: string | number | undefined) => providers.findIndex((entry) => entry.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${providers.length}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${providers.length}.`
        : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${providers.length}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled. It stays at position ${positionOf(active.id)}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To reorder, press Space to pick this provider up, the arrow keys to move it, and Space again to drop it.',
        },
      }}
    >
      <SortableContext items={providers.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Your providers, in the order the chat uses them" className="space-y-3">
          {providers.map((entry) => (
            <ProviderRow key={entry.id} entry={entry} onChange={(patch) => onChange(entry.id, patch)} onRemove={() => onRemove(entry.id)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
