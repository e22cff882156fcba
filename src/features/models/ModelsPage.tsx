import { Cpu } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon';

export function ModelsPage() {
  return (
    <ComingSoon
      icon={Cpu}
      title="AI Model Database"
      description="Browse, search and filter the curated library of free and paid AI models, and add them to your platform."
    />
  );
}
