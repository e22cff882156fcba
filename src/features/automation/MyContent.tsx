import { Copy, FolderOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ListLoadState } from '../../components/ListLoadState';
import { studioTemplate, type TemplateId } from '../../domain/studio/catalogue';
import { notify } from '../../lib/toast';
import { deleteContentItem, duplicateContentItem, useContentItems, type ContentItem } from './api/content-items';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ItemRow({ item, onOpen, onDuplicate, onDelete }: { item: ContentItem; onOpen: () => void; onDuplicate: () => void; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{item.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge>{studioTemplate(item.template as TemplateId).name}</Badge>
          {item.status === 'scheduled' && item.scheduled_at ? <Badge tone="accent">Scheduled for {when(item.scheduled_at)}</Badge> : <Badge>Draft</Badge>}
          <span>
            Version {item.version} · saved {when(item.updated_at)}
          </span>
        </p>
      </div>
      {confirming ? (
        <div role="group" aria-label={`Delete ${item.title}?`} className="flex items-center gap-2">
          <span className="text-sm">Delete it for good?</span>
          <Button size="sm" variant="danger" onClick={onDelete}>
            Delete
          </Button>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-1">
          <Button size="sm" variant="secondary" onClick={onOpen} aria-label={`Open ${item.title}`}>
            <FolderOpen aria-hidden="true" className="size-4" />
            Open
          </Button>
          <Button size="sm" variant="ghost" onClick={onDuplicate} aria-label={`Duplicate ${item.title}`}>
            <Copy aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${item.title}`}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}

/** The signed-in user's saved content, newest first: open, duplicate, delete. */
export function MyContent({ userId, onOpen }: { userId: string; onOpen: (item: ContentItem) => void }) {
  const items = useContentItems(userId);
  const { mutate } = items;
  const act = async (work: () => Promise<unknown>, failed: string) => {
    try {
      await work();
      await mutate();
    } catch (error) {
      notify({ title: failed, description: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="my-content" className="mt-10">
      <h2 id="my-content" className="text-xl font-bold">
        My content
      </h2>
      {!items.data ? (
        <ListLoadState error={items.error} label="Loading your content" onRetry={() => void mutate()} />
      ) : items.data.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line p-6 text-sm text-muted">Nothing saved yet. Generate a piece, then choose Save to keep it here.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.data.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              onOpen={() => onOpen(item)}
              onDuplicate={() => void act(() => duplicateContentItem(item.id).then((copy) => notify({ title: 'Content duplicated', description: copy.title })), 'Could not duplicate')}
              onDelete={() => void act(() => deleteContentItem(item.id).then(() => notify({ title: 'Content deleted', description: item.title })), 'Could not delete')}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
