import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ButtonLink } from './Button';
import { Page } from './Page';
import { messageOf } from '../domain/error-message';

/** A page's code failed to download: usually a deploy replaced it while this tab was open, or the network dropped. */
export function isChunkLoadError(error: unknown): boolean {
  const message = messageOf(error, String(error));
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(message);
}

function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <Page title="Something went wrong" width="medium" className="text-center">
      <div role="alert">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{chunk ? 'This page could not load' : 'Something went wrong'}</h1>
        <p className="mx-auto mt-3 max-w-md text-muted">
          {chunk
            ? 'The app may have been updated since you opened it, or the connection dropped. Reload to get the latest version.'
            : 'This page ran into an unexpected problem. Reload to try again; your saved work is kept.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button variant="gradient" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Reload
          </Button>
          <ButtonLink to="/" variant="secondary">
            Back to start
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}

/**
 * Catches a route's render error or a lazy chunk that failed to load and shows a
 * short message with a Reload button instead of a blank screen. Give it a `key`
 * that changes on navigation so another page gets a fresh start.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
