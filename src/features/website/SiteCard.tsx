import { Copy, FolderOpen, Globe, Pencil, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RenameField } from '../../components/RenameField';
import { SITE_NAME_MAX, type SiteSummary } from '../../domain/website/sites-contract';
import { findTemplate } from '../../domain/website/templates';

interface Props {
  site: SiteSummary;
  busy: boolean;
  onOpen: () => void;
  onRename: (name: string) => Promise<void>;
  onDuplicate: () => void;
  onDelete: () => void;
}

const lastEdited = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

// The colours come from the server's design tokens; anything that is not a plain
// hex colour is ignored rather than put into a style.
const colour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** A miniature of the site's hero drawn from its colours and headline: no HTML of the site, so nothing of it can run. */
function MiniPreview({ preview }: { preview: SiteSummary['preview'] }) {
  const text = colour(preview.text, '#0f172a');
  return (
    <div
      aria-hidden="true"
      className="flex h-28 flex-col justify-center gap-2 overflow-hidden rounded-lg border border-line px-4"
      style={{ background: colour(preview.background, '#f1f5f9'), color: text }}
    >
      <span className="line-clamp-2 text-sm leading-snug font-bold">{preview.headline}</span>
      <span className="h-1.5 w-2/3 rounded-full opacity-30" style={{ background: text }} />
      <span className="h-4 w-16 rounded" style={{ background: colour(preview.accent, '#1d4ed8') }} />
    </div>
  );
}

/** One saved site in My Sites: what it is, and Open, Rename, Duplicate, Delete. */
export function SiteCard({ site, busy, onOpen, onRename, onDuplicate, onDelete }: Props) {
  const [renaming, setRenaming] = useState(false);
  const card = useRef<HTMLLIElement>(null);
  const design = findTemplate(site.template)?.name ?? site.template;
  const titleId = `site-${site.id}-name`;
  // After a rename the keyboard goes back to Rename, once it is enabled again (it
  // stays disabled while the new name is saved, and a disabled button takes no focus).
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current || renaming || busy) return;
    refocus.current = false;
    // Left by a click or Tab elsewhere: the keyboard is where the user put it.
    const active = document.activeElement;
    if (active && active !== document.body && !card.current?.contains(active)) return;
    card.current?.querySelector<HTMLButtonElement>('[data-action="rename"]')?.focus();
  }, [renaming, busy]);
  const stopRenaming = () => {
    refocus.current = true;
    setRenaming(false);
  };
  return (
    <li
      ref={card}
      data-site={site.id}
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <MiniPreview preview={site.preview} />
      <div className="min-w-0">
        {renaming ? (
          <RenameField
            value={site.name}
            label="Site name"
            maxLength={SITE_NAME_MAX}
            onDone={async (name) => {
              if (name !== null && name.trim() && name.trim() !== site.name) await onRename(name.trim());
              stopRenaming();
            }}
          />
        ) : (
          <h3 id={titleId} className="truncate font-semibold" title={site.name}>
            {site.name}
          </h3>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>{design} design</span>
          {site.tier === 'premium' ? <Badge tone="neutral">Multi-page</Badge> : null}
        </p>
        <p className="text-sm text-muted">
          Last edited <time dateTime={site.updated_at}>{lastEdited.format(new Date(site.updated_at))}</time>
        </p>
        {site.published ? (
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm">
            <Globe aria-hidden="true" className="size-4 shrink-0 text-success" />
            <span className="sr-only">Online at </span>
            <a
              href={site.published.url}
              target="_blank"
              rel="noopener noreferrer"
              className="truncate text-accent underline"
              title={site.published.url}
            >
              {site.published.url.replace(/^https?:\/\//, '')}
            </a>
          </p>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" data-action="open" onClick={onOpen} disabled={busy} aria-label={`Open ${site.name}`}>
          <FolderOpen aria-hidden="true" className="size-4" />
          Open
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-action="rename"
          onClick={() => setRenaming(true)}
          disabled={busy || renaming}
          aria-label={`Rename ${site.name}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Rename
        </Button>
        <Button variant="ghost" size="sm" onClick={onDuplicate} disabled={busy} aria-label={`Duplicate ${site.name}`}>
          <Copy aria-hidden="true" className="size-4" />
          Duplicate
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} disabled={busy} aria-label={`Delete ${site.name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}
