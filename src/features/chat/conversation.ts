// The page's own view of a conversation (docs/user-guide/chat.md): its turns (one model's answer in a turn is a
// ModelResponse, src/domain/chat-stream.ts).
import type { MergedResult } from '../../domain/chat-contract';
import type { ModelResponse } from '../../domain/chat-stream';

export interface ChatTurn {
  /** The timestamp the turn was asked at. */
  id: number;
  question: string;
  responses: ModelResponse[];
  synthesized: string | null;
  merged: MergedResult | null;
  /** The saved turn's id in the history (null until the server recorded it). */
  serverId: string | null;
  /** The saved turn this one follows (null: the chat's first question). */
  parentId: string | null;
  /**
   * The saved versions of this question (turns with the same parent, oldest first,
   * this one's serverId among them) when it was edited; empty while there is one.
   */
  versions: readonly string[];
  /** The image of My images the question carried (none: left out or null). */
  imageId?: string | null;
  streaming: boolean;
  stopped: boolean;
  demo: boolean;
}

export const newSessionId = () => `session-${Date.now()}`;
