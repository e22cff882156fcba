import { FolderOpen } from 'lucide-react';
import { Link } from 'wouter';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Spinner } from '../../components/Spinner';
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
        <SignInPrompt title="Sign in to use My files" next="/files">
          Your files are kept with your account, and only you can read them. Sign in (it is free) to upload some.
        </SignInPrompt>
      )}
    </Page>
  );
}
