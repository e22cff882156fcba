import { Check, Crown, ExternalLink, Lock, Plug, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mutate as revalidate } from 'swr';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import {
  CONNECTOR_INFO,
  COMING_CONNECTORS,
  type ConnectedConnector,
  type ConnectorKind,
  type DeliveryResult,
  type SendContent,
} from '../../domain/connectors';
import { CONNECTORS, type Connector } from '../../domain/automation/catalogue';
import { PREMIUM_CONNECTOR_NAMES } from '../../domain/plans';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';
import { useAuth } from '../../lib/auth-context';
import { formatAutomationDate } from '../../lib/automation-date';
import { notify, notifyFailure } from '../../lib/toast';
import { connectorsKey, useConnectors } from './api/get-connectors';
import { removeConnector } from './api/remove-connector';
import { sendContent } from './api/send-content';
import { testConnector } from './api/test-connector';
import { ConnectForm } from './ConnectForm';
import { messageOf } from '../../domain/error-message';

/** The generic webhook, a free connector the automation page adds to the listed ones (src/domain/automation/connector-list.ts). */
const WEBHOOK: Connector = {
  id: 'webhook',
  name: CONNECTOR_INFO.webhook.name,
  icon: '↗',
  description: 'n8n, Pipedream or your own endpoint.',
  category: 'Automation',
  setupUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.webhook/',
  premium: false,
};

const isKind = (id: string): id is ConnectorKind => id in CONNECTOR_INFO;
const isComing = (id: string) => (COMING_CONNECTORS as readonly string[]).includes(id);

function outcome(result: DeliveryResult, name: string) {
  if (result.ok) notify({ title: `Sent to ${name}`, description: result.answer });
  else
    notify({
      title: `${name} did not accept it`,
      description: `${result.status ? `HTTP ${result.status}: ` : ''}${result.answer}`,
      variant: 'destructive',
    });
}

/** "Keep it", focused when the question opens, so Enter or Escape never disconnects by accident. */
function KeepButton({ onKeep }: { onKeep: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Button ref={button} size="sm" variant="secondary" onClick={onKeep}>
      Keep it
    </Button>
  );
}

