// One chat turn, from an authorized request to its answer: pick the models for the
// tier, ask them in parallel with the session's earlier turns, record the turn.
import { randomUUID } from 'node:crypto';
import type { ChatModelAnswer, ChatResponse, ChatTier, ModelStreamEvent } from '#domain/chat-contract.ts';
import { FREE_CHAT, PROVIDERS } from '#domain/providers.ts';
import { freeChatTarget, premiumChatTargets, type ChatTarget, type UserChatKeys } from '../ai/model-routing.ts';
import { fanOutChat } from '../ai/fan-out.ts';
import type { ChargedTiers } from '../gate.ts';
import { HttpError, type Defer } from '../http.ts';
import { platformPays, releaseQuota, type QuotaCharge } from '../quotas.ts';
import { conversationFor, loadChatContext, loadSavedTurn, recordTurn, replaceTurnAnswer, type PastTurn } from './history.ts';

export function chatTargetsFor(tier: ChatTier, userKeys: UserChatKeys): ChatTarget[] {
  if (tier === 'free') {
    const target = freeChatTarget(userKeys);
    if (!target)
      throw new HttpError(
        503,
        `The free chat model (GPT-4o-mini on ${PROVIDERS[FREE_CHAT.provider].label}) is not configured on this server. Please try again later.`,
      );
    return [target];
  }
  const targets = premiumChatTargets(userKeys);
  if (targets.length === 0) throw new HttpError(503, 'No chat model is configured on this server. Please try again later.');
  return targets;
}

const systemPrompt = (target: ChatTarget) =>
  `You are ${target.modelName}, one of several AI models answering the same question side by side for a small-business user. ` +
  'Answer clearly and helpfully in Markdown.';

/** Sends a streamed event; true when it reached the client. */
export type DeliverEvent = (event: ModelStreamEvent) => boolean;

/**
 * Wraps a stream's sender to remember whether any answer text reached the user:
 * then the question counts even if every model fails afterwards.
 */
export function trackDelivery(deliver: DeliverEvent | undefined) {
  const state = { textDelivered: false };
  const onEvent = deliver
    ? (event: ModelStreamEvent) => {
        if (deliver(event) && event.event === 'delta' && event.data.text) state.textDelivered = true;
      }
    : undefined;
  return { onEvent, textDelivered: () => state.textDelivered };
}

/**
 * Gives the charge back after a failure, only when no answer text reached the
 * user and the user did not stop the request themselves (a stop still counts).
 */
export async function refundUndelivered(charge: QuotaCharge, textDelivered: boolean, signal: AbortSignal): Promise<void> {
  if (!textDelivered && !signal.aborted) await releaseQuota(charge);
}

/** What one request asks: a new question, or one model of a saved turn again. */
export interface ChatAsk {
  sessionId: string;
  question: string;
  targets: ChatTarget[];
  history: PastTurn[];
  /** The turn the new turn follows (null: a first question), as its history was read. */
  parentId: string | null;
  /** The saved turn whose failed answer is asked again (its answer is replaced, no turn is added). */
  retryOf?: string;
}

/**
 * What a request asks. A retry asks the saved turn's own question of the one model
 * named, with the turns before it, and must be the user's turn in that session.
 */
export async function chatAskFor(
  userId: string,
  body: {
    text: string;
    session_id: string;
    parent_id?: string | null | undefined;
    retry?: { turn_id: string; model_id: string } | undefined;
  },
): Promise<{ ask: (tier: ChatTier) => ChatAsk }> {
  const { retry } = body;
  if (!retry) {
    const { history, userKeys, parentId } = await loadChatContext(userId, body.session_id, body.parent_id);
    return {
      ask: (tier) => ({ sessionId: body.session_id, question: body.text, targets: chatTargetsFor(tier, userKeys), history, parentId }),
    };
  }
  const saved = await loadSavedTurn(userId, retry.turn_id);
  if (!saved || saved.sessionId !== body.session_id)
    throw new HttpError(404, 'This answer is no longer in your chat history. Ask the question again.');
  const { history, userKeys, parentId } = await loadChatContext(userId, body.session_id, saved.parentId);
  return {
    ask: (tier) => {
      const target = chatTargetsFor(tier, userKeys).find((candidate) => candidate.modelId === retry.model_id);
      if (!target) throw new HttpError(400, 'This model is not one your plan can ask. Ask the question again.');
      return { sessionId: body.session_id, question: saved.question, targets: [target], history, parentId, retryOf: retry.turn_id };
    },
  };
}

/**
 * Whether each tier's ask is charged (who pays: quotas.ts), for the gate, which
 * reads the tier. A tier that cannot ask at all is not charged: its request is
 * refused once the gate has told the tier, and gives its in-flight slot back.
 */
export function chargedTiers(ask: (tier: ChatTier) => ChatAsk): ChargedTiers {
  const pays = (tier: ChatTier) => {
    try {
      return platformPays(ask(tier).targets);
    } catch {
      return false;
    }
  };
  return { free: pays('free'), paid: pays('premium') };
}

/**
 * Saves the answered turn off the answer's path (`defer`): the id is made here so
 * the answer can name it at once. A retry's answer replaces the failed one in its turn.
 */
function saveTurn(userId: string, ask: ChatAsk, answers: ChatModelAnswer[], defer: Defer): string {
  const { retryOf } = ask;
  if (retryOf) {
    const retried = answers.find((answer) => !answer.error)!;
    defer('history write', () => replaceTurnAnswer(userId, retryOf, retried));
    return retryOf;
  }
  const turnId = randomUUID();
  defer('history write', () => recordTurn(userId, ask.sessionId, ask.question, answers, { turnId, parentId: ask.parentId }));
  return turnId;
}

export async function answerChatTurn(
  options: ChatAsk & { charge: QuotaCharge; tier: ChatTier; signal: AbortSignal; onEvent?: DeliverEvent | undefined; defer: Defer },
): Promise<ChatResponse> {
  const { charge, question, tier, targets, history, signal } = options;
  const userId = charge.userId;
  const delivery = trackDelivery(options.onEvent);
  const answers: ChatModelAnswer[] = await fanOutChat({
    targets,
    system: systemPrompt,
    messagesFor: (target) => conversationFor(target.modelId, history, question),
    signal,
    onEvent: delivery.onEvent,
  });
  const succeeded = answers.filter((answer) => !answer.error);
  if (succeeded.length === 0) {
    await refundUndelivered(charge, delivery.textDelivered(), signal);
    const detail = answers.length === 1 ? answers[0]!.error! : `None of the models could answer: ${answers[0]?.error ?? 'unknown error'}`;
    throw new HttpError(502, detail);
  }
  const turnId = signal.aborted ? null : saveTurn(userId, options, answers, options.defer);
  const demo = targets.some((target) => target.provider === 'demo');
  if (tier === 'free') {
    const answer = succeeded[0]!;
    return {
      success: true,
      tier,
      response: answer.response,
      model: answer.model,
      model_id: answer.model_id,
      ...(answer.key_source ? { key_source: answer.key_source } : {}),
      turn_id: turnId,
      demo,
    };
  }
  return { success: true, tier, responses: answers, turn_id: turnId, demo };
}
