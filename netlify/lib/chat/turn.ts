// One chat turn, from an authorized request to its answer: pick the models for the
// tier, ask them in parallel with the session's earlier turns, record the turn.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  onlyModelSchema,
  type ChatModelAnswer,
  type ChatRequest,
  type ChatResponse,
  type ChatTier,
  type ModelStreamEvent,
} from '#domain/chat-contract.ts';
import { cannotSeeImagesNote, NO_VISION_MODEL_DETAIL } from '#domain/model-vision.ts';
import { FREE_CHAT, PROVIDERS } from '#domain/providers.ts';
import type { PlannedModel } from '#domain/chat-plan.ts';
import { freeChatTarget, plannedModels, premiumChatTargets, type ChatTarget, type UserChatKeys } from '../ai/model-routing.ts';
import { DEMO_NOTICE, demoImageAnswer } from '../ai/demo.ts';
import { fanOutChat } from '../ai/fan-out.ts';
import { demoFilesAnswer, filesPrompt, type FilePassage } from '../documents/chat-passages.ts';
import type { OwnImage } from '../images/library.ts';
import type { Admission, ChargedTiers } from '../gate.ts';
import { HttpError, type Defer } from '../http.ts';
import { platformPays, releaseQuota, type QuotaCharge } from '../quotas.ts';
import {
  conversationFor,
  loadSavedTurn,
  recordTurn,
  replaceTurnAnswer,
  type ChatContext,
  type PastTurn,
  type SavedTurn,
} from './history.ts';

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

