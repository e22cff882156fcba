import { ExternalLink } from 'lucide-react';
import { Button } from '../../components/Button';
import type { DeployResponse } from '../../domain/website/netlify-contract';

export type DeployPhase =
  | { kind: 'idle' }
  | { kind: 'deploying' }
  | { kind: 'done'; deploy: DeployResponse }
  | { kind: 'failed'; message: string; siteMissing: boolean };

/** What a Netlify deploy came to: progress, the live address and Netlify's admin, or what went wrong and what to do. */
export function DeployOutcome({ phase, onRecreate, onCancel }: { phase: DeployPhase; onRecreate: () => void; onCancel: () => void }) {
  if (phase.kind === 'failed') {
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-danger/40 p-3 text-sm text-fg">
        <p>{phase.message}</p>
        {phase.siteMissing ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-medium">Create a new Netlify site?</span>
            <Button variant="secondary" size="sm" onClick={onRecreate}>
              Create a new Netlify site
            </Button>
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div role="status" className="text-sm">
      {phase.kind === 'deploying' ? <p className="text-muted">Deploying to your Netlify account…</p> : null}
      {phase.kind === 'done' ? (
        <div className="space-y-1">
          <p>
            {phase.deploy.state === 'ready' ? 'Live at ' : 'Netlify is still publishing it; it will be live at '}
            <a href={phase.deploy.url} target="_blank" rel="noreferrer" className="font-medium text-accent underline">
              {phase.deploy.url}
            </a>
          </p>
          <a
            href={phase.deploy.admin_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-muted underline hover:text-fg"
          >
            Open the site in Netlify
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </div>
      ) : null}
    </div>
  );
}
