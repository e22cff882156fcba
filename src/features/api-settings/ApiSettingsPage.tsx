import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useAuth } from '../../lib/auth-context';
import { ApiKeysGuide } from './ApiKeysGuide';
import { MyProviders } from './MyProviders';

const TABS = [
  { id: 'providers', label: 'My Providers' },
  { id: 'guide', label: 'How to Get API Keys' },
] as const;

export function ApiSettingsPage() {
  const { user, loading } = useAuth();
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('providers');
  return (
    <Page title="API Settings" width="medium">
      <header className="mb-8">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <KeyRound aria-hidden="true" className="size-8 text-accent" />
          API Settings
        </h1>
        <p className="mt-2 text-muted">Bring your own AI provider keys, choose which models the chat asks and in what order.</p>
      </header>
      {loading ? (
        <Spinner label="Loading" className="size-6" />
      ) : (
        <Tabs label="API Settings" tabs={TABS} value={tab} onChange={setTab}>
          {tab === 'guide' ? <ApiKeysGuide /> : user ? <MyProviders userId={user.id} /> : <SignedOut />}
        </Tabs>
      )}
    </Page>
  );
}

function SignedOut() {
  return (
    <SignInPrompt title="Sign in to manage your providers" next="/api-settings">
      Your keys and provider choices are stored with your account, encrypted on the server, never in this browser. Sign in (it is free) to
      add them; the How to Get API Keys tab explains where to find one.
    </SignInPrompt>
  );
}
