import { Compass } from 'lucide-react';
import { ButtonLink } from './Button';
import { Page } from './Page';

export function NotFoundPage() {
  return (
    <Page title="Page not found" width="medium" className="text-center">
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" variant="gradient">
          Back to start
        </ButtonLink>
        <ButtonLink to="/features" variant="secondary">
          See all tools
        </ButtonLink>
      </div>
    </Page>
  );
}
