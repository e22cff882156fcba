import * as v from 'valibot';
import { CHAT_TEXT_MAX } from './chat-catalogue';
import { KEY_SOURCES } from './chat-plan';

// The payloads of POST /api/ai/chat and of the server-sent events it streams
// when asked with `Accept: text/event-stream` (docs/api.md).

const SESSION_ID = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be 1 to 100 letters, digits, "-" or "_".'));

export const ChatRequestSchema = v.object({
  text: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please enter a question.'),
    v.maxLength(CHAT_TEXT_MAX, `The question is too long (at most ${CHAT_TEXT_MAX} characters).`),
  ),
  user_id: v.pipe(v.string(), v.nonEmpty()),
  session_id: SESSION_ID,
  // Accepted for clients that send it; the tier always comes from the profile.
  is_paid_user: v.optional(v.boolean()),
  /**
   * The saved turn this question follows: the last turn on screen, or for an edited
   * question its parent (null: the edited question was the chat's first). Left out,
   * the question follows the branch the chat shows.
   */
  parent_id: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Must be the id of a saved chat turn.')))),
  /** Ask one model of a saved turn again (its card failed): its new answer replaces the old one in that turn. */
  retry: v.optional(
    v.object({
      turn_id: v.pipe(v.string(), v.uuid('Must be the id of a saved chat turn.')),
      model_id: v.pipe(v.string(), v.nonEmpty('Must name the model to ask again.')),
    }),
  ),
  /**
   * Ask this one model only (the chat's "Continue with <model>"): one of the models
   * the caller's plan asks, checked once the tier is known (onlyModelSchema).
   */
  only_model: v.optional(v.pipe(v.string(), v.nonEmpty('Must name the model to continue with.'), v.maxLength(200))),
  /**
   * One of the caller's own images (My images) the question is about: sent to each
   * asked model that can see images (model-vision.ts), the others are not asked.
   */
  image_id: v.optional(v.pipe(v.string(), v.uuid('Must be the id of one of your images in My images.'))),
});
export type ChatRequest = v.InferInput<typeof ChatRequestSchema>;

export type ChatTier = 'premium' | 'free';

/** only_model checked against the models the caller's plan asks (their ids). */
export function onlyModelSchema(modelIds: readonly string[]) {
  return v.picklist(modelIds, 'This model is not one your plan can ask. Choose another model, or go back to all models.');
}

/** One model's answer; `error` (and an empty response) when that model failed. */
export const ChatModelAnswerSchema = v.object({
  model: v.string(),
  model_id: v.string(),
  response: v.string(),
  error: v.optional(v.string()),
  /** Present when the user's own key (API Settings) answered; the platform's otherwise. */
  key_source: v.optional(v.literal('user')),
  /** The answer this one replaced when it was regenerated (one step back), kept with the turn. */
  previous: v.optional(v.string()),
});
export type ChatModelAnswer = v.InferOutput<typeof ChatModelAnswerSchema>;

/** The answers saved with a turn (chat_turns.responses, jsonb); none when the stored value has another shape. */
export function parseStoredAnswers(value: unknown): ChatModelAnswer[] {
  const result = v.safeParse(v.array(ChatModelAnswerSchema), value);
  return result.success ? result.output : [];
}

export interface PremiumChatResponse {
  success: true;
  tier: 'premium';
  responses: ChatModelAnswer[];
  turn_id: string | null;
  demo: boolean;
}

export interface FreeChatResponse {
  success: true;
  tier: 'free';
  response: string;
  model: string;
  model_id: string;
  key_source?: 'user';
  turn_id: string | null;
  demo: boolean;
}

export type ChatResponse = PremiumChatResponse | FreeChatResponse;

/**
 * One model's progress in a streamed answer: it starts, sends text, then is done or
 * fails. `start` names the turn the answer is saved as (also when the user stops it).
 */
