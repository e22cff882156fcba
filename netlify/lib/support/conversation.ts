// Mr. Support's conversations, held by the server (migration 20261125000000): the
// server issues each conversation's id, keeps its messages for 24 hours after the
// last one, and gives the model only what it stored itself, so a client cannot
// put words in the assistant's mouth. A request whose id is missing, unknown,
// expired or someone else's simply starts a new conversation.
import { randomInt } from 'node:crypto';
import { SUPPORT_LIMITS, type SupportMessage } from '#domain/support/contract.ts';
import { serviceClient } from '../db.ts';

/** A conversation is forgotten this long after its last question (the SQL function deletes it). */
export const SUPPORT_RETENTION_MS = 24 * 60 * 60 * 1000;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `support-<start>-<24 random [a-z0-9]>`: "support" and a timestamp, made unguessable by the random tail. */
export function newConversationId(now = Date.now()): string {
  const tail = Array.from({ length: 24 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
  return `support-${now}-${tail}`;
}

export interface SupportConversation {
  id: string;
  /** null for a visitor. */
  userId: string | null;
  /** The newest stored messages (SUPPORT_LIMITS.history at most), oldest first. */
  history: SupportMessage[];
  /** Questions stored for it so far: what the per-conversation limit counts. */
  questions: number;
  /** When it was last used; null for a new one. */
  lastAt: Date | null;
}

const fresh = (userId: string | null): SupportConversation => ({
  id: newConversationId(),
  userId,
  history: [],
  questions: 0,
  lastAt: null,
});

function failed(what: string, error: { code?: string; message: string }): Error {
  return new Error(`support ${what} failed: ${error.code ?? ''} ${error.message}`);
}

/** The caller's conversation `id`, or a new one when that is not theirs to continue. */
export async function openConversation(id: string | undefined, userId: string | null): Promise<SupportConversation> {
  if (!id) return fresh(userId);
  const db = serviceClient();
  const since = new Date(Date.now() - SUPPORT_RETENTION_MS).toISOString();
  // One round trip: the three reads go together, the messages are dropped if the conversation is not the caller's.
  const [conversation, recent, asked] = await Promise.all([
    db.from('support_conversations').select('user_id, last_at').eq('id', id).gt('last_at', since).maybeSingle(),
    db
      .from('support_messages')
      .select('role, content')
      .eq('conversation_id', id)
      .order('id', { ascending: false })
      .limit(SUPPORT_LIMITS.history),
    db.from('support_messages').select('id', { count: 'exact', head: true }).eq('conversation_id', id).eq('role', 'user'),
  ]);
  if (conversation.error) throw failed('conversation lookup', conversation.error);
  if (recent.error) throw failed('history lookup', recent.error);
  if (asked.error) throw failed('question count', asked.error);
  // A visitor may not continue a user's conversation, nor a user a visitor's or another user's.
  if (!conversation.data || conversation.data.user_id !== userId) return fresh(userId);
  const history = recent.data
    .reverse()
    .map(({ role, content }) => ({ role: role === 'assistant' ? ('assistant' as const) : ('user' as const), content }));
  return { id, userId, history, questions: asked.count ?? 0, lastAt: new Date(conversation.data.last_at) };
}

/**
 * Stores a question and the answer as it was sent (null when there was none: the
 * question still counts toward the limit). Never throws: the answer has reached
 * the user; at worst the next question has less context. Gives the stored
 * answer's id (what its thumbs name), or null when none was stored.
 */
export async function recordSupportTurn(
  conversation: SupportConversation,
  question: string,
  answer: string | null,
): Promise<number | null> {
  const { data, error } = await serviceClient().rpc('support_record_turn', {
    p_conversation_id: conversation.id,
    p_question: question,
    ...(conversation.userId ? { p_user_id: conversation.userId } : {}),
    ...(answer ? { p_answer: answer } : {}),
  });
  if (error) console.error(`[support] ${failed('conversation write', error).message}`);
  else if (data === null) console.error('[support] conversation write refused: the conversation belongs to someone else');
  return typeof data === 'number' && data > 0 ? data : null;
}
