import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { authPath } from '../domain/next-path';
import { useAuth } from '../lib/auth-context';
import { notify } from '../lib/toast';
import { PageSpinner } from './Spinner';

export const ADMINS_ONLY = { title: 'Admins only', description: 'This page is for administrators. You were taken back to the home page.' };
export const ADMIN_SIGN_IN = { title: 'Admins only', description: 'Please sign in with an administrator account.' };

/**
 * Renders its children for admins. A signed-in user who is not one goes to / once
 * auth has loaded; a signed-out visitor goes to the sign-in page, which brings them
 * back here afterwards. A toast says why.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, isAdmin, user } = useAuth();
  const [location] = useLocation();
  const refused = !loading && !isAdmin;
  useEffect(() => {
    if (refused) notify(user ? ADMINS_ONLY : ADMIN_SIGN_IN);
  }, [refused, user]);
  if (loading) return <PageSpinner label="Checking access…" />;
  if (!isAdmin) return <Redirect to={user ? '/' : authPath({ next: location })} replace />;
  return <>{children}</>;
}
