import { ArrowLeft } from 'lucide-react';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { ListLoadState } from '../../../components/ListLoadState';
import { Page } from '../../../components/Page';
import { SignInPrompt } from '../../../components/SignInPrompt';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useImageVersions } from '../api/image-versions';
import { ImageEditor } from './ImageEditor';

/** /images/:id/edit: one image of My images in the editor. */
export function ImageEditorPage({ id }: { id: string }) {
  const { user, loading } = useAuth();
  return (
    <Page title="Edit image" width="wide">
      <Link href="/images" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Images
      </Link>
      <h1 className="mt-2 mb-6 text-3xl font-bold tracking-tight">Edit image</h1>
      {loading ? (
        <Spinner label="Loading" className="size-6" />
      ) : user ? (
        <EditorLoader userId={user.id} id={id} />
      ) : (
        <SignInPrompt title="Sign in to edit your images" next={`/images/${encodeURIComponent(id)}/edit`}>
          Your images are kept with your account, and only you can see them.
        </SignInPrompt>
      )}
    </Page>
  );
}

function EditorLoader({ userId, id }: { userId: string; id: string }) {
  const { data, error, isLoading, mutate } = useImageVersions(userId, id);
  const { mutate: mutateAny } = useSWRConfig();
  // A new version is the newest of its image in My images too.
  const refresh = () => Promise.all([mutate(), mutateAny((key) => Array.isArray(key) && key[0] === 'my-images' && key[1] === userId)]);
  if (error instanceof ApiError && error.status === 404) {
    return (
      <p role="alert" className="rounded-xl border border-line bg-surface p-5 text-sm text-fg">
        This image is not in My images. It may have been deleted.{' '}
        <Link href="/images" className="font-semibold text-accent underline underline-offset-2">
          Go to My images
        </Link>
      </p>
    );
  }
  if (!data?.versions.length) {
    if (!isLoading && !error) return null;
    return <ListLoadState error={error} label="Loading the image" onRetry={() => void mutate()} />;
  }
  return <ImageEditor key={data.versions[0]!.id} versions={data.versions} onNewVersion={refresh} />;
}
