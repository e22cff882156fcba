import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { USER_MODELS_MAX } from '../../domain/model-catalogue';
import { authPath } from '../../domain/next-path';

const link = 'font-semibold text-accent underline-offset-2 hover:underline';

/** What adding a model does for this visitor: sign in first, PRO to get its answers, and which keys serve it. */
export function AddedModelsNote({ signedIn, isPaid, addedCount }: { signedIn: boolean; isPaid: boolean; addedCount: number }) {
  return (
    <p className="mt-6 flex items-start gap-2 rounded-xl border border-line bg-subtle px-4 py-3 text-sm text-muted">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>
        {!signedIn ? (
          <>
            <Link to={authPath({ next: '/models' })} className={link}>
              Sign in
            </Link>{' '}
            to add models to your Multi-AI chat.
          </>
        ) : isPaid ? (
          <>
            Models you add answer in your Multi-AI chat beside the built-in ones ({addedCount} of {USER_MODELS_MAX} added). Each is asked
            with your own key for its provider or your OpenRouter key from{' '}
            <Link to="/api-settings" className={link}>
              API Settings
            </Link>
            , else the platform&apos;s.
          </>
        ) : (
          <>
            Add models now ({addedCount} of {USER_MODELS_MAX} added): their answers join your Multi-AI chat with{' '}
            <Link to="/upgrade" className={link}>
              PRO
            </Link>
            .
          </>
        )}
      </span>
    </p>
  );
}
