import type { CheckListItem } from '../../components/CheckList';
import { AudioLines, FileText, ImagePlus, MessageSquare, Users, Video, WandSparkles, type LucideIcon } from 'lucide-react';
import { CHAT_CATALOGUE } from '../../domain/chat-catalogue';

export interface Capability {
  label: string;
  icon: LucideIcon;
  /** Announced, not built yet: shown with a Soon label. */
  soon?: boolean;
}

export const CAPABILITIES: readonly Capability[] = [
  { label: 'AI Chat', icon: MessageSquare },
  { label: 'Image Gen', icon: ImagePlus, soon: true },
  { label: 'Image Edit', icon: WandSparkles, soon: true },
  { label: 'Document', icon: FileText, soon: true },
  { label: 'Audio', icon: AudioLines, soon: true },
  { label: 'Video', icon: Video, soon: true },
  { label: 'Team', icon: Users, soon: true },
];

/** The 'Powered by' grid: the providers of the chat catalogue's six models, as the registry names them. */
export const PROVIDERS: readonly string[] = CHAT_CATALOGUE.map((entry) => entry.provider);

// Announced but not built yet: marked Soon until their feature ships.
export const LIFETIME_BENEFITS: readonly CheckListItem[] = [
  'Compare answers from 6+ leading models at once',
  'Merge the best answers into one optimized response',
  'All 10+ website templates with multi-page sites',
  { text: 'Content Automation Studio with 12+ integrations', soon: true },
  { text: 'Access to 15+ admin-curated models', soon: true },
  'Every future update included, no monthly fees',
];