export type ModelStreamEvent =
  | { event: 'start'; data: { model_id: string; model: string; key_source?: 'user'; turn_id?: string } }
  | { event: 'delta'; data: { model_id: string; text: string } }
  | { event: 'done'; data: { model_id: string; response: string } }
  | { event: 'error'; data: { model_id: string; error: string } };

/** The `final` event of a stream that failed as a whole. */
export interface StreamFailure {
  success: false;
  detail: string;
}

/**
 * Server-sent events of a streamed answer, in order: the models' events, then one
 * `final` with the whole response (ChatResponse for a chat, MergeResponse for a merge).
 */
export type ChatStreamEvent<Final = ChatResponse | MergeResponse> = ModelStreamEvent | { event: 'final'; data: Final | StreamFailure };

/** One card of the caller's next question (chat-plan.ts's PlannedModel). */
const PlannedModelSchema = v.object({
  id: v.string(),
  name: v.string(),
  keySource: v.picklist(KEY_SOURCES),
  /** No real key answers it: the keys that would ("your Anthropic or OpenRouter API key"). */
  needsKey: v.optional(v.string()),
  /** Whether it can see an image attached to the question; the others are not asked that question. */
  vision: v.boolean(),
});

/** GET /api/ai/chat: what the server can answer with. */
export const ChatStatusSchema = v.object({
  /** A card of `answering` is a demo answer (the platform has no model provider key). */
  demo: v.boolean(),
  /**
   * The cards the caller's next question gets, in order: the plan the server asks
   * with (signed in, for their tier and keys; signed out, PRO's without keys). Its
   * length is the chat's "Chatting with N AI models".
   */
  answering: v.array(PlannedModelSchema),
  /**
   * The catalogue; signed in, the caller's: `apiKeyConfigured` is true where they or
   * the platform have a key, their enabled custom providers follow (`custom: true`), then
   * the models they added from the Model Database (`added: true`).
   */
  models: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      provider: v.string(),
      enabled: v.boolean(),
      apiKeyConfigured: v.boolean(),
      custom: v.optional(v.literal(true)),
      added: v.optional(v.literal(true)),
    }),
  ),
});
export type ChatStatus = v.InferOutput<typeof ChatStatusSchema>;

export const MERGE_MODES = ['fuse', 'compare'] as const;
export type MergeMode = (typeof MERGE_MODES)[number];

/** A merge kept with its turn (chat_turns.merged, jsonb). */
const MergedResultSchema = v.object({ model: v.string(), mode: v.picklist(MERGE_MODES), response: v.string() });
export type MergedResult = v.InferOutput<typeof MergedResultSchema>;

/** The merge saved with a turn; null when there is none or the stored value has another shape. */
export function parseStoredMerge(value: unknown): MergedResult | null {
  const result = v.safeParse(MergedResultSchema, value);
  return result.success ? result.output : null;
}

// The server reads the answers from the user's own saved turn (turn_id, as the chat
// response gave it), so a client cannot make the model read text of its choosing.
export const MergeRequestSchema = v.object({
  turn_id: v.pipe(v.string(), v.uuid('turn_id must be the id of a saved chat turn.')),
  mode: v.picklist(MERGE_MODES, 'mode must be "fuse" or "compare".'),
  model_id: v.pipe(v.string(), v.nonEmpty()),
  user_id: v.pipe(v.string(), v.nonEmpty()),
  // Which answers of the turn to merge (their model_id); all successful ones when absent.
  model_ids: v.optional(
    v.pipe(
      // model ids of the catalogue, custom providers (64) and added models (their OpenRouter ids, 200)
      v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))),
      v.minLength(1, 'Select at least one answer to merge.'),
      v.maxLength(40),
    ),
  ),
});
export type MergeRequest = v.InferInput<typeof MergeRequestSchema>;

export interface MergeResponse {
  success: true;
  model: string;
  model_id: string;
  mode: MergeMode;
  response: string;
  demo: boolean;
}
