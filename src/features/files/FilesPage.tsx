import { FolderOpen, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { ButtonLink } from '../../components/Button';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { authPath } from '../../domain/next-path';
import { useAuth } from '../../lib/auth-context';
import { MyFiles } from './MyFiles';

/** /files: the user's documents, read into passages the chat can answer from. */
export function FilesPage() {
  const { user, isPaid, loading } = useAuth();
  return (
    <Page title="My files" width="medium">
      <header className="mb-8">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <FolderOpen aria-hidden="true" className="size-8 text-accent" />
          My files
        </h1>
        <p className="mt-2 text-muted">
          Upload PDFs, Word, Excel, CSV, text, Markdown and HTML files, then attach them in the{' '}
          <Link href="/chat" className="text-accent underline underline-offset-2">
            Chat
          </Link>
          : every model answers from them and cites the page.{' '}
          <Link href="/guide/files" className="text-accent underline underline-offset-2">
            How My files works
          </Link>
          .
        </p>
      </header>
      {loading ? (
        <Spinner label="Loading" className="size-6" />
      ) : user ? (
        <MyFiles userId={user.id} isPaid={isPaid} />
      ) : (
        <div className="rounded-2xl border border-line bg-surface p-6">
          <h2 className="text-lg font-bold">Sign in to use My files</h2>
          <p className="mt-2 text-sm text-muted">
            Your files are kept with your account, and only you can read them. Sign in (it is free) to upload some.
          </p>
          <ButtonLink to={authPath({ next: '/files' })} variant="gradient" className="mt-4">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in
          </ButtonLink>
        </div>
      )}
    </Page>
  );
}
