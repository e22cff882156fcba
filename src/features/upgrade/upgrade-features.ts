// What PRO unlocks, as the upgrade page lists it (the first five also sit next to the price).
export const PRO_FEATURES: readonly string[] = [
  'Ask all AI models at once and compare their answers side by side',
  'Merge the best answers into one optimized response',
  'All 10 website templates, multi-page sites, no "Powered by" branding',
  'Content Automation Studio for blog posts, video scripts and social posts',
  'Premium connectors to publish where your audience is',
  'Your own provider keys in API Settings',
  'The full AI model database, curated by our admins',
  'Ten times the free daily limits for chat, websites and content',
  'Priority answers from Mr. Support',
  'Every future PRO feature, with no monthly fees',
];

export const HIGHLIGHTED_FEATURES = PRO_FEATURES.slice(0, 5);