function ConnectorCard({
  connector,
  locked,
  saved,
  content,
}: {
  connector: Connector;
  locked: boolean;
  saved: ConnectedConnector | undefined;
  content: Omit<SendContent, 'connector'> | null;
}) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const kind = isKind(connector.id) ? connector.id : null;
  const act = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      notifyFailure(`Could not ${what.toLowerCase()}`, error);
    } finally {
      setBusy(null);
    }
  };
  const head = (
    <div className="flex items-center gap-3">
      <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-md bg-subtle text-xs font-bold">
        {connector.icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{connector.name}</span>
        <span className="block truncate text-xs text-muted">{connector.description}</span>
      </span>
      {locked ? <Lock aria-hidden="true" className="size-4 shrink-0 text-muted" /> : null}
    </div>
  );
  if (locked) {
    // One not built yet says so here too: the upgrade banner counts only those that deliver.
    const coming = isComing(connector.id);
    return (
      <button
        type="button"
        disabled
        aria-label={`${connector.name} (${coming ? 'PRO, coming soon' : 'PRO'})`}
        className="w-full cursor-not-allowed rounded-lg border border-line px-3 py-2 text-left text-sm opacity-60"
      >
        {head}
        {coming ? <Badge className="mt-2">Coming soon</Badge> : null}
      </button>
    );
  }
  return (
    <div className="rounded-lg border border-line px-3 py-2 text-sm">
      {head}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        {!kind ? (
          <Badge>Coming soon</Badge>
        ) : saved ? (
          <span className="inline-flex min-w-0 items-center gap-1 text-success">
            <Check aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">Connected · {saved.summary}</span>
          </span>
        ) : (
          <span className="text-muted">{user ? 'Not connected' : 'Sign in to connect'}</span>
        )}
        <a
          href={connector.setupUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="ml-auto inline-flex items-center gap-1 text-accent hover:underline"
        >
          {connector.name} setup <ExternalLink aria-label="(opens in a new tab)" className="size-3.5" />
        </a>
      </div>
      {saved?.last_test ? (
        <p className={`mt-1 text-xs ${saved.last_test.ok ? 'text-muted' : 'text-danger'}`}>
          Last test {formatAutomationDate(saved.last_test.at)}:{' '}
          {saved.last_test.ok
            ? 'delivered'
            : `not delivered (${saved.last_test.status ? `HTTP ${saved.last_test.status}: ` : ''}${saved.last_test.answer})`}
        </p>
      ) : null}
      {kind && user ? (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {saved && content ? (
            <Button
              size="sm"
              disabled={busy !== null}
              onClick={() => void act('Send', async () => outcome(await sendContent({ ...content, connector: kind }), connector.name))}
              aria-label={`Send to ${connector.name}`}
            >
              <Send aria-hidden="true" className="size-3.5" />
              {busy === 'Send' ? 'Sending...' : 'Send'}
            </Button>
          ) : null}
          {saved ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy !== null}
              onClick={() =>
                void act('Test', async () => {
                  outcome(await testConnector(kind), connector.name);
                  await revalidate(connectorsKey(user.id));
                })
              }
              aria-label={`Test ${connector.name}`}
            >
              {busy === 'Test' ? 'Testing...' : 'Test'}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing((open) => !open)}
            aria-expanded={editing}
            aria-label={`${saved ? 'Edit' : 'Connect'} ${connector.name}`}
          >
            <Plug aria-hidden="true" className="size-3.5" />
            {saved ? 'Edit' : 'Connect'}
          </Button>
          {saved ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy !== null}
              aria-label={`Disconnect ${connector.name}`}
              aria-expanded={confirmingDisconnect}
              onClick={() => setConfirmingDisconnect(true)}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </Button>
          ) : null}
        </div>
      ) : null}
      {kind && user && saved && confirmingDisconnect ? (
        <div
          role="group"
          aria-label={`Disconnect ${connector.name}?`}
          className="mt-2 space-y-2 rounded-md border border-line bg-subtle p-2 text-xs"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setConfirmingDisconnect(false);
          }}
        >
          <p className="text-fg">
            Disconnect {connector.name}? Its saved {kind === 'wordpress' ? 'password' : 'address or token'} is deleted, and scheduled items
            stop sending here.
          </p>
          <div className="flex gap-1.5">
            <Button
              size="sm"
              variant="danger"
              disabled={busy !== null}
              onClick={() =>
                void act('Disconnect', async () => {
                  await revalidate(connectorsKey(user.id), await removeConnector(kind), { revalidate: false });
                  setConfirmingDisconnect(false);
                  notify({ title: 'Connector removed', description: connector.name });
                })
              }
            >
              Disconnect
            </Button>
            <KeepButton onKeep={() => setConfirmingDisconnect(false)} />
          </div>
        </div>
      ) : null}
      {kind && saved && CONNECTOR_INFO[kind].testLeaves ? (
        <p className="mt-1 text-xs text-muted">{CONNECTOR_INFO[kind].testLeaves}</p>
      ) : null}
      {kind && editing ? <ConnectForm kind={kind} saved={saved} onDone={() => setEditing(false)} /> : null}
    </div>
  );
}

/** The connectors of the Export and Connect panel: connect, test and send (premium ones need PRO). */
export function Connectors({ isPaid, content }: { isPaid: boolean; content: Omit<SendContent, 'connector'> | null }) {
  const { user } = useAuth();
  const connected = useConnectors(user?.id);
  const savedOf = (id: string) => connected.data?.find((entry) => entry.connector === id);
  const free = [...CONNECTORS.filter((connector) => !connector.premium), WEBHOOK];
  const premium = CONNECTORS.filter((connector) => connector.premium);
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold">Connectors</h3>
      {connected.error ? <p className="mt-1 text-xs text-danger">{messageOf(connected.error)}</p> : null}
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {free.map((connector) => (
          <li key={connector.id}>
            <ConnectorCard connector={connector} locked={false} saved={savedOf(connector.id)} content={content} />
          </li>
        ))}
      </ul>
      {isPaid ? null : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-accent-soft px-4 py-3">
          <p className="text-sm font-semibold">Upgrade to unlock {PREMIUM_CONNECTOR_NAMES.length} premium connectors</p>
          <ButtonLink to="/upgrade" variant="gradient" size="sm">
            <Crown aria-hidden="true" className="size-4" />
            Upgrade Now - {formatUsd(LAUNCH_PRICE)}
          </ButtonLink>
        </div>
      )}
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Premium connectors">
        {[...premium.filter((connector) => !isComing(connector.id)), ...premium.filter((connector) => isComing(connector.id))].map(
          (connector) => (
            <li key={connector.id}>
              <ConnectorCard connector={connector} locked={!isPaid} saved={savedOf(connector.id)} content={content} />
            </li>
          ),
        )}
      </ul>
    </>
  );
}
