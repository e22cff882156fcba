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

export function excerpt(text: string, max = SYNTHESIS_EXCERPT_MAX): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
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
