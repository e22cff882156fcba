// GET /api/ai/chat, signed in: the cards the user's chat asks (`answering`), so the
// Models page can tell an added model that answers from one that needs a key.
import useSWR from 'swr';
import type { PlannedModel } from '../../../domain/chat-plan';
import { ChatStatusSchema, type ChatStatus } from '../../../domain/chat-contract';
import { apiFetch } from '../../../lib/api-client';

// The chat page's key for the same answer: both pages share one cached copy.
const chatPlanKey = (userId: string | undefined) => (userId ? (['/api/ai/chat', userId] as const) : null);

export function useChatPlan(userId: string | undefined) {
  return useSWR<ChatStatus>(chatPlanKey(userId), () => apiFetch('/api/ai/chat', ChatStatusSchema), { revalidateOnFocus: false });
}

/** The added models no real key answers, by id, with the keys that would (their cards say so). */
export function keylessModels(status: ChatStatus | undefined): Map<string, string> {
  const keyless = (model: PlannedModel) => (model.keySource === 'demo' || model.keySource === 'none') && model.needsKey;
  return new Map((status?.answering ?? []).filter(keyless).map((model) => [model.id, model.needsKey!]));
}
