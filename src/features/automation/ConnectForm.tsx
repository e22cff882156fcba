import { useState, type FormEvent } from 'react';
import { mutate as revalidate } from 'swr';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { CONNECTOR_INFO, hookAddressProblem, type ConnectedConnector, type ConnectorKind } from '../../domain/connectors';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { connectorsKey } from './api/get-connectors';
import { saveConnector } from './api/save-connector';

/** The origin of a typed site address, or the text itself while it is not a URL yet. */
function siteOrigin(url: string | undefined): string {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return url ?? '';
  }
}

/** A stand-in receiver on this machine (a local run); the server decides whether it may be used. */
function isLocalAddress(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Connects a connector or edits its settings; the saved secret is kept when its field is left empty. */
export function ConnectForm({ kind, saved, onDone }: { kind: ConnectorKind; saved: ConnectedConnector | undefined; onDone: () => void }) {
  const { user } = useAuth();
  const info = CONNECTOR_INFO[kind];
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...(saved?.settings ?? {}) }));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const secretField = info.fields.find((field) => field.secret)!;
    const hook = secretField.type === 'url' ? (values[secretField.id] ?? '').trim() : '';
    const problem = hook && !isLocalAddress(hook) ? hookAddressProblem(kind, hook) : null;
    if (problem) {
      notify({ title: 'Could not connect', description: problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const settings = Object.fromEntries(info.fields.filter((field) => !field.secret).map((field) => [field.id, values[field.id] ?? '']));
      const list = await saveConnector(kind, settings, values[secretField.id] ?? '');
      await revalidate(connectorsKey(user?.id), list, { revalidate: false });
      notify({ title: 'Connector saved', description: `${info.name} is connected. Use Test to check it.` });
      onDone();
    } catch (error) {
      notifyFailure('Could not connect', error);
    } finally {
      setBusy(false);
    }
  };
  // A saved secret only goes to the site it was saved for: a new site address needs it typed again.
  const moved = Boolean(saved?.settings.siteUrl) && siteOrigin(values.siteUrl) !== siteOrigin(saved?.settings.siteUrl);
  const secretPlaceholder = moved ? 'Enter it again for the new site address' : `Saved (${saved?.summary}): leave empty to keep it`;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`Connect ${info.name}`} className="mt-3 space-y-3 border-t border-line pt-3">
      <p className="text-xs text-muted">{info.help}</p>
      {info.fields.map((field) => (
        <TextField
          key={field.id}
          label={field.label}
          type={field.type === 'password' ? 'password' : field.type === 'url' && !field.secret ? 'url' : 'text'}
          autoComplete="off"
          spellCheck={false}
          placeholder={field.secret && saved ? secretPlaceholder : field.placeholder}
          required={field.secret && moved ? true : undefined}
          hint={field.hint}
          value={values[field.id] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [field.id]: event.target.value }))}
        />
      ))}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save connection'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
