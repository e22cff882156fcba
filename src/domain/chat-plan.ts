// Whose key answers each card of the chat: the one rule the server's model routing
// (netlify/lib/ai/model-routing.ts) decides the asked models with, and API Settings
// reads to say what saving will change. GET /api/ai/chat answers the plan of the
// caller's next question (`answering`): its length is the chat's "Chatting with N AI models".

/** Whose key answers a card: the user's own (API Settings), the platform's, the offline demo, or nobody's (the card says which key to add). */
export const KEY_SOURCES = ['user', 'platform', 'demo', 'none'] as const;
export type KeySource = (typeof KEY_SOURCES)[number];

/** One card of the caller's next question, in the order the chat shows them. */
export interface PlannedModel {
  id: string;
  name: string;
  keySource: KeySource;
  /** No real key answers it: the keys that would ("your Anthropic or OpenRouter API key"). */
  needsKey?: string;
  /** Whether it can see an image attached to the question (model-vision.ts). */
  vision: boolean;
}

/**
 * A built-in provider's chat card: the user's key first, then the platform's. With
 * neither, a server with no platform key at all (demo mode) answers it as a demo, so
 * a user's key for one provider leaves the other cards' demo answers standing; a
 * server with keys for other providers does not ask it (null).
 */
export function builtInKeySource(has: { userKey: boolean; platformKey: boolean; serverDemo: boolean }): Exclude<KeySource, 'none'> | null {
  if (has.userKey) return 'user';
  if (has.platformKey) return 'platform';
  return has.serverDemo ? 'demo' : null;
}

/** A card no real key answers: in demo mode a demo answer, else a card that says which key to add. */
export const keylessSource = (serverDemo: boolean): KeySource => (serverDemo ? 'demo' : 'none');

/** Whether the card gets a real model's answer. */
export const answersForReal = (model: Pick<PlannedModel, 'keySource'>) => model.keySource === 'user' || model.keySource === 'platform';
