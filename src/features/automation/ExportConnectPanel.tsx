import { Copy, Crown, Download, ExternalLink, Lock } from 'lucide-react';
import { Button, ButtonLink } from '../../components/Button';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';
import { CONNECTORS, type Connector } from '../../domain/studio/catalogue';
import { exportFileName } from '../../domain/studio/format';
import { notify } from '../../lib/toast';

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  notify({ title: 'Download Started', description: name });
}

async function htmlDocument(title: string, markdown: string): Promise<string> {
  const { renderMarkdown } = await import('../../lib/render-markdown');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escaped}</title>\n</head>\n<body>\n${renderMarkdown(markdown)}\n</body>\n</html>\n`;
}

const tile = 'flex w-full items-center gap-3 rounded-lg border border-line px-3 py-2 text-left text-sm';

/** A connector: a link to its setup page (new tab), or dimmed and disabled when it needs PRO. */
function ConnectorTile({ connector, locked }: { connector: Connector; locked: boolean }) {
  const body = (
    <>
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-md bg-subtle text-xs font-bold">
        {connector.icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{connector.name}</span>
        <span className="block truncate text-xs text-muted">{connector.description}</span>
      </span>
    </>
  );
  if (locked) {
    return (
      <button type="button" disabled aria-label={`${connector.name} (PRO)`} className={`${tile} cursor-not-allowed opacity-60`}>
        {body}
        <Lock aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </button>
    );
  }
  return (
    <a href={connector.setupUrl} target="_blank" rel="noopener noreferrer" className={`${tile} hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent`}>
      {body}
      <ExternalLink aria-label="(opens in a new tab)" className="size-4 shrink-0 text-muted" />
    </a>
  );
}

/** Copy and download the content; send it on with a connector (premium ones need PRO). */
export function ExportConnectPanel({ content, topic, isPaid }: { content: string; topic: string; isPaid: boolean }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      notify({ title: 'Copied', description: 'The content is on your clipboard.' });
    } catch {
      notify({ title: 'Could not copy', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  };
  const free = CONNECTORS.filter((connector) => !connector.premium);
  const premium = CONNECTORS.filter((connector) => connector.premium);
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
        <Button variant="secondary" size="sm" onClick={() => void htmlDocument(topic, content).then((html) => download(exportFileName(topic, 'html'), 'text/html', html))}>
          <Download aria-hidden="true" className="size-4" />
          Web page (.html)
        </Button>
      </div>

      <h3 className="mt-6 text-sm font-semibold">Connectors</h3>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {free.map((connector) => (
          <li key={connector.id}>
            <ConnectorTile connector={connector} locked={false} />
          </li>
        ))}
      </ul>
      {isPaid ? null : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-accent-soft px-4 py-3">
          <p className="text-sm font-semibold">Upgrade to unlock 10+ premium connectors</p>
          <ButtonLink to="/upgrade" variant="gradient" size="sm">
            <Crown aria-hidden="true" className="size-4" />
            Upgrade Now - {formatUsd(LAUNCH_PRICE)}
          </ButtonLink>
        </div>
      )}
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Premium connectors">
        {premium.map((connector) => (
          <li key={connector.id}>
            <ConnectorTile connector={connector} locked={!isPaid} />
          </li>
        ))}
      </ul>
    </section>
  );
}
