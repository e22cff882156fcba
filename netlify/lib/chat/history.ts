// Chat history in Supabase (migration 20261121000200): the function reads a
// session's recent turns for follow-ups, with the user's settings, and records each
// finished turn.
import { parseStoredAnswers, type ChatModelAnswer } from '#domain/chat-contract.ts';
import { CHAT_HISTORY_TURNS } from '#domain/chat-catalogue.ts';
import type { UserChatKeys } from '../ai/model-routing.ts';
import type { ChatMessage } from '../ai/provider-call.ts';
import { chatKeysFrom, type ChatSettingsRows } from '../settings/providers.ts';
import { serviceClient } from '../db.ts';

export interface PastTurn {
  question: string;
  responses: ChatModelAnswer[];
}

/**
 * What a chat question is built on, in one round trip (chat_context, migration
 * 20261125000300): the user's chat settings (their keys decide the models and who
 * pays) and the session's last turns, oldest first (only those asked before
 * `before`, a created_at, when given).
 */
export async function loadChatContext(userId: string, sessionId: string, before?: string): Promise<{ userKeys: UserChatKeys; history: PastTurn[] }> {
  const { data, error } = await serviceClient().rpc('chat_context', {
    p_user_id: userId,
    p_session_id: sessionId,
    p_turns: CHAT_HISTORY_TURNS,
    ...(before ? { p_before: before } : {}),
  });
  if (error) throw new Error(`history lookup failed: ${error.code ?? ''} ${error.message}`);
  const { settings, turns } = data as unknown as { settings: ChatSettingsRows; turns: { question: string; responses: unknown }[] };
  return {
    userKeys: chatKeysFrom(userId, settings),
    history: turns.map((turn) => ({ question: turn.question, responses: parseStoredAnswers(turn.responses) })),
  };
}

/** The conversation one model sees: earlier questions with its own earlier answers, then the new question. */
export function conversationFor(modelId: string, turns: readonly PastTurn[], question: string): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const turn of turns) {
    const own = turn.responses.find((answer) => answer.model_id === modelId && !answer.error && answer.response);
    if (!own) continue;
    messages.push({ role: 'user', content: turn.question }, { role: 'assistant', content: own.response });
  }
  messages.push({ role: 'user', content: question });
  return messages;
}

/** Saves a finished turn (under `turnId` when given: the chat names it in the answer before the row is written); its id, or null when the write failed (logged). */
export async function recordTurn(userId: string, sessionId: string, question: string, responses: ChatModelAnswer[], turnId?: string): Promise<string | null> {
  const { data, error } = await serviceClient().rpc('record_chat_turn', {
    p_user_id: userId,
    p_session_id: sessionId,
    p_question: question,
    p_responses: responses,
    ...(turnId ? { p_turn_id: turnId } : {}),
  });
  if (error) {
    // The answers still reach the user; only the history misses this turn.
    console.error(`history write failed: ${error.code ?? ''} ${error.message}`);
    return null;
  }
  return typeof data === 'string' ? data : null;
}

export interface SavedTurn {
  sessionId: string;
  question: string;
  createdAt: string;
}

/** One of the user's saved turns (null when it is not theirs or does not exist). */
export async function loadSavedTurn(userId: string, turnId: string): Promise<SavedTurn | null> {
  const { data, error } = await serviceClient()
    .from('chat_turns')
    .select('session_id, question, created_at')
    .eq('user_id', userId)
    .eq('id', turnId)
    .maybeSingle();
  if (error) throw new Error(`turn lookup failed: ${error.code ?? ''} ${error.message}`);
  return data ? { sessionId: data.session_id, question: data.question, createdAt: data.created_at } : null;
}

/** Puts a retried model's new answer in place of its old one in a saved turn. */
export async function replaceTurnAnswer(userId: string, turnId: string, answer: ChatModelAnswer): Promise<boolean> {
  const { data, error } = await serviceClient().rpc('replace_chat_turn_answer', { p_user_id: userId, p_turn_id: turnId, p_answer: answer });
  if (error) {
    console.error(`history write failed: ${error.code ?? ''} ${error.message}`);
    return false;
  }
  return data === true;
}
