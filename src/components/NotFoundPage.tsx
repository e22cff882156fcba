import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './Button';
import { Page } from './Page';

interface NotFoundProps {
  title?: string;
  message?: string;
  /** The icon above the title (decorative). */
  icon?: ReactNode;
  /** Where to go from here. */
  actions?: ReactNode;
}

/** The 404 page: unknown routes, and a page whose thing is gone (with its own words). */
export function NotFoundPage({
  title = 'Page not found',
  message = 'The page you are looking for does not exist or has moved.',
  icon = <Compass aria-hidden="true" className="size-7" />,
  actions = (
    <>
      <ButtonLink to="/" variant="gradient">
        Back to start
      </ButtonLink>
      <ButtonLink to="/features" variant="secondary">
        See all tools
      </ButtonLink>
    </>
  ),
}: NotFoundProps) {
  return (
    <Page title={title} width="medium" className="text-center">
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">{icon}</div>
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </Page>
  );
}
