import { MessageSquare } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon';

export function ChatPage() {
  return (
    <ComingSoon
      icon={MessageSquare}
      title="Multi-AI Chat with Synthesis"
      description="Ask one question, compare answers from several AI models and merge the best of them into one optimized response."
    />
  );
}
