import { Globe } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon';

export function WebsiteGeneratorPage() {
  return (
    <ComingSoon
      icon={Globe}
      title="Free AI Website Generator"
      description="Describe your business, pick a design and get a ready-to-publish website in three steps."
    />
  );
}
