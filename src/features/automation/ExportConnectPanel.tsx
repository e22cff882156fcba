import { Copy, Crown, Download } from 'lucide-react';
import { Button, ButtonLink } from '../../components/Button';
import { PREMIUM_CONNECTOR_NAMES } from '../../domain/plans';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';
import type { TemplateId } from '../../domain/automation/catalogue';
import { exportFileName } from '../../domain/automation/format';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toast';
import { Connectors } from './Connectors';

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
  /** The saved item this content is, when it is saved: a delivery names it. */
  saved: { id: string; version: number } | null;
}

export function ExportConnectPanel({ content, topic, isPaid, template, persona, saved }: ExportConnectProps) {
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
        <Button variant="secondary" size="sm" onClick={() => download(exportFileName(topic, 'txt'), 'text/plain', content)}>
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

      <Connectors
        isPaid={isPaid}
        content={
          content.trim()
            ? { title: topic.slice(0, 200), body: content, template, persona, item_id: saved?.id ?? null, version: saved?.version ?? null }
            : null
        }
        banner={
          isPaid ? null : (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-accent-soft px-4 py-3">
              <p className="text-sm font-semibold">Upgrade to unlock {PREMIUM_CONNECTOR_NAMES.length} premium connectors</p>
              <ButtonLink to="/upgrade" variant="gradient" size="sm">
                <Crown aria-hidden="true" className="size-4" />
                Upgrade Now - {formatUsd(LAUNCH_PRICE)}
              </ButtonLink>
            </div>
          )
        }
      />
    </section>
  );
}
