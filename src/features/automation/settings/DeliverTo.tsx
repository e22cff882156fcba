import { CONNECTOR_INFO, type ConnectorKind } from '../../../domain/connectors';
import { useAuth } from '../../../lib/auth-context';
import { useConnectors } from '../api/get-connectors';
import type { AutomationState } from '../use-automation';
import { CHANNEL_PREVIEW_ID } from '../ExportConnectPanel';
import { groupLabel } from './styles';

/** The connectors each scheduled run goes to: the user's connected ones, ticked on or off. */
export function DeliverTo({ automation }: { automation: AutomationState }) {
  const { user } = useAuth();
  const connected = useConnectors(user?.id);
  const chosen = automation.settings.deliverTo;
  if (!user) return null;
  const toggle = (kind: ConnectorKind, on: boolean) =>
    automation.update({ deliverTo: on ? [...chosen, kind] : chosen.filter((entry) => entry !== kind) });
  // The preview lives in Export and Connect: open it there and take the reader to it.
  const openPreview = () => {
    automation.setPreviewOpen(true);
    requestAnimationFrame(() => {
      const preview = document.getElementById(CHANNEL_PREVIEW_ID);
      preview?.scrollIntoView({ block: 'start' });
      preview?.focus({ preventScroll: true });
    });
  };
  return (
    <fieldset>
      <legend className={groupLabel}>Deliver each run to</legend>
      {connected.data?.length ? (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {connected.data.map(({ connector }) => (
            <label key={connector} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-accent)]"
                checked={chosen.includes(connector)}
                onChange={(event) => toggle(connector, event.target.checked)}
              />
              {CONNECTOR_INFO[connector].name}
            </label>
          ))}
        </div>
      ) : null}
      {connected.data?.length && automation.content.trim() && !automation.streaming ? (
        <button
          type="button"
          onClick={openPreview}
          className="mt-2 text-xs font-semibold text-accent underline underline-offset-2 hover:no-underline"
        >
          Preview what they receive
        </button>
      ) : null}
      {connected.data?.length ? null : (
        <p className="text-xs text-muted">
          {connected.data
            ? 'No connector yet: connect Zapier, Make or another one under Export and Connect, then tick it here.'
            : 'Loading your connectors…'}
        </p>
      )}
    </fieldset>
  );
}
