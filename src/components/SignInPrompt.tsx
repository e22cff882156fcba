import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { authPath } from '../domain/next-path';
import { ButtonLink } from './Button';

/** What a signed-out visitor sees on a page that needs an account: why, and a Sign in that comes back to `next`. */
export function SignInPrompt({ title, next, children }: { title: string; next: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-2 text-sm text-muted">{children}</p>
      <ButtonLink to={authPath({ next })} variant="gradient" className="mt-4">
        <LogIn aria-hidden="true" className="size-4" />
        Sign in
      </ButtonLink>
    </div>
  );
}
