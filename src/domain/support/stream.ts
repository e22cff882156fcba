// Mr. Support's streamed answer as the widget reads it: each `delta` event's text and
// the `final` event, checked field by field (hand-written, not valibot: the widget's
// chunk stays without it). A message of another shape is null, never a cast.
import { eventObject, isRecord } from '../sse';
import type { SupportAnswerMode, SupportChatResponse, SupportSource } from './contract';

/** The final event of a support answer: the answer, or {success:false, detail}. */
export type SupportFinal = SupportChatResponse | { success: false; detail?: string };

const ANSWER_MODES: Record<SupportAnswerMode, true> = { model: true, guide: true, unknown: true, refusal: true };
const isAnswerMode = (value: unknown): value is SupportAnswerMode => typeof value === 'string' && Object.hasOwn(ANSWER_MODES, value);

/** The pages an answer cites; null unless every entry is a `{ title, href? }`. */
export function parseSupportSources(value: unknown): SupportSource[] | null {
  if (!Array.isArray(value)) return null;
  const sources: SupportSource[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.title !== 'string' || (entry.href !== undefined && typeof entry.href !== 'string')) return null;
    sources.push(entry.href === undefined ? { title: entry.title } : { title: entry.title, href: entry.href });
  }
  return sources;
}

/** A `delta` event's text, or null when its data is not `{ text }`. */
export function parseSupportDelta(data: string): string | null {
  const value = eventObject(data);
  return typeof value?.text === 'string' ? value.text : null;
}

/** The `final` event: the answer (every field checked) or the failure; null for anything else. */
export function parseSupportFinal(data: string): SupportFinal | null {
  const value = eventObject(data);
  if (!value) return null;
  if (value.success === false) return typeof value.detail === 'string' ? { success: false, detail: value.detail } : { success: false };
  if (value.success !== true || typeof value.session_id !== 'string' || typeof value.response !== 'string' || !isAnswerMode(value.mode))
    return null;
  const sources = parseSupportSources(value.sources);
  if (!sources) return null;
  const messageId = typeof value.message_id === 'number' && Number.isInteger(value.message_id) ? { message_id: value.message_id } : {};
  return { success: true, session_id: value.session_id, response: value.response, sources, mode: value.mode, ...messageId };
}
