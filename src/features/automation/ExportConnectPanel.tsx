import { Copy, Download, Eye } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/Button';
import type { TemplateId } from '../../domain/automation/catalogue';
import type { PostImage } from '../../domain/automation/post-image';
import { exportFileName } from '../../domain/automation/format';
// A .txt is for where Markdown would show as marks (#, **, [text](address)): the words alone.
import { markdownToPlainText } from '../../domain/plain-text';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toast';
import { Connectors } from './Connectors';

// Brings the payload builders (and marked) only to those who open it.
const ChannelPreview = lazy(() => import('./ChannelPreview').then((m) => ({ default: m.ChannelPreview })));

function download(name: string, type: string, text: string) {
  downloadFile(name, text, type);
  notify({ title: 'Download Started', description: name });
}

async function htmlDocument(title: string, markdown: string): Promise<string> {
  const { renderMarkdown } = await import('../../lib/render-markdown');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escaped}</title>\n</head>\n<body>\n${renderMarkdown(markdown)}\n</body>\n</html>\n`;
}

/** Copy and download the content; send it on with a connector (premium ones need PRO). */
interface ExportConnectProps {
  content: string;
  topic: string;
  isPaid: boolean;
  template: TemplateId;
  persona: string;
  /** Use in post: the image of My images that goes with the content. */
  image: PostImage | null;
  /** The saved item this content is, when it is saved: a delivery names it. */
  saved: { id: string; version: number } | null;
  /** Whether the per-channel preview is open (the schedule's settings open it too). */
  previewing: boolean;
  onPreviewChange: (open: boolean) => void;
}

/** Where the schedule's "Preview what they receive" takes the focus. */
export const CHANNEL_PREVIEW_ID = 'channel-preview';

export function ExportConnectPanel({
  content,
  topic,
  isPaid,
  template,
  persona,
  image,
  saved,
  previewing,
  onPreviewChange,
}: ExportConnectProps) {
  const sendable = content.trim()
    ? { title: topic.slice(0, 200), body: content, template, persona, item_id: saved?.id ?? null, version: saved?.version ?? null, image }
    : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      notify({ title: 'Copied', description: 'The content is on your clipboard.' });
    } catch {
      notify({ title: 'Could not copy', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="export-connect" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 id="export-connect" className="text-lg font-bold">
        Export and Connect
      </h2>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button variant="secondary" size="sm" onClick={() => download(exportFileName(topic, 'md'), 'text/markdown', content)}>
          <Download aria-hidden="true" className="size-4" />
          Markdown (.md)
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => download(exportFileName(topic, 'txt'), 'text/plain', markdownToPlainText(content))}
        >
          <Download aria-hidden="true" className="size-4" />
          Text (.txt)
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void htmlDocument(topic, content).then((html) => download(exportFileName(topic, 'html'), 'text/html', html))}
        >
          <Download aria-hidden="true" className="size-4" />
          Web page (.html)
        </Button>
      </div>

      {sendable ? (
        <div className="mt-4">
          <Button variant="secondary" size="sm" aria-expanded={previewing} onClick={() => onPreviewChange(!previewing)}>
            <Eye aria-hidden="true" className="size-4" />
            {previewing ? 'Hide preview' : 'Preview for each connector'}
          </Button>
          {previewing ? (
            <div id={CHANNEL_PREVIEW_ID} tabIndex={-1} aria-label="Connector preview" role="group" className="focus:outline-none">
              <Suspense fallback={<p className="mt-3 text-sm text-muted">Loading the preview…</p>}>
                <ChannelPreview content={sendable} />
              </Suspense>
            </div>
          ) : null}
        </div>
      ) : null}

      <Connectors isPaid={isPaid} content={sendable} />
      <p className="mt-3 text-xs text-muted">
        Connect, test and disconnect every service in one place on the{' '}
        <Link href="/connections" className="text-accent underline underline-offset-2">
          Connections page
        </Link>
        .
      </p>
    </section>
  );
}
