// What PRO unlocks, as the upgrade page lists it, the first five next to the price
// (docs/user-guide/upgrade.md). Something announced before it is built says so ("Soon").
import type { CheckListItem } from '../../components/CheckList';

export const PRO_FEATURES: readonly CheckListItem[] = [
  { text: 'Ask all AI models at once and compare their answers side by side' },
  { text: 'Merge the best answers into one optimized response' },
  { text: 'All 10 website templates, multi-page sites, no "Powered by" branding' },
  { text: 'Ten times the free daily limits for chat and websites' },
  { text: 'Every future PRO feature, with no monthly fees' },
  { text: 'Content Automation Studio with ten times the free daily generations' },
  { text: 'Premium connectors to publish where your audience is: Slack, Discord, WordPress, Notion and Airtable' },
  { text: 'Your custom providers in API Settings answer side by side with the others' },
  { text: 'Every model you add from the AI model database answers each question' },
  { text: 'Ten times the daily questions to Mr. Support' },
];

export const HIGHLIGHTED_FEATURES = PRO_FEATURES.slice(0, 5);
