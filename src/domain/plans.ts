// What each plan includes: the one list the home page, Features, Upgrade, the
// website generator's upgrade panel, the automation page's connector upsell and the user
// guide (docs/user-guide/upgrade.md) show. Every number is counted from the
// catalogue it speaks of, never written here (tests/unit/plans.test.ts checks each
// one), and every feature links to where it is in the app.
import { COMING_CONNECTORS, CONNECTOR_KINDS, CONNECTORS, WEBHOOK_CONNECTOR_NAME } from './automation/connector-list';
import { ENABLED_CHAT_MODELS, FREE_CHAT_MODEL } from './chat-catalogue';
import { FILE_LIMITS } from './files-contract';
import { FREE_IMAGE_MODEL, IMAGE_DAILY_GENERATIONS, IMAGE_MODELS, IMAGE_MODELS_AT_ONCE } from './images-contract';
import { listInWords } from './list-in-words';
import { FREE_SAVED_SITES } from './pricing';
import { FREE_TEMPLATES, PREMIUM_TEMPLATES, SITE_PAGE_LABELS, WEBSITE_TEMPLATES } from './website/templates';

export type PlanId = 'free' | 'pro';

/** The screen a feature belongs to (the website generator's panel shows its own). */
export type PlanArea = 'chat' | 'files' | 'images' | 'website' | 'automation' | 'models' | 'support' | 'limits';

export interface PlanFeature {
  id: string;
  /** What the user reads. */
  label: string;
  /** The plans that include it as it is written: ['free', 'pro'] both, ['free'] the free plan's own (PRO has more). */
  plans: readonly PlanId[];
  area: PlanArea;
  /** Where it is in the app: a screen, or the user guide's page (and section) on it. */
  route: string;
}

/** PRO's daily limits are this many times the free ones (netlify/lib/quotas.ts applies it). */
export const PRO_QUOTA_MULTIPLIER = 10;

const builtConnectors = CONNECTORS.filter((connector) => !(COMING_CONNECTORS as readonly string[]).includes(connector.id));

/** The automation page's connectors that really deliver, by plan (the generic webhook is not in the catalogue: it is added by name). */
export const FREE_CONNECTOR_NAMES: readonly string[] = [
  ...builtConnectors.filter((connector) => !connector.premium).map((connector) => connector.name),
  WEBHOOK_CONNECTOR_NAME,
];
export const PREMIUM_CONNECTOR_NAMES: readonly string[] = builtConnectors.filter((c) => c.premium).map((c) => c.name);
/** Every connector kind that delivers (CONNECTOR_KINDS), which the counts above add up to. */
export const DELIVERING_CONNECTOR_COUNT = CONNECTOR_KINDS.length;

const names = (items: readonly { name: string }[]) => listInWords(items.map((item) => item.name));
const pages = Object.values(SITE_PAGE_LABELS);

