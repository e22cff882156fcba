import { KeyRound } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon';

export function ApiSettingsPage() {
  return (
    <ComingSoon
      icon={KeyRound}
      title="API Settings"
      description="Manage your AI providers and keys, choose their order, and follow step-by-step guides to get new keys."
    />
  );
}
