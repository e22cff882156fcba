import { FileText } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon';

export function AutomationPage() {
  return (
    <ComingSoon
      icon={FileText}
      title="Content Automation Studio"
      description="Turn a topic into blog posts, YouTube scripts and social posts with personas, trending topics and scheduling."
    />
  );
}
