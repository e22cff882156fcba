import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../lib/auth-context';
import { PageSpinner } from './Spinner';

/** Renders its children for admins; everyone else goes to / once auth has loaded. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, isAdmin } = useAuth();
  if (loading) return <PageSpinner label="Checking access…" />;
  if (!isAdmin) return <Redirect to="/" replace />;
  return <>{children}</>;
}
