import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../lib/auth-context';
import { notify } from '../lib/toast';
import { PageSpinner } from './Spinner';

export const ADMINS_ONLY = { title: 'Admins only', description: 'This page is for administrators. You were taken back to the home page.' };

/** Renders its children for admins; everyone else goes to / once auth has loaded, with a toast saying why. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, isAdmin, user } = useAuth();
  const refused = !loading && !isAdmin;
  useEffect(() => {
    if (refused) notify(user ? ADMINS_ONLY : { ...ADMINS_ONLY, description: 'Please sign in with an administrator account.' });
  }, [refused, user]);
  if (loading) return <PageSpinner label="Checking access…" />;
  if (!isAdmin) return <Redirect to="/" replace />;
  return <>{children}</>;
}
