import { Plug } from 'lucide-react';
import { Link } from 'wouter';
import { Page } from '../../components/Page';
import { useAuth } from '../../lib/auth-context';
import { authPath } from '../../domain/next-path';
import { Connectors } from './Connectors';
import { FailureNoticeCard } from './FailureNoticeCard';
import { AUTOMATION_SCREENS } from '../../domain/automation/screens';

/**
 * /connections: every connector in one place, to connect, test and disconnect
 * without opening a piece of content (sending a piece stays in the automation page).
 */
export function ConnectionsPage() {
  const { user, isPaid } = useAuth();
  return (
    <Page title={AUTOMATION_SCREENS.connections.title} width="medium">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <Plug aria-hidden="true" className="size-8 text-accent" />
        {AUTOMATION_SCREENS.connections.title}
      </h1>
      <p className="mt-2 text-muted">
        Connect, test and disconnect the services your content goes to. Send a piece, or schedule it, from the{' '}
        <Link href="/automation" className="text-accent underline underline-offset-2">
          Automation studio
        </Link>{' '}
        once it is written.{' '}
        <Link href="/guide/automation#export-and-connect" className="text-accent underline underline-offset-2">
          What each connector needs
        </Link>
        .
      </p>
      {user ? null : (
        <p className="mt-4 rounded-lg border border-line bg-surface px-4 py-3 text-sm">
          <Link href={authPath({ next: '/connections' })} className="font-semibold text-accent underline underline-offset-2">
            Sign in
          </Link>{' '}
          to connect your services.
        </p>
      )}
      <section aria-label="Connections" className="mt-4">
        <Connectors isPaid={isPaid} content={null} />
      </section>
      <FailureNoticeCard />
    </Page>
  );
}
