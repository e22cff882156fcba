// The page's own view of a conversation: chat turns and model responses (docs/user-guide/chat.md).
import type { ChatModelAnswer } from '../../domain/chat-contract';

export interface ModelResponse {
  providerId: string;
  providerName: string;
  response: string;
  timestamp: number;
  /** Why this model gave no answer. */
  error?: string;
  /** Still streaming in. */
  pending?: boolean;
}

export interface MergedResult {
  model: string;
  mode: 'fuse' | 'compare';
  response: string;
}

export interface ChatTurn {
  /** The timestamp the turn was asked at. */
  id: number;
  question: string;
  responses: ModelResponse[];
  synthesized: string | null;
  merged: MergedResult | null;
  /** The saved turn's id in the history (null until the server recorded it). */
  serverId: string | null;
  streaming: boolean;
  stopped: boolean;
  demo: boolean;
}

export function toModelResponse(answer: ChatModelAnswer, timestamp = Date.now()): ModelResponse {
  return {
    providerId: answer.model_id,
    providerName: answer.model,
    response: answer.response,
    timestamp,
    ...(answer.error ? { error: answer.error } : {}),
  };
}

export const newSessionId = () => `session-${Date.now()}`;
