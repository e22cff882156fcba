// What readers say about Mr. Support's answers (migration 20261125001100): their
// thumbs on an answer, and the answers that said "I don't know". Both are the
// coverage gaps of the admin inbox (a thumbs down or a do-not-know, grouped by the
// guide section the answer came from). Written with the service role only.
import type { SupportRating } from '#domain/support/contract.ts';
import { serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { DO_NOT_KNOW } from './answer.ts';
import { retrieveSections } from './retrieve.ts';

function failed(what: string, error: { code?: string; message: string }): Error {
  return new Error(`support ${what} failed: ${error.code ?? ''} ${error.message}`);
}

const isDoNotKnow = (answer: string) => answer.startsWith(DO_NOT_KNOW);

/** The guide section a question is answered from, by title; null when none ("Not in the guide"). */
async function topicOf(question: string, answer: string): Promise<string | null> {
  if (isDoNotKnow(answer)) return null;
  const best = (await retrieveSections(question))[0];
  return best
    ? best.section.title === best.section.pageTitle
      ? best.section.title
      : `${best.section.pageTitle} › ${best.section.title}`
    : null;
}

/** Marks a stored do-not-know answer as a coverage gap. Never throws: the answer has reached the reader. */
export async function recordDoNotKnow(conversationId: string, messageId: number, question: string, answer: string): Promise<void> {
  const { error } = await serviceClient()
    .from('support_feedback')
    .upsert(
      { message_id: messageId, conversation_id: conversationId, kind: 'do_not_know', question, answer, topic: null },
      { onConflict: 'message_id', ignoreDuplicates: true },
    );
  if (error) console.error(`[support] ${failed('do-not-know write', error).message}`);
}

const NOT_FOUND =
  'That answer is not in your conversation any more (conversations are kept for 24 hours). Ask again to rate the new answer.';

/**
 * The caller's thumbs on answer `messageId` of conversation `conversationId`
 * (null takes them back). 404 unless the answer is in a conversation of the caller
 * (a visitor's: one of visitors, whose id only its reader has).
 */
export async function rateAnswer(
  userId: string | null,
  conversationId: string,
  messageId: number,
  rating: SupportRating | null,
): Promise<SupportRating | null> {
  const db = serviceClient();
  const [conversation, answer] = await Promise.all([
    db.from('support_conversations').select('user_id').eq('id', conversationId).maybeSingle(),
    db
      .from('support_messages')
      .select('id, content')
      .eq('id', messageId)
      .eq('conversation_id', conversationId)
      .eq('role', 'assistant')
      .maybeSingle(),
  ]);
  if (conversation.error) throw failed('conversation lookup', conversation.error);
  if (answer.error) throw failed('answer lookup', answer.error);
  if (!conversation.data || conversation.data.user_id !== userId || !answer.data) throw new HttpError(404, NOT_FOUND);

  const asked = await db
    .from('support_messages')
    .select('content')
    .eq('conversation_id', conversationId)
    .eq('role', 'user')
    .lt('id', messageId)
    .order('id', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (asked.error) throw failed('question lookup', asked.error);
  const question = asked.data?.content ?? '(question not kept)';
  const text = answer.data.content;

  // Taking the thumbs back leaves a do-not-know answer marked as one.
  const kind = rating ?? (isDoNotKnow(text) ? 'do_not_know' : null);
  if (kind === null) {
    const { error } = await db.from('support_feedback').delete().eq('message_id', messageId);
    if (error) throw failed('feedback delete', error);
    return null;
  }
  const { error } = await db.from('support_feedback').upsert(
    {
      message_id: messageId,
      conversation_id: conversationId,
      kind,
      question: question.slice(0, 2000),
      answer: text,
      topic: await topicOf(question, text),
      updated_at: new Date().toISOString(),
    },
    { onConflict: 'message_id' },
  );
  if (error) throw failed('feedback write', error);
  return rating;
}
