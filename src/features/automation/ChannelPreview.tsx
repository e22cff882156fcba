// What each connector will receive for this content, built by the same code the
// server delivers with (src/domain/connector-payloads.ts), so the preview cannot
// drift from what is sent. Loaded only when it is opened (it brings marked along).
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { channelPayload, DISCORD_MESSAGE_MAX, NOTION_BLOCKS_MAX, type DeliveryContent } from '../../domain/connector-payloads';
import { CONNECTOR_INFO, CONNECTOR_KINDS, type ConnectorKind, type SendContent } from '../../domain/connectors';
import { useAuth } from '../../lib/auth-context';
import { useConnectors } from './api/get-connectors';
import { PreviewBody } from './PreviewBody';
import { PREVIEW_IMAGE_URL, PreviewImage } from './post-image/PreviewImage';
import { usePostImage } from './post-image/use-post-image';
import { Tabs } from '../../components/Tabs';

const number = (value: number) => value.toLocaleString('en-US');
const NO_SETTINGS: Record<string, string> = {};

/** Why part of the content would not arrive, in the channel's own terms. */
const CUT_WARNING: Record<ConnectorKind, string> = {
  zapier: 'Over the limit: a send is refused.',
  make: 'Over the limit: a send is refused.',
  webhook: 'Over the limit: a send is refused.',
  slack: "Over Slack's limit: the end is cut off.",
  discord: `Over Discord's limit: only the first parts are sent, the rest is left off.`,
  wordpress: 'Over the limit: a send is refused.',
  notion: `Over Notion's limit of ${NOTION_BLOCKS_MAX} blocks: the rest is left off.`,
  airtable: "Over Airtable's limit for a long text field: a send is refused.",
};

/** The limit a count is measured against, in words (Discord's is per message). */
function limitText(kind: ConnectorKind, limit: number): string {
  if (kind === 'discord') return `${number(limit)} characters (${number(DISCORD_MESSAGE_MAX)} a message)`;
  return `${number(limit)} characters`;
}

export function ChannelPreview({ content }: { content: Omit<SendContent, 'connector'> }) {
  const { user, isPaid } = useAuth();
  const connectors = useConnectors(user?.id);
  const connected = connectors.data ?? [];
  // Nothing connected (or signed out): every kind, as an example of what it would get.
  const example = connected.length === 0;
  const kinds = example ? [...CONNECTOR_KINDS] : CONNECTOR_KINDS.filter((kind) => connected.some((c) => c.connector === kind));
  const [chosen, setChosen] = useState<ConnectorKind | null>(null);
  const active = chosen && kinds.includes(chosen) ? chosen : kinds[0]!;
  // One timestamp for the whole preview, taken when it opens, as a delivery takes one when it starts.
  const [now] = useState(() => new Date());
  const image = content.image ?? null;
  const shown = usePostImage(image);
  const deliveryImage =
    image && shown.kind === 'found' ? { url: PREVIEW_IMAGE_URL, alt: image.alt, width: shown.row.width, height: shown.row.height } : null;
  const delivery: DeliveryContent = { ...content, image: deliveryImage, event: 'content.published' };
  const settings = connected.find((c) => c.connector === active)?.settings ?? NO_SETTINGS;
  const payload = channelPayload(active, delivery, now, settings);

  return (
    <div className="mt-3 rounded-xl border border-line bg-page p-3 sm:p-4">
      <p className="text-xs text-muted">
        {example
          ? 'Example: none of your connectors is connected yet. This is what each one would receive for this content.'
          : 'Exactly what each of your connected connectors receives for this content when you send it or a schedule runs.'}
      </p>
      <Tabs
        wrap
        focusablePanel
        className="mt-3"
        panelClassName="mt-3"
        label="Connector previews"
        tabs={kinds.map((kind) => ({ id: kind, label: CONNECTOR_INFO[kind].name }))}
        value={active}
        onChange={setChosen}
      >
        <p className={`text-sm font-semibold ${payload.cut ? 'text-danger' : ''}`}>
          {number(payload.count)} / {limitText(active, payload.limit)}
        </p>
        {payload.cut ? (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-danger">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {CUT_WARNING[active]}
          </p>
        ) : null}
        {CONNECTOR_INFO[active].premium && !isPaid ? (
          <p className="mt-1 text-xs text-muted">
            {CONNECTOR_INFO[active].name} is part of PRO.{' '}
            <Link href="/upgrade" className="font-semibold text-accent underline underline-offset-2">
              Upgrade
            </Link>
          </p>
        ) : null}
        {image ? <PreviewImage image={image} shown={shown} kind={active} /> : null}
        <PreviewBody payload={payload} />
      </Tabs>
    </div>
  );
}
