// POST /api/ai/chat as a stream: one question, answered by the tier's models.
import type { ChatRequest, ChatResponse } from '../../../domain/chat-contract';
import { readChatStream, type ChatStreamOptions } from './read-chat-stream';

export const CHAT_FAILED = 'Failed to get AI response. Please try again.';

export function streamChatTurn(request: ChatRequest, options: ChatStreamOptions): Promise<ChatResponse> {
  return readChatStream<ChatResponse>('/api/ai/chat', request, CHAT_FAILED, options);
}
