import type { CheckListItem } from '../../components/CheckList';
import {
  AudioLines,
  FileText,
  ImagePlus,
  MessageSquare,
  Users,
  Video,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';

export interface Capability {
  label: string;
  icon: LucideIcon;
}

export const CAPABILITIES: readonly Capability[] = [
  { label: 'AI Chat', icon: MessageSquare },
  { label: 'Image Gen', icon: ImagePlus },
  { label: 'Image Edit', icon: WandSparkles },
  { label: 'Document', icon: FileText },
  { label: 'Audio', icon: AudioLines },
  { label: 'Video', icon: Video },
  { label: 'Team', icon: Users },
];

export const PROVIDERS: readonly string[] = ['OpenAI', 'Anthropic', 'Google Gemini', 'Meta Llama', 'Mistral AI', 'Cohere'];

// Announced but not built yet: marked Soon until their feature ships.
export const LIFETIME_BENEFITS: readonly CheckListItem[] = [
  'Compare answers from 6+ leading models at once',
  'Merge the best answers into one optimized response',
  'All 10+ website templates with multi-page sites',
  { text: 'Content Automation Studio with 12+ integrations', soon: true },
  { text: 'Access to 15+ admin-curated models', soon: true },
  'Every future update included, no monthly fees',
];