export const PLAN_FEATURES: readonly PlanFeature[] = [
  { id: 'free-chat', label: `Chat answers from ${FREE_CHAT_MODEL.name}`, plans: ['free'], area: 'chat', route: '/chat' },
  {
    id: 'pro-chat',
    label: `Answers from ${names(ENABLED_CHAT_MODELS)} side by side, merged into one with AI`,
    plans: ['pro'],
    area: 'chat',
    route: '/chat',
  },
  {
    id: 'free-templates',
    label: `${FREE_TEMPLATES.length} website templates (${names(FREE_TEMPLATES)}) and one-page sites`,
    plans: ['free'],
    area: 'website',
    route: '/website-generator',
  },
  {
    id: 'pro-templates',
    label: `All ${WEBSITE_TEMPLATES.length} website templates, ${PREMIUM_TEMPLATES.length} of them only on PRO`,
    plans: ['pro'],
    area: 'website',
    route: '/website-generator',
  },
  {
    id: 'pro-pages',
    label: `${pages.length}-page websites (${listInWords(pages)}) with search and sharing tags, and no "Powered by" line`,
    plans: ['pro'],
    area: 'website',
    route: '/guide/website-generator#free-and-pro',
  },
  {
    id: 'pro-connectors',
    label: `${PREMIUM_CONNECTOR_NAMES.length} premium connectors: ${listInWords(PREMIUM_CONNECTOR_NAMES)}`,
    plans: ['pro'],
    area: 'automation',
    route: '/automation',
  },
  {
    id: 'pro-limits',
    label: `${PRO_QUOTA_MULTIPLIER} times the free daily limits for chat, websites, content and Mr. Support`,
    plans: ['pro'],
    area: 'limits',
    route: '/guide/errors-and-limits#daily-limits',
  },
  {
    id: 'free-sites',
    label: `${FREE_SAVED_SITES} saved sites in My Sites`,
    plans: ['free'],
    area: 'website',
    route: '/guide/website-generator#my-sites',
  },
  {
    id: 'pro-sites',
    label: 'Any number of saved sites in My Sites',
    plans: ['pro'],
    area: 'website',
    route: '/guide/website-generator#my-sites',
  },
  {
    id: 'pro-own-models',
    label: 'Models you add from the Model Database, and your custom providers, answer beside the others',
    plans: ['pro'],
    area: 'models',
    route: '/models',
  },
  {
    id: 'publish',
    label: 'Publish your sites here, or deploy them to your own Netlify account',
    plans: ['free', 'pro'],
    area: 'website',
    route: '/guide/website-generator#publish',
  },
  {
    id: 'automation',
    label: 'Content Automation Studio: blog posts, video scripts and social posts',
    plans: ['free', 'pro'],
    area: 'automation',
    route: '/automation',
  },
  {
    id: 'free-connectors',
    label: `${listInWords(FREE_CONNECTOR_NAMES)} connectors`,
    plans: ['free', 'pro'],
    area: 'automation',
    route: '/automation',
  },
  {
    id: 'free-files',
    label: `My files: chat with ${FILE_LIMITS.free.files} PDFs, Word, Excel and text files of up to ${FILE_LIMITS.free.bytes / (1024 * 1024)} MB, with answers that cite the page`,
    plans: ['free'],
    area: 'files',
    route: '/files',
  },
  {
    id: 'pro-files',
    label: `${FILE_LIMITS.pro.files} files of up to ${FILE_LIMITS.pro.bytes / (1024 * 1024)} MB in My files`,
    plans: ['pro'],
    area: 'files',
    route: '/files',
  },
  {
    id: 'free-images',
    label: `Images: ${IMAGE_DAILY_GENERATIONS.free} pictures a day from ${FREE_IMAGE_MODEL.name}, kept in My images`,
    plans: ['free'],
    area: 'images',
    route: '/images',
  },
  {
    id: 'pro-images',
    label: `${IMAGE_DAILY_GENERATIONS.pro} pictures a day from ${names(IMAGE_MODELS)}, up to ${IMAGE_MODELS_AT_ONCE} side by side; no limit with your own key`,
    plans: ['pro'],
    area: 'images',
    route: '/images',
  },
  { id: 'models', label: 'The AI Model Database, curated by our team', plans: ['free', 'pro'], area: 'models', route: '/models' },
  { id: 'support', label: 'Mr. Support, the assistant on every screen', plans: ['free', 'pro'], area: 'support', route: '/guide/support' },
];

/** What a free account gets. */
export const FREE_PLAN: readonly PlanFeature[] = PLAN_FEATURES.filter((feature) => feature.plans.includes('free'));

/** What PRO adds to the free plan: the list every page shows under PRO. */
export const PRO_PLAN: readonly PlanFeature[] = PLAN_FEATURES.filter((feature) => !feature.plans.includes('free'));

/** The upgrade page's first five, next to the price. */
export const PRO_HIGHLIGHTS: readonly PlanFeature[] = PRO_PLAN.slice(0, 5);

/** The user guide's link for a feature: its screen's page (chat.md) or the guide page it names (errors-and-limits.md#daily-limits). */
export function guideLink(route: string): string {
  if (route.startsWith('/guide/')) {
    const [page, anchor] = route.slice('/guide/'.length).split('#');
    return `${page}.md${anchor ? `#${anchor}` : ''}`;
  }
  return `${route.slice(1)}.md`;
}

/** The plan lists as the user guide writes them (docs/user-guide/upgrade.md, between its plan-list markers). */
export function planListMarkdown(): string {
  const lines = (features: readonly PlanFeature[]) => features.map((f) => `- [${f.label}](${guideLink(f.route)})`);
  return ['**Free**:', '', ...lines(FREE_PLAN), '', '**PRO**, everything in Free and:', '', ...lines(PRO_PLAN)].join('\n');
}
