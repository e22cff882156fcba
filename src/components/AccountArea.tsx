import { Crown, LogOut, Shield } from 'lucide-react';
import { displayName } from '../domain/profile';
import { useAuth } from '../lib/auth-context';
import { useSignOut } from '../lib/use-sign-out';
import { AccountMenu } from './AccountMenu';
import { Badge } from './Badge';
import { Button, ButtonLink } from './Button';

/** The signed-in user's name with the PRO and ADMIN badges. */
export function AccountSummary({ className = '' }: { className?: string }) {
  const { user, profile, isPaid, isAdmin } = useAuth();
  if (!user) return null;
  return (
    <div className={`min-w-0 items-center gap-2 ${className}`}>
      <span className="max-w-40 truncate xl:max-w-48 text-sm font-medium text-fg" title={user.email ?? undefined}>
        {displayName(profile, user.email)}
      </span>
      {isPaid ? (
        <Badge tone="pro">
          <Crown aria-hidden="true" className="size-3" />
          PRO
        </Badge>
      ) : null}
      {isAdmin ? (
        <Badge tone="admin">
          <Shield aria-hidden="true" className="size-3" />
          ADMIN
        </Badge>
      ) : null}
    </div>
  );
}

/** Right side of the top bar: nothing while auth loads, else Sign In or the account controls. */
export function AccountArea() {
  const { loading, user, isPaid } = useAuth();
  const { signingOut, signOut } = useSignOut();

  if (loading) return null;

  if (!user) {
    return (
      <ButtonLink to="/auth" variant="primary" size="sm">
        Sign In
      </ButtonLink>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <AccountSummary className="hidden sm:flex" />
      {isPaid ? null : (
        <ButtonLink to="/upgrade" variant="gradient" size="sm">
          <Crown aria-hidden="true" className="size-4" />
          Upgrade
        </ButtonLink>
      )}
      <AccountMenu />
      <Button
        variant="secondary"
        size="sm"
        onClick={signOut}
        disabled={signingOut}
        aria-label="Sign Out"
        title="Sign Out"
        className="max-sm:w-9 max-sm:px-0 lg:max-xl:w-9 lg:max-xl:px-0"
      >
        <LogOut aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only lg:max-xl:sr-only">Sign Out</span>
      </Button>
    </div>
  );
}
