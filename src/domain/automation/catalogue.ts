// The Content Automation Studio's catalogues: the three
// templates and their fields, the twelve personas, the sample trending topics and
// search insights, the connectors, and each template's length guidance.

export const TEMPLATE_IDS = ['blog', 'youtube', 'social'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** A saved item's template (content_items.template, which the table holds to these) as a TemplateId; 'blog' for any other. */
export function storedTemplate(value: string): TemplateId {
  return TEMPLATE_IDS.find((id) => id === value) ?? 'blog';
}

export const CONTENT_LENGTHS = ['short', 'medium', 'long'] as const;
export type ContentLength = (typeof CONTENT_LENGTHS)[number];

/** Bounds of a generation: a topic 500 characters, 20 keywords. */
export const AUTOMATION_LIMITS = {
  topic: 500,
  keywords: 20,
  keyword: 100,
  tone: 500,
  field: 200,
  topics: 5,
  searchItems: 8,
  searchText: 500,
} as const;
export interface TemplateField {
  id: string;
  label: string;
  kind: 'input' | 'select' | 'textarea';
  placeholder?: string;
  options?: readonly string[];
}

export interface AutomationTemplate {
  id: TemplateId;
  name: string;
  description: string;
  /** Tailwind gradient classes of the card's icon tile. */
  colour: string;
  fields: readonly TemplateField[];
  /** The field that holds the piece's subject (the topic the generation is about). */
  subjectField: string;
}

export const AUTOMATION_TEMPLATES: readonly AutomationTemplate[] = [
  {
    id: 'blog',
    name: 'Blog Post',
    description: 'SEO-friendly articles with headings, keywords and a clear structure.',
    colour: 'from-sky-500 to-blue-600',
    subjectField: 'topic',
    fields: [
      { id: 'topic', label: 'Topic', kind: 'input', placeholder: 'e.g. How small bakeries can win local customers' },
      { id: 'tone', label: 'Tone', kind: 'select', options: ['Professional', 'Casual', 'Technical', 'Conversational'] },
      { id: 'length', label: 'Word count', kind: 'select', options: ['500', '1000', '1500', '2000'] },
      { id: 'keywords', label: 'Keywords', kind: 'input', placeholder: 'Comma separated, e.g. sourdough, local bakery' },
    ],
  },
  {
    id: 'youtube',
    name: 'YouTube Script',
    description: 'Video scripts with a hook, chapters, on-screen cues and a call to action.',
    colour: 'from-rose-500 to-red-600',
    subjectField: 'videoTopic',
    fields: [
      { id: 'videoTopic', label: 'Video topic', kind: 'input', placeholder: 'e.g. Five pricing mistakes new cafés make' },
      // No Duration field: the video's length is the automation page's one Content length control
      // (5-7, 10-15, 20-30 minutes), so the two can never disagree in the prompt.
      { id: 'style', label: 'Style', kind: 'select', options: ['Tutorial', 'Explainer', 'Review', 'Vlog'] },
      { id: 'audience', label: 'Audience', kind: 'input', placeholder: 'e.g. first-time café owners' },
    ],
  },
  {
    id: 'social',
    name: 'Social Media Post',
    description: 'Posts sized for each platform, with hashtags and a call to action.',
    colour: 'from-fuchsia-500 to-purple-600',
    subjectField: 'message',
    fields: [
      { id: 'message', label: 'Message', kind: 'textarea', placeholder: 'What do you want to say?' },
      { id: 'platform', label: 'Platform', kind: 'select', options: ['Twitter/X', 'LinkedIn', 'Facebook', 'Instagram'] },
      { id: 'callToAction', label: 'Call to action', kind: 'input', placeholder: 'e.g. Book a table today' },
    ],
  },
];

export function automationTemplate(id: TemplateId): AutomationTemplate {
  return AUTOMATION_TEMPLATES.find((template) => template.id === id)!;
}

export interface Persona {
  id: string;
  name: string;
  tone: string;
  emoji: string;
}

export const PERSONAS: readonly Persona[] = [
  { id: 'ceo', name: 'CEO', tone: 'Authoritative', emoji: '👔' },
  { id: 'blogger', name: 'Blogger', tone: 'Friendly', emoji: '✍️' },
  { id: 'techexpert', name: 'Tech Expert', tone: 'Technical', emoji: '💻' },
  { id: 'marketer', name: 'Marketer', tone: 'Persuasive', emoji: '📣' },
  { id: 'educator', name: 'Educator', tone: 'Instructive', emoji: '🎓' },
  { id: 'entrepreneur', name: 'Entrepreneur', tone: 'Inspiring', emoji: '🚀' },
  { id: 'journalist', name: 'Journalist', tone: 'Objective', emoji: '📰' },
  { id: 'consultant', name: 'Consultant', tone: 'Advisory', emoji: '💼' },
  { id: 'coach', name: 'Coach', tone: 'Motivational', emoji: '🏆' },
  { id: 'analyst', name: 'Analyst', tone: 'Analytical', emoji: '📊' },
  { id: 'creative', name: 'Creative', tone: 'Imaginative', emoji: '🎨' },
  { id: 'scientist', name: 'Scientist', tone: 'Precise', emoji: '🔬' },
];

/** Only the first six personas are offered as buttons, beside a persona of one's own; saved settings may name any of PERSONAS. */
export const PERSONA_BUTTONS = PERSONAS.slice(0, 6);

/** How long each template's piece is at each length. */
export const LENGTH_GUIDANCE: Record<
  TemplateId,
  Record<ContentLength, { label: string; min: number; max: number; unit: 'words' | 'minutes' | 'characters' }>
> = {
  blog: {
    short: { label: '300-500 words', min: 300, max: 500, unit: 'words' },
    medium: { label: '800-1200 words', min: 800, max: 1200, unit: 'words' },
    long: { label: '1500-2500 words', min: 1500, max: 2500, unit: 'words' },
  },
  youtube: {
    short: { label: '5-7 minutes', min: 5, max: 7, unit: 'minutes' },
    medium: { label: '10-15 minutes', min: 10, max: 15, unit: 'minutes' },
    long: { label: '20-30 minutes', min: 20, max: 30, unit: 'minutes' },
  },
  social: {
    short: { label: 'about 280 characters', min: 200, max: 280, unit: 'characters' },
    medium: { label: 'about 500 characters', min: 350, max: 500, unit: 'characters' },
    long: { label: 'about 1000 characters', min: 700, max: 1000, unit: 'characters' },
  },
};

/** What each platform accepts in one post, in characters. */
export const PLATFORM_LIMITS: Record<string, number> = { 'Twitter/X': 280, LinkedIn: 3000, Facebook: 63206, Instagram: 2200 };

export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export interface TrendingTopic {
  query: string;
  volume: string;
  trend: string;
  category: string;
}

/** A static sample of eight trending topics; the page shows the first four, labelled as a sample. No year: it would go stale. */
export const TRENDING_TOPICS: readonly TrendingTopic[] = [
  { query: 'AI tools for small business', volume: '74K', trend: '+180%', category: 'Technology' },
  { query: 'Local SEO tips for small shops', volume: '40K', trend: '+95%', category: 'Marketing' },
  { query: 'Sustainable packaging ideas', volume: '33K', trend: '+72%', category: 'Retail' },
  { query: 'Remote team productivity', volume: '52K', trend: '+64%', category: 'Business' },
  { query: 'Short-form video marketing', volume: '61K', trend: '+120%', category: 'Marketing' },
  { query: 'Email newsletter growth', volume: '28K', trend: '+48%', category: 'Marketing' },
  { query: 'Customer loyalty programs', volume: '22K', trend: '+41%', category: 'Retail' },
  { query: 'Bookkeeping automation', volume: '18K', trend: '+37%', category: 'Finance' },
];

export const TRENDING_SHOWN = 4;

export interface SearchResult {
  title: string;
  /** The site, as people know it ('example.com'). */
  source: string;
  snippet: string;
  /** The page itself (live results only): a generation cites it. */
  url?: string;
}

export interface SearchInsights {
  relatedQuestions: string[];
  topResults: SearchResult[];
  statistics: string[];
  /** 'sample' for the built-in sample, 'live' for a real search (Tavily). */
  source: 'sample' | 'live';
  /** The topic searched for (live results only). */
  topic?: string;
}

/** The static sample of search insights, shown (and labelled) when no search provider is configured. */
export const SAMPLE_SEARCH_INSIGHTS: SearchInsights = {
  source: 'sample',
  relatedQuestions: [
    'What are the benefits for small businesses?',
    'How much does it cost to get started?',
    'What are common mistakes to avoid?',
    'How do you measure results?',
  ],
  topResults: [
    {
      title: 'A beginner’s guide for small business owners',
      source: 'example.com',
      snippet: 'Step-by-step advice on getting started, with costs, tools and timelines.',
    },
    {
      title: '10 strategies that work for small teams',
      source: 'example.org',
      snippet: 'Practical strategies with examples from small teams and local shops.',
    },
    {
      title: 'Case study: growing a local brand',
      source: 'example.net',
      snippet: 'How one family business doubled its reach in twelve months.',
    },
  ],
  statistics: [
    'Sample figure: 64% of small businesses plan to invest more in content this year.',
    'Sample figure: posts with a clear call to action get about twice the clicks.',
  ],
};

export { COMING_CONNECTORS, CONNECTOR_KINDS, CONNECTORS, type Connector, type ConnectorKind } from './connector-list';
