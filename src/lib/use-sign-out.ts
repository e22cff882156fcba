import { useState } from 'react';
import { AUTH_TOASTS } from '../domain/auth-messages';
import { useAuth } from './auth-context';
import { notify } from './toast';
import { forgetDrafts } from './use-session-draft';

/** Signs out with the notice that says how it went; `signingOut` disables the control meanwhile. */
export function useSignOut(): { signingOut: boolean; signOut: () => Promise<void> } {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  return {
    signingOut,
    signOut: async () => {
      setSigningOut(true);
      const { error } = await signOut();
      setSigningOut(false);
      if (error) {
        notify({ title: AUTH_TOASTS.signOutFailed, description: error.message, variant: 'destructive' });
      } else {
        forgetDrafts();
        notify(AUTH_TOASTS.signOutSuccess);
      }
    },
  };
}
