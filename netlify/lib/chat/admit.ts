// Lets a chat question through the gate and reads what it is built on in one round
// trip (chat_admission): the gate's rate, in-flight slot and quota, the session's
// history with the user's settings, and the question's passages of the files
// attached to the chat. Who pays (the user's own keys or the
// platform) is only known from those settings, so the gate charges as though the
// platform pays, the most a question can be charged, and the charge is put right
// once the keys are known: the unit goes back when the user's keys pay
// (return_overcharge, not a refund), and a quota refusal is decided again without
// the quota. Users without keys of their own, nearly all, pay no extra round trip.
import * as v from 'valibot';
import type { ChatRequest, ChatTier } from '#domain/chat-contract.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { readOwnImage } from '../images/library.ts';
import { type FilePassage, passageArguments, passagesFrom, passagesWithMeaning } from '../documents/chat-passages.ts';
import type { Admission, gateArguments, RequestGate } from '../gate.ts';
import { QuotaRefusal, returnOvercharge, uncharged } from '../quotas.ts';
import type { ServerTiming } from '../server-timing.ts';
import { chatContextFrom, contextArguments, type ChatContext, type TurnParent } from './history.ts';
import { chargedTiers, chatAskFrom, savedTurnToRetry, type ChatAsk } from './turn.ts';

const ChatAdmissionSchema = v.object({
  gate: v.object({
    refused: v.nullable(v.string()),
    retry_after_seconds: v.nullable(v.number()),
    tier: v.nullable(v.string()),
    lease: v.nullable(v.string()),
    quota_limit: v.nullable(v.number()),
    quota_day: v.nullable(v.string()),
    resets_at: v.nullable(v.string()),
  }),
  // Left out after a rate or profile refusal; chatContextFrom and passagesFrom parse them.
  context: v.unknown(),
  passages: v.unknown(),
});

/** The gate's arguments with the context's and the passage search's, in one call; no context after a rate or profile refusal. */
async function chatAdmission(
  userId: string,
  args: ReturnType<typeof gateArguments>,
  sessionId: string,
  parent: TurnParent,
  question: string,
) {
  const { data, error } = await serviceClient().rpc('chat_admission', {
    ...args,
    ...contextArguments(sessionId, parent),
    ...passageArguments(question),
  });
  if (error) throw new Error(`request gate failed: ${error.code ?? ''} ${error.message}`);
  const { gate, context, passages } = fromDatabase(ChatAdmissionSchema, data, 'chat_admission');
  return { row: gate, read: context === null ? null : { context: chatContextFrom(userId, context), passages: passagesFrom(passages) } };
}

const chatGate = (charged: boolean | Record<'free' | 'paid', boolean>) => ({ inflight: true, quota: { kind: 'chat' as const, charged } });

/** The request let through, what it asks per tier, and what it is charged (the tier's, once who pays is known). */
export async function admitChat(
  gate: RequestGate,
  userId: string,
  body: ChatRequest,
  timing: ServerTiming,
): Promise<{ ask: (tier: ChatTier) => ChatAsk; admission: Admission; passages: FilePassage[] }> {
  const saved = body.retry ? await timing.time('history', savedTurnToRetry(userId, body), 'the saved turn') : null;
  const parent: TurnParent = saved ? saved.parentId : body.parent_id;
  // a retry asks its saved question again, with that question's passages
  const question = saved ? saved.question : body.text;
  // a retry sends its saved question's image again
  const imageId = saved ? saved.imageId : (body.image_id ?? null);
  const image = imageId ? await timing.time('image', readOwnImage(userId, imageId), "the question's image") : null;
  const { read, admit } = await timing.time(
    'limits',
    gate.passWith(chatGate(true), (args) => chatAdmission(userId, args, body.session_id, parent, question)),
    'the gate and what the question is built on',
  );
  const context = read?.context ?? null;
  const byWords = read?.passages ?? [];
  // Once let through: a refused question costs no embedding.
  const passagesFound = () =>
    context && byWords.length
      ? timing.time('meaning', passagesWithMeaning(userId, body.session_id, question, context.userKeys, byWords), 'search by meaning')
      : Promise.resolve(byWords);
  let admission: Admission;
  try {
    admission = admit();
  } catch (refusal) {
    if (!(refusal instanceof QuotaRefusal) || !context) throw refusal;
    const ask = chatAskFrom(body, context, saved, image);
    const charged = chargedTiers(ask);
    if (charged.free && charged.paid) throw refusal;
    // Refused for a quota the user's own keys may not need: decided again with the real charge.
    return { ask, admission: await timing.time('limits-again', gate.pass(chatGate(charged))), passages: await passagesFound() };
  }
  const ask = chatAskFrom(body, contextOf(context), saved, image);
  if (!chargedTiers(ask)[admission.tier] && admission.charge.amount > 0) {
    await returnOvercharge(admission.charge);
    admission = { ...admission, charge: uncharged(userId, 'chat') };
  }
  return { ask, admission, passages: await passagesFound() };
}

function contextOf(context: ChatContext | null): ChatContext {
  if (!context) throw new Error('chat_admission let a question through without its context');
  return context;
}
