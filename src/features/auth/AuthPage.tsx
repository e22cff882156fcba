import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Card } from '../../components/Card';
import { LogoMark } from '../../components/Logo';
import { Page } from '../../components/Page';
import { Tabs } from '../../components/Tabs';
import { loadAuthClient } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { APP_NAME } from '../../lib/document-title';
import { authPath, nextPathFrom } from '../../domain/next-path';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LinkProblem } from './LinkProblem';
import { NewPasswordForm } from './NewPasswordForm';
import { SignedIn } from './SignedIn';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type AuthTab = 'sign-in' | 'sign-up';

/** `/auth?tab=signup` opens the Sign Up tab (the home page's sign-up call links there). */
export function tabFromSearch(search: string): AuthTab {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'signup' || tab === 'sign-up' ? 'sign-up' : 'sign-in';
}

const TABS = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'sign-up', label: 'Sign Up' },
] as const;

export function AuthPage() {
  const { passwordRecovery, linkProblem, dismissLinkProblem, user, loading } = useAuth();
  // Signed in when the page opened: offer to go on or sign out. A sign-in or sign-up
  // made here keeps its own confirmation (the forms take the user on themselves).
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  const arrivedNow = loading ? arrivedSignedIn : user ? (arrivedSignedIn ?? true) : false;
  if (arrivedNow !== arrivedSignedIn) setArrivedSignedIn(arrivedNow);
  // The tab lives in the address, so a link to either tab works even while the page is open.
  const search = useSearch();
  const tab = tabFromSearch(search);
  const [, navigate] = useLocation();
  // Switching tabs keeps where the user goes afterwards (?next=).
  const setTab = (chosen: AuthTab) =>
    navigate(authPath({ ...(chosen === 'sign-up' ? { tab: 'signup' as const } : {}), next: nextPathFrom(search) }), { replace: true });
  const [forgotPassword, setForgotPassword] = useState(false);

  // Fetch the auth client while the visitor types (a failure shows when they submit).
  useEffect(() => {
    loadAuthClient().catch(() => {});
  }, []);

  let body;
  if (passwordRecovery) {
    body = <NewPasswordForm />;
  } else if (linkProblem) {
    body = (
      <LinkProblem
        problem={linkProblem}
        onAskAgain={() => {
          dismissLinkProblem();
          setForgotPassword(true);
        }}
        onSignIn={dismissLinkProblem}
      />
    );
  } else if (user && arrivedSignedIn) {
    body = <SignedIn />;
  } else if (forgotPassword) {
    body = <ForgotPasswordForm onDone={() => setForgotPassword(false)} />;
  } else {
    body = (
      <Tabs label="Account" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'sign-in' ? <SignInForm onForgotPassword={() => setForgotPassword(true)} /> : <SignUpForm />}
      </Tabs>
    );
  }

  return (
    <Page title={tab === 'sign-up' ? 'Sign Up' : 'Sign In'} width="narrow">
      <div className="mb-8 text-center">
        <LogoMark className="mx-auto size-12" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
          <span className="text-gradient">{APP_NAME}</span>
        </h1>
        <p className="mt-2 text-muted">Your AI-Powered Business Platform</p>
      </div>
      <Card className="p-5 sm:p-8">{body}</Card>
      <p className="mt-6 text-center text-xs text-muted">
        {/* Whoever signs in agrees too: each tab names its own action. */}
        {tab === 'sign-up' ? 'By signing up' : 'By signing in'}, you agree to our{' '}
        <Link to="/terms" className="font-semibold text-fg underline underline-offset-2 hover:text-accent">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-semibold text-fg underline underline-offset-2 hover:text-accent">
          Privacy Policy
        </Link>
        .
      </p>
    </Page>
  );
}