/** The cards a tier's next question gets (GET /api/ai/chat's `answering`): chatTargetsFor's, none when it cannot ask. */
export function chatPlanFor(tier: ChatTier, userKeys: UserChatKeys): PlannedModel[] {
  try {
    return plannedModels(chatTargetsFor(tier, userKeys));
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
}

const systemPrompt = (target: ChatTarget) =>
  `You are ${target.modelName}, one of several AI models answering the same question side by side for a small-business user. ` +
  'Answer clearly and helpfully in Markdown.';

/** Sends a streamed event; true when it reached the client. */
export type DeliverEvent = (event: ModelStreamEvent) => boolean;

/**
 * Wraps a stream's sender to remember whether any answer text reached the user
 * (then the question counts even if every model fails afterwards) and which text of
 * each model did (what a stopped turn keeps). With `turnId`, each `start` names it.
 */
export function trackDelivery(deliver: DeliverEvent | undefined, turnId?: string) {
  const state = { textDelivered: false };
  const delivered = new Map<string, string>();
  const onEvent = deliver
    ? (event: ModelStreamEvent) => {
        const sent: ModelStreamEvent =
          event.event === 'start' && turnId ? { event: 'start', data: { ...event.data, turn_id: turnId } } : event;
        if (!deliver(sent) || event.event !== 'delta' || !event.data.text) return;
        state.textDelivered = true;
        delivered.set(event.data.model_id, (delivered.get(event.data.model_id) ?? '') + event.data.text);
      }
    : undefined;
  return { onEvent, textDelivered: () => state.textDelivered, deliveredText: (modelId: string) => delivered.get(modelId) ?? '' };
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
  /** The saved turn whose answer is asked again (a failed one retried, or one regenerated): replaced, no turn is added. */
  retryOf?: string;
  /** The question's image (one of the user's own), which every target can see; null: none. */
  image: OwnImage | null;
  /** The models of the plan not asked because they cannot see the image (their cards say so; they are not charged). */
  skipped: ChatTarget[];
}

/** With an image, the targets that can see it and those skipped; 400 when none of them can. */
function splitByVision(targets: ChatTarget[], image: OwnImage | null): Pick<ChatAsk, 'targets' | 'skipped'> {
  if (!image) return { targets, skipped: [] };
  const seeing = targets.filter((target) => target.vision === true);
  if (seeing.length === 0) throw new HttpError(400, NO_VISION_MODEL_DETAIL);
  return { targets: seeing, skipped: targets.filter((target) => target.vision !== true) };
}

/** The one model asked when the chat continues with one (only_model), else every target of the tier. */
function onlyTarget(targets: ChatTarget[], onlyModel: string | undefined): ChatTarget[] {
  if (onlyModel === undefined) return targets;
  const picked = v.safeParse(onlyModelSchema(targets.map((target) => target.modelId)), onlyModel);
  if (!picked.success) throw new HttpError(400, `only_model: ${picked.issues[0].message}`);
  return targets.filter((target) => target.modelId === picked.output);
}

/** The saved turn a retry asks again (null for a new question): it must be the user's turn in that session. */
export async function savedTurnToRetry(userId: string, body: ChatRequest): Promise<SavedTurn | null> {
  if (!body.retry) return null;
  const saved = await loadSavedTurn(userId, body.retry.turn_id);
  if (!saved || saved.sessionId !== body.session_id)
    throw new HttpError(404, 'This answer is no longer in your chat history. Ask the question again.');
  return saved;
}

/**
 * What a request asks, per tier, from the context read for it: a new question of
 * the tier's models (or the one it continues with), or, for a retry, the saved
 * turn's own question of the one model named, with the turns before it.
 */
export function chatAskFrom(
  body: ChatRequest,
  context: ChatContext,
  saved: SavedTurn | null,
  image: OwnImage | null,
): (tier: ChatTier) => ChatAsk {
  const { history, userKeys, parentId } = context;
  const { retry } = body;
  if (!retry || !saved)
    return (tier) => ({
      sessionId: body.session_id,
      question: body.text,
      ...splitByVision(onlyTarget(chatTargetsFor(tier, userKeys), body.only_model), image),
      history,
      parentId,
      image,
    });
  return (tier) => {
    const target = chatTargetsFor(tier, userKeys).find((candidate) => candidate.modelId === retry.model_id);
    if (!target) throw new HttpError(400, 'This model is not one your plan can ask. Ask the question again.');
    // the saved question's image goes again: a model that cannot see it is not asked this time either
    if (image && target.vision !== true) throw new HttpError(400, cannotSeeImagesNote(target.modelName));
    return {
      sessionId: body.session_id,
      question: saved.question,
      ...splitByVision([target], image),
      history,
      parentId,
      retryOf: retry.turn_id,
      image,
    };
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
 * Saves the answered turn off the answer's path (`defer`), under the id its stream
 * already named. A retried or regenerated answer replaces the old one in its turn.
 */
function saveTurn(
  userId: string,
  ask: ChatAsk & { slot?: Pick<Admission, 'handOver'> | undefined },
  turnId: string,
  answers: ChatModelAnswer[],
  defer: Defer,
): void {
  const { retryOf } = ask;
  if (retryOf) {
    const retried = answers.find((answer) => !answer.error);
    if (retried) defer('history write', () => replaceTurnAnswer(userId, retryOf, retried));
    return;
  }
  // The new turn's write frees the in-flight slot too: one round trip before the last event, not two.
  const slot = ask.slot?.handOver() ?? null;
  defer('history write', () => {
    const written = recordTurn(userId, ask.sessionId, ask.question, answers, {
      turnId,
      parentId: ask.parentId,
      lease: slot?.lease,
      imageId: ask.image?.id,
    });
    slot?.freedBy(written.then((id) => id !== null));
    return written;
  });
}

/**
 * What a stopped turn keeps: the answers finished before the stop, and of the others
 * the text that reached the user (their cards show it). A model with none is left out.
 */
function stoppedAnswers(answers: ChatModelAnswer[], deliveredText: (modelId: string) => string): ChatModelAnswer[] {
  return answers.flatMap((answer): ChatModelAnswer[] => {
    if (!answer.error) return [answer];
    const partial = deliveredText(answer.model_id);
    if (!partial) return [];
    return [
      {
        model: answer.model,
        model_id: answer.model_id,
        response: partial,
        ...(answer.key_source ? { key_source: answer.key_source } : {}),
      },
    ];
  });
}

/** What the demo provider says instead of its sample answer: the passages of the chat's files, or what it received of the image. */
function demoTextFor(passages: readonly FilePassage[], image: OwnImage | null): { demoText?: (target: ChatTarget) => string } {
  if (passages.length) return { demoText: (target) => demoFilesAnswer(target.modelName, passages, DEMO_NOTICE) };
  if (image) return { demoText: (target) => demoImageAnswer(target.modelName, image) };
  return {};
}

/** The card of a model not asked because it cannot see the question's image: the note, as its answer's error. */
function notAskedAnswer(target: ChatTarget, onEvent: ((event: ModelStreamEvent) => void) | undefined): ChatModelAnswer {
  const note = cannotSeeImagesNote(target.modelName);
  onEvent?.({ event: 'start', data: { model_id: target.modelId, model: target.modelName } });
  onEvent?.({ event: 'error', data: { model_id: target.modelId, error: note } });
  return { model: target.modelName, model_id: target.modelId, response: '', error: note };
}

export async function answerChatTurn(
  options: ChatAsk & {
    charge: QuotaCharge;
    tier: ChatTier;
    signal: AbortSignal;
    onEvent?: DeliverEvent | undefined;
    defer: Defer;
    /** The request's in-flight slot, which the turn's write frees (see saveTurn). */
    slot?: Pick<Admission, 'handOver'> | undefined;
    /** The best passages of the chat's attached files for this question (none: no files). */
    passages?: readonly FilePassage[] | undefined;
  },
): Promise<ChatResponse> {
  const { charge, question, tier, targets, history, signal, image, passages = [] } = options;
  const userId = charge.userId;
  // Made before the models are asked: the stream names it at once, so a turn the user stops is known to the page.
  const turnId = options.retryOf ?? randomUUID();
  const delivery = trackDelivery(options.onEvent, turnId);
  const notAsked = options.skipped.map((target) => notAskedAnswer(target, delivery.onEvent));
  const asked: ChatModelAnswer[] = await fanOutChat({
    targets,
    system: (target) => systemPrompt(target) + filesPrompt(passages),
    messagesFor: (target) => conversationFor(target.modelId, history, question),
    ...demoTextFor(passages, image),
    image: image ?? undefined,
    signal,
    onEvent: delivery.onEvent,
  });
  // Stopped by the user: a new turn keeps what reached them, saved once, here; a
  // stopped retry or regeneration keeps the answer it would have replaced.
  const answers = signal.aborted ? (options.retryOf ? [] : stoppedAnswers(asked, delivery.deliveredText)) : [...asked, ...notAsked];
  const succeeded = answers.filter((answer) => !answer.error);
  if (succeeded.length === 0) {
    await refundUndelivered(charge, delivery.textDelivered(), signal);
    const detail = asked.length === 1 ? asked[0]!.error! : `None of the models could answer: ${asked[0]?.error ?? 'unknown error'}`;
    throw new HttpError(502, detail);
  }
  saveTurn(userId, options, turnId, answers, options.defer);
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
