// POST /api/ai/support/chat (docs/api.md): a body of {question, session_id}. The
// server holds the conversation: it issues session_id, returns it with each answer
// and keeps the messages itself, so a client never supplies earlier turns.
// JSON, or server-sent events with Accept: text/event-stream.
import * as v from 'valibot';

export const SUPPORT_LIMITS = {
  question: 2000,
  /** Stored messages of earlier context the model sees (the newest ones). */
  history: 6,
} as const;

/** A support session id: the word support and the timestamp the conversation started (the server adds a random tail). */
export const SUPPORT_SESSION_PATTERN = /^support[-_]?\d{10,16}(?:-[a-z0-9]{1,24})?$/i;

/** A conversation's session_id, as a request sends it back (a question, thumbs, a request to talk to a person). */
export const SupportSessionIdSchema = v.pipe(
  v.string('session_id must be text.'),
  v.regex(SUPPORT_SESSION_PATTERN, 'session_id must be the id Mr. Support gave.'),
);

/** One message of a conversation as the server stored it. */
export const SupportMessageSchema = v.object({ role: v.picklist(['user', 'assistant']), content: v.string() });
export type SupportMessage = v.InferOutput<typeof SupportMessageSchema>;

// v.object drops keys it does not name: an older page's `history` is ignored, not refused.
export const SupportChatRequestSchema = v.object({
  question: v.pipe(
    v.string('The question must be text.'),
    v.trim(),
    v.nonEmpty('Please type a question.'),
    v.maxLength(SUPPORT_LIMITS.question, `Please keep your question under ${SUPPORT_LIMITS.question} characters.`),
  ),
  /** The id the server gave with an earlier answer; none starts a new conversation. */
  session_id: v.optional(SupportSessionIdSchema),
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
  /** The conversation this answer belongs to: send it with the next question. */
  session_id: string;
  response: string;
  sources: SupportSource[];
  mode: SupportAnswerMode;
  /** The stored answer's id, for its thumbs (POST /api/ai/support/feedback); absent when it could not be stored. */
  message_id?: number;
}

/** A reader's thumbs on one answer: null takes them back. */
export type SupportRating = 'helpful' | 'not_helpful';

/** POST /api/ai/support/feedback: the conversation's id and the answer's, as the answer gave them. */
export const SupportFeedbackRequestSchema = v.object({
  session_id: SupportSessionIdSchema,
  message_id: v.pipe(
    v.number('message_id must be the number Mr. Support gave with the answer.'),
    v.integer('message_id must be a whole number.'),
    v.minValue(1, 'message_id must be the number Mr. Support gave with the answer.'),
  ),
  rating: v.nullable(v.picklist(['helpful', 'not_helpful'], 'rating must be "helpful", "not_helpful" or null.')),
});
export type SupportFeedbackRequest = v.InferOutput<typeof SupportFeedbackRequestSchema>;

export const SupportFeedbackResponseSchema = v.object({
  success: v.literal(true),
  rating: v.nullable(v.picklist(['helpful', 'not_helpful'])),
});
export type SupportFeedbackResponse = v.InferOutput<typeof SupportFeedbackResponseSchema>;

/** Streaming: `delta` events with the text as it comes, then `final` (the JSON answer, or {success:false, detail}). */
export type SupportStreamEvent = { event: 'delta'; data: { text: string } };

export { DEFAULT_SUPPORT_EMAIL } from './constants';
