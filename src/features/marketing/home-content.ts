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
  { label: 'Image Gen', icon: ImagePlus },
  { label: 'Image Edit', icon: WandSparkles, soon: true },
  { label: 'Document', icon: FileText },
  { label: 'Audio', icon: AudioLines, soon: true },
  { label: 'Video', icon: Video, soon: true },
  { label: 'Team', icon: Users, soon: true },
];

/** The 'Powered by' grid: the providers of the chat catalogue's six models, as the registry names them. */
export const PROVIDERS: readonly string[] = CHAT_CATALOGUE.map((entry) => entry.provider);
