// 'Fetch Search Insights' (POST /api/ai/automation/search-insights): with
// TAVILY_API_KEY, one Tavily search for the topic, read into the automation page's shape —
// the top results, the questions and the figures their text holds, and Tavily's
// short answer. Without the key, the static sample, labelled as such.
import * as v from 'valibot';
import { SAMPLE_SEARCH_INSIGHTS, AUTOMATION_LIMITS, type SearchInsights, type SearchResult } from '#domain/automation/catalogue.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { outboundText } from '../outbound.ts';

const MAX_RESULTS = 6;
const MAX_QUESTIONS = 5;
const MAX_STATISTICS = 3;
const SNIPPET_MAX = 300;

// Lenient: a result that does not fit is skipped, the others still count.
const ResultSchema = v.object({
  title: v.optional(v.nullable(v.string())),
  url: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i)),
  content: v.optional(v.nullable(v.string())),
});
const AnswerSchema = v.object({
  answer: v.optional(v.nullable(v.string())),
  results: v.array(v.unknown()),
  follow_up_questions: v.optional(v.nullable(v.array(v.unknown()))),
});

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** Sentences of a text, roughly: enough to find questions and figures in a snippet. */
function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+(?=[A-Z0-9"“])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 20 && sentence.length <= AUTOMATION_LIMITS.searchText);
}

const FIGURE = /\d[\d,.]*\s?(%|percent\b|per cent\b|million\b|billion\b|x\b)|\$\s?\d/i;

/** The distinct items of a list, first seen first, compared without case. */
function distinct(items: string[], max: number): string[] {
  const seen = new Set<string>();
  return items
    .filter((item) => {
      const key = item.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
}

/** One Tavily answer in the automation page's shape (exported for the unit tests). */
export function mapTavilyAnswer(raw: unknown, topic: string): SearchInsights {
  const answer = v.safeParse(AnswerSchema, raw);
  if (!answer.success) throw new HttpError(502, 'The search service answered in an unexpected shape. Please try again later.');
  const results: (SearchResult & { text: string })[] = answer.output.results.flatMap((entry) => {
    const parsed = v.safeParse(ResultSchema, entry);
    if (!parsed.success) return [];
    const { title, url, content } = parsed.output;
    const source = new URL(url).hostname.replace(/^www\./, '');
    const text = (content ?? '').trim();
    return [
      {
        title: clip(title?.trim() || source, AUTOMATION_LIMITS.searchText),
        source: clip(source, AUTOMATION_LIMITS.field),
        snippet: clip(text, SNIPPET_MAX),
        url,
        text,
      },
    ];
  });
  const top = results.slice(0, MAX_RESULTS);
  const followUps = (answer.output.follow_up_questions ?? [])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => clip(item, AUTOMATION_LIMITS.searchText));
  const asked = top.flatMap((result) => [result.title, ...sentences(result.text)]).filter((sentence) => sentence.endsWith('?'));
  const figures = top.flatMap((result) =>
    sentences(result.text)
      .filter((sentence) => FIGURE.test(sentence) && !sentence.endsWith('?'))
      .map((sentence) => clip(`${sentence} (${result.source})`, AUTOMATION_LIMITS.searchText)),
  );
  const summary = answer.output.answer?.trim();
  return {
    source: 'live',
    topic,
    relatedQuestions: distinct([...followUps, ...asked], MAX_QUESTIONS),
    topResults: top.map(({ text: _text, ...result }) => result),
    statistics: distinct([...(summary ? [clip(summary, AUTOMATION_LIMITS.searchText)] : []), ...figures], MAX_STATISTICS),
  };
}

function refusal(status: number): HttpError {
  console.warn(`[search] Tavily answered HTTP ${status}`);
  if (status === 429 || status === 432 || status === 433)
    return new HttpError(
      502,
      'Real-time search has reached its usage limit for now. Please try again later, or turn the switch off to write without it.',
    );
  return new HttpError(
    502,
    'Real-time search is not available right now. Please try again later, or turn the switch off to write without it.',
  );
}

/** Search insights for `topic`: Tavily's when TAVILY_API_KEY is set, else the labelled sample. A 502 HttpError when the search fails. */
export async function readSearchInsights(topic: string, signal?: AbortSignal): Promise<SearchInsights> {
  const { apiKey, baseUrl, timeoutMs } = serverConfig().tavily;
  if (!apiKey) return SAMPLE_SEARCH_INSIGHTS;
  let response: { status: number; text: string };
  try {
    response = await outboundText(`${baseUrl}/search`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        query: topic,
        topic: 'general',
        search_depth: 'basic',
        max_results: MAX_RESULTS,
        include_answer: 'basic',
        include_raw_content: false,
        include_images: false,
      }),
      timeoutMs,
      signal,
    });
  } catch (error) {
    console.warn(`[search] Tavily unreachable: ${error instanceof Error ? error.name : 'error'}`);
    throw new HttpError(502, 'Real-time search did not answer in time. Please try again, or turn the switch off to write without it.');
  }
  if (response.status !== 200) throw refusal(response.status);
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    throw new HttpError(502, 'The search service answered in an unexpected shape. Please try again later.');
  }
  return mapTavilyAnswer(body, topic);
}
