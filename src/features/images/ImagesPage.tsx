import { ImageIcon } from 'lucide-react';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../../lib/auth-context';
import { ImageStudio } from './ImageStudio';

/** /images: pictures drawn from a description, kept in My images. */
export function ImagesPage() {
  const { user, isPaid, loading } = useAuth();
  return (
    <Page title="Images" width="wide">
      <header className="mb-8">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <ImageIcon aria-hidden="true" className="size-8 text-accent" />
          Images
        </h1>
        <p className="mt-2 max-w-3xl text-muted">
          Describe a picture for your website, a post or a flyer, pick its shape and style, and keep the ones you like in My images.
        </p>
      </header>
      {loading ? (
        <Spinner label="Loading" className="size-6" />
      ) : user ? (
        <ImageStudio userId={user.id} isPaid={isPaid} />
      ) : (
        <SignInPrompt title="Sign in to make images" next="/images">
          Your images are kept with your account, and only you can see them. Sign in (it is free) to start.
        </SignInPrompt>
      )}
    </Page>
  );
}
