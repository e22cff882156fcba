// POST /api/ai/automation/generate (docs/api.md): the fields every template sends
// (template_type, topic, keywords, tone, word_count...), plus the template's own
// fields, the blog's separate topics and the search insights a generation may cite. JSON, or server-sent events with Accept: text/event-stream.
import * as v from 'valibot';
import { CONTENT_LENGTHS, AUTOMATION_LIMITS, TEMPLATE_IDS, type ContentLength, type SearchInsights, type TemplateId } from './catalogue';

const text = (label: string, max: number) =>
  v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`));

const SearchResultSchema = v.object({
  title: text('A result title', AUTOMATION_LIMITS.searchText),
  source: text('A result source', AUTOMATION_LIMITS.field),
  snippet: text('A result snippet', AUTOMATION_LIMITS.searchText),
  url: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000),
      v.url('A result URL must be a web address.'),
      v.regex(/^https?:\/\//i, 'A result URL must start with http:// or https://.'),
    ),
  ),
});

const searchList = <T extends v.GenericSchema>(item: T) =>
  v.optional(v.pipe(v.array(item), v.maxLength(AUTOMATION_LIMITS.searchItems)), []);

const SearchContextSchema = v.object({
  /** Only live results are cited in a Sources list; the sample never is. */
  source: v.optional(v.picklist(['sample', 'live']), 'sample'),
  relatedQuestions: searchList(text('A related question', AUTOMATION_LIMITS.searchText)),
  topResults: searchList(SearchResultSchema),
  statistics: searchList(text('A statistic', AUTOMATION_LIMITS.searchText)),
});

export const GenerateRequestSchema = v.object({
  template_type: v.picklist(TEMPLATE_IDS, 'template_type must be blog, youtube or social.'),
  topic: v.pipe(text('The topic', AUTOMATION_LIMITS.topic), v.nonEmpty('Please enter a topic.')),
  user_id: v.optional(v.string()),
  /** Accepted as part of the documented body, never trusted: the tier comes from the database. */
  is_paid_user: v.optional(v.boolean()),
  keywords: v.optional(
    v.pipe(
      v.array(text('A keyword', AUTOMATION_LIMITS.keyword)),
      v.maxLength(AUTOMATION_LIMITS.keywords, `At most ${AUTOMATION_LIMITS.keywords} keywords.`),
    ),
    [],
  ),
  /** The persona's tone in lower case, or the custom persona's own words. */
  tone: v.optional(text('The tone', AUTOMATION_LIMITS.tone), ''),
  word_count: v.optional(v.picklist(CONTENT_LENGTHS, 'word_count must be short, medium or long.'), 'medium'),
  /** The template's other fields: blog tone and length, video duration, style and audience, social platform and call to action. */
  fields: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z]{1,32}$/)), text('A field', AUTOMATION_LIMITS.field)), {}),
  /** Blog, separate mode: one piece per topic, written in parallel (topic is then the first). */
  topics: v.optional(
    v.pipe(
      v.array(v.pipe(text('A topic', AUTOMATION_LIMITS.topic), v.nonEmpty('Please enter a topic.'))),
      v.maxLength(AUTOMATION_LIMITS.topics, `At most ${AUTOMATION_LIMITS.topics} topics.`),
    ),
  ),
  /** Real-time search data to draw on (Fetch Search Insights, with the switch on). */
  search: v.optional(SearchContextSchema),
});
export type GenerateRequest = v.InferOutput<typeof GenerateRequestSchema>;
export type GenerateRequestInput = v.InferInput<typeof GenerateRequestSchema>;

/** One written piece: the whole answer, or one topic's in a separate blog run. */
export interface GeneratedPiece {
  topic: string;
  content: string;
}

export interface GenerateResponse {
  success: true;
  /** Every piece, each under its topic's heading when there are several. */
  content: string;
  model_used: string;
  pieces: GeneratedPiece[];
  /** True when the offline demo wrote it. */
  demo: boolean;
}

/** The streamed events: pieces and their sections arrive in any order, each tagged. */
export type AutomationStreamEvent =
  | { event: 'piece'; data: { piece: number; topic: string } }
  | { event: 'outline'; data: { piece: number; sections: string[] } }
  | { event: 'delta'; data: { piece: number; section: number; text: string } }
  | { event: 'piece_done'; data: { piece: number; content: string } }
  | { event: 'final'; data: GenerateResponse | { success: false; detail: string } };

/** POST /api/ai/automation/search-insights: real-time search data for a topic. */
export const SearchInsightsRequestSchema = v.object({
  topic: v.pipe(text('The topic', AUTOMATION_LIMITS.topic), v.nonEmpty('Please enter a topic to search for.')),
});

/** The insights as the function answers them (catalogue.ts's SearchInsights, which stays free of valibot). */
const SearchInsightsSchema = v.object({
  relatedQuestions: v.array(v.string()),
  topResults: v.array(v.object({ title: v.string(), source: v.string(), snippet: v.string(), url: v.optional(v.string()) })),
  statistics: v.array(v.string()),
  source: v.picklist(['sample', 'live']),
  topic: v.optional(v.string()),
}) satisfies v.GenericSchema<SearchInsights>;

export const SearchInsightsResponseSchema = v.object({ success: v.literal(true), insights: SearchInsightsSchema });
export type SearchInsightsResponse = v.InferOutput<typeof SearchInsightsResponseSchema>;

export type { ContentLength, TemplateId };
