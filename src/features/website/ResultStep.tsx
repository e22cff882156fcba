import { Download, ExternalLink, FileArchive, MousePointerClick, Palette, PencilLine, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import type { WebsiteGenerateResponse } from '../../domain/website/contract';
import type { SiteContentResponse } from '../../domain/website/editor-contract';
import { Spinner } from '../../components/Spinner';
import { NetlifyDeployPanel } from './NetlifyDeployPanel';
import { PublishPanel } from './PublishPanel';
import { frameableSiteHtml } from './sandboxed-preview';

// The editor loads when the owner first presses Edit.
const SiteEditor = lazy(() => import('./editor/SiteEditor').then((module) => ({ default: module.SiteEditor })));

interface Props {
  result: WebsiteGenerateResponse;
  businessName: string;
  onPreview: () => void;
  onDownload: () => void;
  onDownloadZip: () => void;
  /** Back to step 1 or 2 with everything entered kept. */
  onEditDetails: () => void;
  onChangeDesign: () => void;
  onStartOver: () => void;
  isPaid: boolean;
  /** The site was deleted from My Sites meanwhile: nothing here may save to it any more. */
  deleted: boolean;
  /** A saved edit: the site's HTML (and pages) as stored now. */
  onEdited: (saved: SiteContentResponse) => void;
}

export function ResultStep({
  result,
  businessName,
  onPreview,
  onDownload,
  onDownloadZip,
  onEditDetails,
  onChangeDesign,
  onStartOver,
  isPaid,
  deleted,
  onEdited,
}: Props) {
  const [editing, setEditing] = useState(false);
  // Only a site kept in My Sites can be edited, published or deployed.
  const saved = result.site_id !== undefined && !deleted;
  // Deleting the site closes its editor (what was typed is sent as it closes): Undo brings back the preview.
  if (deleted && editing) setEditing(false);
  const premium = result.tier === 'premium';
  // Done editing gives the keyboard back to Edit, the button it replaced (not on the first render).
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useLayoutEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  // Sandboxed without any allowance: no script and an opaque origin, so the site
  // cannot reach the app's storage; its page links are kept inside the frame.
  const previewHtml = useMemo(() => frameableSiteHtml(result.html), [result.html]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Your Website is Ready!
        </h2>
        <Badge tone="success">Generated</Badge>
        {saved ? <Badge tone="accent">Saved in My Sites</Badge> : null}
      </div>
      {deleted ? (
        <p role="note" className="rounded-xl border border-warn/40 bg-warn-soft p-4 text-sm text-fg">
          This site was deleted from My Sites. Download it now to keep it, or press Undo in the message to bring it back.
        </p>
      ) : null}
      {result.not_saved ? (
        <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warn/40 bg-warn-soft p-4">
          <p className="text-sm text-fg">Not saved: {result.not_saved} Download it now to keep this one.</p>
          <ButtonLink to="/upgrade" variant="gradient" size="sm">
            Upgrade to PRO
          </ButtonLink>
        </div>
      ) : null}
      <p className="text-muted">
        {premium ? 'A multi-page website (Home, About, Services, Contact)' : 'A single-page website'} for {businessName}, in one
        self-contained HTML file you can publish anywhere.
        {result.copy_source === 'fallback' ? ' The text was written from your description; edit it freely.' : ''}
      </p>
      {editing && saved && result.site_id ? (
        <Suspense fallback={<Spinner label="Opening the editor" />}>
          <SiteEditor
            siteId={result.site_id}
            businessName={businessName}
            isPaid={isPaid}
            onSaved={onEdited}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          <iframe
            title={`Preview of the ${businessName} website`}
            sandbox=""
            srcDoc={previewHtml}
            className="h-[28rem] w-full rounded-xl border border-line bg-white"
          />
          {saved ? (
            <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
              <MousePointerClick aria-hidden="true" className="size-4" />
              Edit
            </Button>
          ) : null}
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="gradient" onClick={onPreview}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Preview Website
        </Button>
        <Button variant="secondary" onClick={onDownload}>
          <Download aria-hidden="true" className="size-4" />
          Download HTML
        </Button>
        {premium && result.pages ? (
          <Button variant="secondary" onClick={onDownloadZip}>
            <FileArchive aria-hidden="true" className="size-4" />
            Download ZIP (4 pages)
          </Button>
        ) : null}
      </div>
      {saved && result.site_id ? <PublishPanel siteId={result.site_id} /> : null}
      {saved && result.site_id ? <NetlifyDeployPanel siteId={result.site_id} /> : null}
      <div className="flex flex-wrap gap-3 border-t border-line pt-5">
        <Button variant="secondary" onClick={onEditDetails}>
          <PencilLine aria-hidden="true" className="size-4" />
          Edit details
        </Button>
        <Button variant="secondary" onClick={onChangeDesign}>
          <Palette aria-hidden="true" className="size-4" />
          Change design
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Create Another Website
        </Button>
      </div>
    </div>
  );
}
