import { Shield } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon';

export function AdminModelsPage() {
  return (
    <ComingSoon
      icon={Shield}
      title="Admin: Model Management"
      description="Review newly found AI models and approve them publicly or privately, or reject them."
    />
  );
}
