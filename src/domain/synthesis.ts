// The client-side synthesis (docs/user-guide/chat.md): no server call, a fixed shape.
import { countOf } from './plural';

export const SYNTHESIS_DELAY_MS = 1500;
export const SYNTHESIS_EXCERPT_MAX = 200;
export const SYNTHESIS_CONCLUSION =
  'Together, these perspectives give a balanced, well-rounded answer: use the key points above as your optimized response.';

export interface SynthesisSource {
  modelName: string;
  response: string;
}

const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s/;

/**
 * The first `max` characters plus an ellipsis when the answer is longer. A cut that
 * would fall inside a list item ends after the last whole line instead, so a key
 * point never shows half a bullet (prose is cut at `max` as it is).
 */
/** The longest citation's tail an excerpt takes in to keep it whole. */
const CITATION_MAX = 300;

export function excerpt(text: string, max = SYNTHESIS_EXCERPT_MAX): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  let head = chars.slice(0, max).join('');
  // A citation ("[handbook.pdf p. 9]") is never cut in half: the cut moves past its bracket.
  const open = head.lastIndexOf('[');
  if (open > head.lastIndexOf(']')) {
    const close = chars.slice(max, max + CITATION_MAX).indexOf(']');
    if (close >= 0) head = chars.slice(0, max + close + 1).join('');
  }
  const lineStart = head.lastIndexOf('\n') + 1;
  const cutLine = head.slice(lineStart);
  if (lineStart > 0 && LIST_ITEM.test(cutLine)) return `${head.slice(0, lineStart).trimEnd()}\n...`;
  return `${head}...`;
}

export function synthesisHeading(count: number): string {
  return `Combined insights from ${countOf(count, 'AI model')}`;
}

/** The synthesized text (markdown) from the chosen responses, in their order. */
export function buildSynthesis(sources: readonly SynthesisSource[]): string {
  const points = sources.map((source, index) => `**Key Point ${index + 1} (from ${source.modelName}):** ${excerpt(source.response)}`);
  return [`## ${synthesisHeading(sources.length)}`, ...points, `**Conclusion:** ${SYNTHESIS_CONCLUSION}`].join('\n\n');
}

/**
 * The responses a synthesis uses: the selected models' answers in this turn, or all
 * of them when none of this turn's answers is selected.
 */
export function synthesisSources<T extends { modelId: string }>(responses: readonly T[], selected: ReadonlySet<string>): T[] {
  const chosen = responses.filter((response) => selected.has(response.modelId));
  return chosen.length > 0 ? chosen : [...responses];
}

/**
 * A synthesis without its frame (the heading, the "Key Point n (from model)" labels
 * and the fixed conclusion): what the models said, for the website generator's description.
 * Any other text comes back as it is.
 */
export function synthesisContent(markdown: string): string {
  return (
    markdown
      .replace(/^## Combined insights from \d+ AI models?\s*$/m, '')
      // A model's name may hold parentheses itself ("GPT-4o-mini (Free)"): the label ends at the first "):**".
      .replace(/^\*\*Key Point \d+ \(from [^\n]*?\):\*\* ?/gm, '')
      .replace(`**Conclusion:** ${SYNTHESIS_CONCLUSION}`, '')
      .replace(/\.\.\.$/gm, '…')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
