import { ArrowRight, LogOut, UserCheck } from 'lucide-react';
import { useSearch } from 'wouter';
import { Button, ButtonLink } from '../../components/Button';
import { nextPathFrom } from '../../domain/next-path';
import { displayName } from '../../domain/profile';
import { useAuth } from '../../lib/auth-context';
import { useSignOut } from '../../lib/use-sign-out';

/** /auth for a visitor who is already signed in: go on where they were going, or sign out for the form. */
export function SignedIn() {
  const { user, profile } = useAuth();
  const next = nextPathFrom(useSearch());
  const { signingOut, signOut } = useSignOut();
  if (!user) return null;
  const name = displayName(profile, user.email);
  return (
    <div>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <UserCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
        You are signed in
      </h2>
      <p className="mt-2 text-sm text-muted">
        Signed in as <span className="font-semibold text-fg break-all">{name}</span>
        {user.email && user.email !== name ? <span className="break-all"> ({user.email})</span> : null}. To use another account, sign out
        first.
      </p>
      <div className="mt-5 space-y-3">
        <ButtonLink to={next} variant="gradient" size="lg" className="w-full">
          Continue
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
        <Button variant="secondary" className="w-full" onClick={signOut} disabled={signingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
      </div>
    </div>
  );
}
