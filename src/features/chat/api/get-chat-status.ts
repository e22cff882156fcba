// GET /api/ai/chat: which catalogue models the server can answer with, and whether it
// is in demo mode; signed in, with the user's own keys and custom providers.
import useSWR from 'swr';
import { ChatStatusSchema, type ChatStatus } from '../../../domain/chat-contract';
import { apiFetch } from '../../../lib/api-client';

export const CHAT_STATUS_KEY = '/api/ai/chat';

export function getChatStatus(): Promise<ChatStatus> {
  return apiFetch(CHAT_STATUS_KEY, ChatStatusSchema);
}

export function useChatStatus(userId: string | undefined) {
  return useSWR<ChatStatus>([CHAT_STATUS_KEY, userId ?? 'visitor'], getChatStatus, { revalidateOnFocus: false });
}
