// POST /api/ai/support/chat (docs/api.md): the spec's {question, session_id}, plus
// the last messages of the conversation, which the page holds and sends along.
// JSON, or server-sent events with Accept: text/event-stream.
import * as v from 'valibot';

export const SUPPORT_LIMITS = {
  question: 2000,
  /** Messages of earlier context the server uses (the newest ones). */
  history: 6,
  /** Messages a request may carry at all; more is a 400. */
  historySent: 40,
  /** Characters of one earlier message the server keeps. */
  historyMessage: 4000,
} as const;

/** The spec's support session id: the word support and the timestamp the conversation started (a random tail is allowed). */
export const SUPPORT_SESSION_PATTERN = /^support[-_]?\d{10,16}(?:-[a-z0-9]{1,24})?$/i;

export const SupportMessageSchema = v.object({
  role: v.picklist(['user', 'assistant'], 'A message role must be user or assistant.'),
  content: v.pipe(v.string('A message must be text.'), v.maxLength(SUPPORT_LIMITS.historyMessage, `An earlier message must be at most ${SUPPORT_LIMITS.historyMessage} characters.`)),
});
export type SupportMessage = v.InferOutput<typeof SupportMessageSchema>;

export const SupportChatRequestSchema = v.object({
  question: v.pipe(
    v.string('The question must be text.'),
    v.trim(),
    v.nonEmpty('Please type a question.'),
    v.maxLength(SUPPORT_LIMITS.question, `Please keep your question under ${SUPPORT_LIMITS.question} characters.`),
  ),
  session_id: v.pipe(v.string('session_id must be text.'), v.regex(SUPPORT_SESSION_PATTERN, 'session_id must be "support" followed by a timestamp.')),
  history: v.optional(
    v.pipe(v.array(SupportMessageSchema), v.maxLength(SUPPORT_LIMITS.historySent, `Send at most ${SUPPORT_LIMITS.historySent} earlier messages.`)),
    [],
  ),
});
export type SupportChatRequest = v.InferInput<typeof SupportChatRequestSchema>;

/** A page of the user guide an answer was drawn from: `href` is the app's own screen when the page has one. */
export interface SupportSource {
  title: string;
  href?: string;
}

/** How the answer was made: by the model from the guide, or straight from the guide (no model configured, or it failed). */
export type SupportAnswerMode = 'model' | 'guide' | 'unknown' | 'refusal';

export interface SupportChatResponse {
  success: true;
  response: string;
  sources: SupportSource[];
  mode: SupportAnswerMode;
}

/** Streaming: `delta` events with the text as it comes, then `final` (the JSON answer, or {success:false, detail}). */
export type SupportStreamEvent = { event: 'delta'; data: { text: string } };

export { DEFAULT_SUPPORT_EMAIL, newSupportSessionId } from './constants';
