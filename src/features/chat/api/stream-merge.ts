// POST /api/ai/chat/merge as a stream: Merge with AI of a saved turn's answers.
import type { MergeRequest, MergeResponse } from '../../../domain/chat-contract';
import { readChatStream, type ChatStreamOptions } from './read-chat-stream';

export const MERGE_FAILED = 'The merge failed. Please try again.';

export function streamMerge(request: MergeRequest, options: ChatStreamOptions): Promise<MergeResponse> {
  return readChatStream<MergeResponse>('/api/ai/chat/merge', request, MERGE_FAILED, options);
}
