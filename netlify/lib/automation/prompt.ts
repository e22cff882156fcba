// What the automation page asks a model: the template's fields, the persona's voice, the
// length guidance of each template's length guidance, keywords and search insights. Long
// pieces are planned as an outline, then written section by section (plan.ts).
import { LENGTH_GUIDANCE, PLATFORM_LIMITS, type ContentLength, type TemplateId } from '#domain/automation/catalogue.ts';
import type { GenerateRequest } from '#domain/automation/contract.ts';

/** Spoken words per minute of a video script. */
export const WORDS_PER_MINUTE = 140;

/** How many words a piece should have: a range, from the guidance (video minutes become spoken words). */
export function targetWords(template: TemplateId, length: ContentLength): { min: number; max: number } {
  const guidance = LENGTH_GUIDANCE[template][length];
  if (guidance.unit === 'minutes') return { min: guidance.min * WORDS_PER_MINUTE, max: guidance.max * WORDS_PER_MINUTE };
  if (guidance.unit === 'characters') return { min: Math.round(guidance.min / 6), max: Math.round(guidance.max / 6) };
  return { min: guidance.min, max: guidance.max };
}

/** The character limit a social post must fit: the length guidance, and the platform's own limit when smaller. */
export function socialCharacterLimit(request: Pick<GenerateRequest, 'word_count' | 'fields'>): number {
  const guidance = LENGTH_GUIDANCE.social[request.word_count].max;
  const platform = PLATFORM_LIMITS[request.fields.platform ?? ''] ?? Infinity;
  return Math.min(guidance, platform);
}

const field = (request: GenerateRequest, id: string) => request.fields[id]?.trim() || '';

function voice(request: GenerateRequest): string {
  const tone = request.tone.trim();
  if (!tone) return 'Write in a clear, friendly, professional voice.';
  // A persona's tone is one word ("authoritative"); a custom persona is a description.
  return /^\S+$/.test(tone)
    ? `Write in ${/^[aeiou]/i.test(tone) ? 'an' : 'a'} ${tone.toLowerCase()} voice.`
    : `Write as this persona: ${tone}`;
}

function searchNotes(request: GenerateRequest): string {
  const search = request.search;
  if (!search || search.relatedQuestions.length + search.topResults.length + search.statistics.length === 0) return '';
  const live = search.source === 'live';
  const questions = search.relatedQuestions.map((question) => `- ${question}`).join('\n');
  const results = search.topResults
    .map((result) => `- ${result.title} (${live && result.url ? result.url : result.source}): ${result.snippet}`)
    .join('\n');
  const figures = search.statistics.map((figure) => `- ${figure}`).join('\n');
  const cite =
    live && request.template_type !== 'social'
      ? 'Real-time search data for this topic. Answer the questions people ask where they fit, and when you use a fact or figure from a result, cite it inline as a Markdown link to its URL, for example [example.com](https://example.com/page):'
      : live
        ? 'Real-time search data for this topic (use it where it helps, and name the source when you rely on a result):'
        : 'Sample search data for this topic (illustrative only: do not present these figures as facts or cite them):';
  return [
    cite,
    questions ? `Questions people ask:\n${questions}` : '',
    results ? `Top results:\n${results}` : '',
    figures ? `Figures:\n${figures}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The Sources list a blog post or video script written from live search data ends with (Markdown), else ''. */
export function sourcesList(request: GenerateRequest): string {
  const search = request.search;
  if (request.template_type === 'social' || search?.source !== 'live') return '';
  const cited = search.topResults.filter((result) => result.url);
  if (cited.length === 0) return '';
  return [
    '## Sources',
    '',
    ...cited.map((result, index) => `${index + 1}. [${result.title.replace(/[[\]]/g, '')}](${result.url}) (${result.source})`),
  ].join('\n');
}

/** The system prompt shared by every call of one piece. */
export function systemPrompt(request: GenerateRequest): string {
  const template = request.template_type;
  const base =
    template === 'blog'
      ? 'You are an experienced content writer for small businesses. You write blog posts in Markdown with a title, clear headings and short paragraphs.'
      : template === 'youtube'
        ? 'You are a YouTube scriptwriter for small businesses. You write scripts in Markdown: a hook, chapters with spoken lines, on-screen cues in [brackets], and a closing call to action.'
        : 'You are a social media copywriter for small businesses. You write one ready-to-post social media post: no title, no explanations, no quotes around it.';
  return [base, voice(request), 'Answer with the content only.'].join(' ');
}

/** The brief of a piece about `topic`: the template's fields, length, keywords and search notes. */
export function brief(request: GenerateRequest, topic: string): string {
  const template = request.template_type;
  const guidance = LENGTH_GUIDANCE[template][request.word_count];
  const keywords = request.keywords.length ? `Work these keywords in naturally: ${request.keywords.join(', ')}.` : '';
  const lines: string[] = [];
  if (template === 'blog') {
    lines.push(`Write a blog post about: ${topic}`, `Length: ${guidance.label}.`);
    if (field(request, 'tone')) lines.push(`Tone: ${field(request, 'tone')}.`);
  } else if (template === 'youtube') {
    const words = targetWords('youtube', request.word_count);
    lines.push(
      `Write a YouTube video script about: ${topic}`,
      `Length: ${guidance.label} of video, about ${words.min}-${words.max} spoken words.`,
    );
    if (field(request, 'style')) lines.push(`Style: ${field(request, 'style')}.`);
    if (field(request, 'audience')) lines.push(`Audience: ${field(request, 'audience')}.`);
  } else {
    const platform = field(request, 'platform') || 'any platform';
    lines.push(
      `Write a social media post for ${platform} about: ${topic}`,
      `Length: ${guidance.label}; never more than ${socialCharacterLimit(request)} characters in all, hashtags included.`,
    );
    if (field(request, 'callToAction')) lines.push(`End with this call to action: ${field(request, 'callToAction')}.`);
  }
  return [...lines, keywords, searchNotes(request)].filter(Boolean).join('\n');
}

/** Asks for the outline of a long piece as JSON: a title and the section headings. */
export function outlinePrompt(request: GenerateRequest, topic: string, sections: number): string {
  const unit = request.template_type === 'youtube' ? 'chapters' : 'sections';
  return [
    brief(request, topic),
    '',
    `Before writing, plan it: answer with one JSON object {"title": string, "sections": string[]} with exactly ${sections} ${unit} headings, in order, the first an introduction or hook and the last a conclusion or call to action. Headings only, no text.`,
  ].join('\n');
}

/** Asks for one section of a planned piece, knowing the whole plan. */
export function sectionPrompt(
  request: GenerateRequest,
  topic: string,
  plan: { title: string; sections: string[] },
  index: number,
  words: number,
): string {
  const heading = plan.sections[index]!;
  return [
    brief(request, topic),
    '',
    `The piece is titled "${plan.title}" and has these parts, in order: ${plan.sections.map((section, i) => `${i + 1}. ${section}`).join('; ')}.`,
    `Write only part ${index + 1}, "${heading}": start with the line "## ${heading}", then about ${words} words. Do not write the other parts, the title or a preface.`,
  ].join('\n');
}
