// What PRO unlocks, as the upgrade page lists it. The first five (next to the
// price) all work today; what is still being built says so ("Soon").
import type { CheckListItem } from '../../components/CheckList';

export const PRO_FEATURES: readonly CheckListItem[] = [
  { text: 'Ask all AI models at once and compare their answers side by side' },
  { text: 'Merge the best answers into one optimized response' },
  { text: 'All 10 website templates, multi-page sites, no "Powered by" branding' },
  { text: 'Ten times the free daily limits for chat and websites' },
  { text: 'Every future PRO feature, with no monthly fees' },
  { text: 'Content Automation Studio for blog posts, video scripts and social posts', soon: true },
  { text: 'Premium connectors to publish where your audience is', soon: true },
  { text: 'Your own provider keys in API Settings', soon: true },
  { text: 'The full AI model database, curated by our admins', soon: true },
  { text: 'Priority answers from Mr. Support', soon: true },
];

export const HIGHLIGHTED_FEATURES = PRO_FEATURES.slice(0, 5);
