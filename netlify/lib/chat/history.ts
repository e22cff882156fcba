// Chat history in Supabase: the function reads the recent turns of the branch a
// question follows, with the user's settings, and records each finished turn there.
import * as v from 'valibot';
import { parseStoredAnswers, type ChatModelAnswer } from '#domain/chat-contract.ts';
import { CHAT_HISTORY_TURNS } from '#domain/chat-catalogue.ts';
import type { UserChatKeys } from '../ai/model-routing.ts';
import type { ChatMessage } from '../ai/provider-call.ts';
import { chatKeysFrom, ChatSettingsRowsSchema } from '../settings/providers.ts';
import { fromDatabase, serviceClient } from '../db.ts';

/** What chat_context answers (jsonb): the user's chat settings and the session's last turns; each turn's answers are parsed on their own (parseStoredAnswers). */
export const ChatContextSchema = v.object({
  settings: ChatSettingsRowsSchema,
  turns: v.array(v.object({ question: v.string(), responses: v.unknown() })),
  parent_id: v.nullable(v.string()),
});

export interface PastTurn {
  question: string;
  responses: ChatModelAnswer[];
}

/**
 * Where a new turn goes in the chat's tree of turns: after a given turn, as a new
 * first question (`null`: an edited first question), or, left out, after the newest
 * turn of the branch the chat shows.
 */
export type TurnParent = string | null | undefined;

const parentArgs = (parent: TurnParent) => (parent === null ? { p_root: true } : parent ? { p_parent_id: parent } : {});

/** What a chat question is built on: the user's keys (they decide the models and who pays), the branch's last turns, oldest first, and the turn it follows (null: none), where the new turn is recorded. */
export interface ChatContext {
  userKeys: UserChatKeys;
  history: PastTurn[];
  parentId: string | null;
}

/** The arguments that place the context where the question goes (chat_context's and chat_admission's). */
export const contextArguments = (sessionId: string, parent?: TurnParent) => ({
  p_session_id: sessionId,
  p_turns: CHAT_HISTORY_TURNS,
  ...parentArgs(parent),
});

/** A chat_context answer, parsed. */
export function chatContextFrom(userId: string, data: unknown): ChatContext {
  const { settings, turns, parent_id } = fromDatabase(ChatContextSchema, data, 'chat_context');
  return {
    userKeys: chatKeysFrom(userId, settings),
    history: turns.map((turn) => ({ question: turn.question, responses: parseStoredAnswers(turn.responses) })),
    parentId: parent_id,
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

/**
 * Saves a finished turn after `parentId` (null: as a first question; left out: after
 * the newest turn on screen), and frees the in-flight slot `lease` in the same
 * transaction when given, under `turnId`
 * when given (the chat names it in the answer before the row is written); its id,
 * or null when the write failed (logged).
 */
export async function recordTurn(
  userId: string,
  sessionId: string,
  question: string,
  responses: ChatModelAnswer[],
  turn: { turnId?: string; parentId?: TurnParent; lease?: string | undefined; imageId?: string | undefined } = {},
): Promise<string | null> {
  const { data, error } = await serviceClient().rpc('record_chat_turn', {
    p_user_id: userId,
    p_session_id: sessionId,
    p_question: question,
    p_responses: responses,
    ...(turn.turnId ? { p_turn_id: turn.turnId } : {}),
    ...parentArgs(turn.parentId),
    ...(turn.lease ? { p_lease: turn.lease } : {}),
    ...(turn.imageId ? { p_image_id: turn.imageId } : {}),
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
  /** The turn it follows; null for a chat's first question. */
  parentId: string | null;
  /** The image of My images the question carried (null: none). */
  imageId: string | null;
}

/** One of the user's saved turns (null when it is not theirs or does not exist). */
export async function loadSavedTurn(userId: string, turnId: string): Promise<SavedTurn | null> {
  const { data, error } = await serviceClient()
    .from('chat_turns')
    .select('session_id, question, parent_id, image_id')
    .eq('user_id', userId)
    .eq('id', turnId)
    .maybeSingle();
  if (error) throw new Error(`turn lookup failed: ${error.code ?? ''} ${error.message}`);
  return data ? { sessionId: data.session_id, question: data.question, parentId: data.parent_id, imageId: data.image_id } : null;
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
