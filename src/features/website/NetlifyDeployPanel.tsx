import { KeyRound, LoaderCircle, Rocket } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import * as v from 'valibot';
import { NETLIFY_TOKEN_PAGE, SiteMissingSchema } from '../../domain/website/netlify-contract';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { deploySite } from './api/deploy-site';
import { getDeployStatus } from './api/get-deploy-status';
import { useLastDeploy } from './api/get-last-deploy';
import { useNetlifyToken } from './api/get-netlify-token';
import { removeNetlifyToken } from './api/remove-netlify-token';
import { saveNetlifyToken } from './api/save-netlify-token';
import { DeployOutcome, type DeployPhase } from './NetlifyDeployOutcome';
import { messageOf } from '../../domain/error-message';

/** While Netlify is still publishing: ask again this often, this many times. */
const POLL_MS = 2000;
const POLL_TIMES = 30;

const failure = (error: unknown): DeployPhase => ({
  kind: 'failed',
  message: messageOf(error),
  siteMissing: error instanceof ApiError && error.status === 409 && v.is(SiteMissingSchema, error.body),
});

/**
 * Deploy to Netlify for one saved site: the owner's Netlify personal access token
 * (kept sealed on the server; only its last 4 characters come back), then a deploy
 * to their own Netlify account, the live address and a link to Netlify's admin.
 * Without a saved token, "Deploy to Netlify" saves the one typed first.
 */
export function NetlifyDeployPanel({ siteId }: { siteId: string }) {
  const { user } = useAuth();
  const token = useNetlifyToken(user?.id);
  const lastDeploy = useLastDeploy(siteId);
  const [phase, setPhase] = useState<DeployPhase>({ kind: 'idle' });
  const [typed, setTyped] = useState('');
  const [tokenError, setTokenError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const polls = useRef(0);
  const saved = token.data?.saved === true;
  const busy = saving || phase.kind === 'deploying';

  // 'processing': Netlify finishes on its own; ask where it stands until it is ready.
  useEffect(() => {
    if (phase.kind !== 'done' || phase.deploy.state !== 'processing' || polls.current >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      getDeployStatus(siteId).then(
        (deploy) => setPhase({ kind: 'done', deploy }),
        (error: unknown) => setPhase(failure(error)),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [phase, siteId]);

  /** Saves the typed token; false (with the reason by the field) when it was not saved. */
  async function saveTyped(): Promise<boolean> {
    if (!typed.trim()) {
      setTokenError('Paste your Netlify personal access token first.');
      field.current?.focus();
      return false;
    }
    setSaving(true);
    setTokenError(undefined);
    try {
      await token.mutate(await saveNetlifyToken(typed), { revalidate: false });
      setTyped('');
      return true;
    } catch (error) {
      setTokenError(messageOf(error));
      field.current?.focus();
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function deploy(recreate = false) {
    if (!saved && !(await saveTyped())) return;
    setPhase({ kind: 'deploying' });
    polls.current = 0;
    try {
      setPhase({ kind: 'done', deploy: await deploySite(siteId, recreate) });
      void lastDeploy.mutate();
    } catch (error) {
      setPhase(failure(error));
    }
  }

  async function remove() {
    try {
      await token.mutate(await removeNetlifyToken(), { revalidate: false });
      setPhase({ kind: 'idle' });
    } catch (error) {
      setPhase(failure(error));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void saveTyped();
  }

  return (
    <section aria-labelledby="netlify-deploy-heading" className="space-y-3 rounded-xl border border-line p-4">
      <h3 id="netlify-deploy-heading" className="flex items-center gap-2 font-semibold">
        <Rocket aria-hidden="true" className="size-4" />
        Your own Netlify site
      </h3>
      <p className="text-sm text-muted">Put this site online in your own Netlify account: it stays yours, no lock-in.</p>
      {token.error ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(token.error)}
        </p>
      ) : null}
      {token.data && !saved ? (
        <form onSubmit={submit} className="space-y-3">
          <TextField
            ref={field}
            label="Netlify personal access token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={tokenError}
            icon={<KeyRound className="size-4" />}
            hint={
              <>
                Make one on{' '}
                <a href={NETLIFY_TOKEN_PAGE} target="_blank" rel="noreferrer" className="text-accent underline">
                  Netlify's personal access tokens page
                </a>
                . It is stored encrypted and never shown again.
              </>
            }
          />
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {saving ? 'Checking…' : 'Save token'}
          </Button>
        </form>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="gradient" onClick={() => void deploy()} disabled={busy || !token.data}>
          {phase.kind === 'deploying' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Rocket aria-hidden="true" className="size-4" />
          )}
          {phase.kind === 'deploying' ? 'Deploying…' : 'Deploy to Netlify'}
        </Button>
        {saved ? (
          <>
            <span className="text-sm text-muted">Token ending in {token.data?.last4} saved.</span>
            <Button variant="ghost" size="sm" onClick={() => void remove()} disabled={busy}>
              Remove token
            </Button>
          </>
        ) : null}
      </div>
      {phase.kind === 'idle' && lastDeploy.data ? (
        <p className="text-sm">
          Last deployed to{' '}
          <a href={lastDeploy.data.url} target="_blank" rel="noreferrer" className="font-medium text-accent underline">
            {lastDeploy.data.url}
          </a>
          {lastDeploy.data.deployedAt ? ` on ${new Date(lastDeploy.data.deployedAt).toLocaleString()}` : ''}. Deploy again to put your
          latest changes there.
        </p>
      ) : null}
      <DeployOutcome phase={phase} onRecreate={() => void deploy(true)} onCancel={() => setPhase({ kind: 'idle' })} />
    </section>
  );
}
