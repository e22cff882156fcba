import {
  Cpu,
  FileText,
  FolderOpen,
  Globe,
  Home,
  ImageIcon,
  KeyRound,
  MessageSquare,
  Shield,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** The label on narrow desktop widths. */
  short: string;
  /** The full label (wide screens, the mobile menu). */
  full: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', short: 'Home', full: 'Home', icon: Home },
  { to: '/features', short: 'Features', full: 'Features', icon: Sparkles },
  { to: '/website-generator', short: 'Website', full: 'Free Website', icon: Globe },
  { to: '/chat', short: 'Chat', full: 'Chat', icon: MessageSquare },
  { to: '/files', short: 'Files', full: 'My files', icon: FolderOpen },
  { to: '/images', short: 'Images', full: 'Images', icon: ImageIcon },
  { to: '/automation', short: 'Automation', full: 'Automation', icon: FileText },
  { to: '/models', short: 'Models', full: 'Models', icon: Cpu },
  { to: '/api-settings', short: 'API', full: 'API Settings', icon: KeyRound },
];

export const ADMIN_NAV_ITEM: NavItem = { to: '/admin/models', short: 'Admin', full: 'Admin', icon: Shield };
