// Merge with AI (premium): one model, picked by the user, turns the answers of one
// of the user's saved turns into one best answer (fuse) or a comparison with a
// recommendation (compare). The answers are read from the history, never taken
// from the client, and what the model reads is bounded.
import { parseStoredAnswers, type ChatModelAnswer, type MergeMode, type MergeResponse } from '#domain/chat-contract.ts';
import { premiumChatTargets, type ChatTarget, type UserChatKeys } from '../ai/model-routing.ts';
import { demoMerge } from '../ai/demo.ts';
import { fanOutChat } from '../ai/fan-out.ts';
import { serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import type { QuotaCharge } from '../quotas.ts';
import { refundUndelivered, trackDelivery, type DeliverEvent } from './turn.ts';

/** Everything the merging model reads (instructions, question and answers), in characters. */
export const MERGE_INPUT_MAX = 20_000;
/** The question's share of it; the rest goes to the answers. */
const QUESTION_MAX = 4_000;

const CUT_NOTE =
  'The answers may have been shortened to fit: a part that ends with "[cut: ...]" is incomplete, so do not judge it by its ending.';

// Answers about attached files cite them as [name.pdf p. 9]: the merge keeps those links.
const KEEP_CITATIONS =
  'Keep every citation in square brackets, such as [handbook.pdf p. 9], exactly as written, with the sentence it supports. ';

const INSTRUCTIONS: Record<MergeMode, string> = {
  fuse:
    'You receive one question and the answers several AI models gave to it. Write the single best answer: keep what is correct ' +
    'and useful from each, resolve contradictions, drop repetition. Answer in Markdown, directly, without mentioning the models or the merge. ' +
    KEEP_CITATIONS +
    CUT_NOTE,
  compare:
    'You receive one question and the answers several AI models gave to it. Compare them in Markdown under three headings: ' +
    '"Agreements" (what they share), "Disagreements" (where they differ, naming the models) and "Recommendation" (what the reader should do or believe, and why). ' +
    KEEP_CITATIONS +
    CUT_NOTE,
};

/** The model that merges: one of the user's premium chat models (their own keys and custom providers included). */
export function mergeTarget(modelId: string, userKeys: UserChatKeys): ChatTarget {
  const target = premiumChatTargets(userKeys).find((candidate) => candidate.modelId === modelId && !candidate.unavailable);
  if (!target) throw new HttpError(400, 'This model is not available for merging. Pick one of the models shown.');
  return target;
}

export interface StoredTurn {
  question: string;
  responses: ChatModelAnswer[];
}

/** The user's own saved turn; another user's (or a deleted) turn is a 404, whoever asks. */
export async function loadOwnTurn(userId: string, turnId: string): Promise<StoredTurn> {
  const { data, error } = await serviceClient()
    .from('chat_turns')
    .select('question, responses')
    .eq('id', turnId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`turn lookup failed: ${error.code ?? ''} ${error.message}`);
  if (!data) throw new HttpError(404, 'This chat turn was not found in your history. Ask the question again, then merge its answers.');
  return { question: data.question, responses: parseStoredAnswers(data.responses) };
}

/** The turn's successful answers, only those of `modelIds` when given. */
export function answersToMerge(turn: StoredTurn, modelIds: readonly string[] | undefined): { model: string; response: string }[] {
  const answered = turn.responses.filter((answer) => !answer.error && answer.response.trim());
  const chosen = modelIds ? answered.filter((answer) => modelIds.includes(answer.model_id)) : answered;
  if (chosen.length === 0) throw new HttpError(400, 'None of the selected answers can be merged. Select answers that the models gave.');
  return chosen.map((answer) => ({ model: answer.model, response: answer.response }));
}

const cutNote = (from: number, to: number) => `\n\n[cut: this text was shortened from ${from} to ${to} characters to fit the merge]`;
// The longest note cut() can add (lengths far beyond any stored answer), so the budget holds.
const CUT_NOTE_MAX = cutNote(1e9, 1e9).length;
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}${cutNote(text.length, max)}`);

/**
 * Shares `budget` characters fairly: short answers keep all they have and what
 * they leave over goes to the longer ones, which are cut to equal lengths.
 */
export function fairShares(lengths: readonly number[], budget: number): number[] {
  const shares = lengths.map(() => 0);
  let left = Math.max(0, budget);
  const order = lengths.map((length, index) => ({ length, index })).sort((a, b) => a.length - b.length);
  order.forEach(({ length, index }, position) => {
    const share = Math.min(length, Math.floor(left / (order.length - position)));
    shares[index] = share;
    left -= share;
  });
  return shares;
}

const questionPart = (question: string) => `Question:\n${question}`;
const answerPart = (model: string, response: string) => `Answer from ${model}:\n${response}`;
const SEPARATOR = '\n\n---\n\n';

/** The user message for the merging model, at most `budget` characters long. */
export function mergePrompt(question: string, answers: readonly { model: string; response: string }[], budget: number): string {
  const questionText = cut(question, Math.min(QUESTION_MAX, Math.max(0, budget - CUT_NOTE_MAX)));
  const framing =
    questionPart(questionText).length +
    answers.reduce((sum, answer) => sum + answerPart(answer.model, '').length + SEPARATOR.length + CUT_NOTE_MAX, 0);
  const shares = fairShares(
    answers.map((answer) => answer.response.length),
    budget - framing,
  );
  return [questionPart(questionText), ...answers.map((answer, i) => answerPart(answer.model, cut(answer.response, shares[i]!)))].join(
    SEPARATOR,
  );
}

export async function mergeAnswers(options: {
  charge: QuotaCharge;
  target: ChatTarget;
  mode: MergeMode;
  question: string;
  answers: { model: string; response: string }[];
  signal: AbortSignal;
  onEvent?: DeliverEvent;
}): Promise<MergeResponse> {
  const { target, mode, signal } = options;
  const system = INSTRUCTIONS[mode];
  const prompt = mergePrompt(options.question, options.answers, MERGE_INPUT_MAX - system.length);
  const delivery = trackDelivery(options.onEvent);
  const [result] = await fanOutChat({
    targets: [target],
    system: () => system,
    messagesFor: () => [{ role: 'user', content: prompt }],
    demoText: () => demoMerge(target.modelName, mode, options.question, options.answers),
    signal,
    onEvent: delivery.onEvent,
  });
  if (!result || result.error) {
    await refundUndelivered(options.charge, delivery.textDelivered(), signal);
    throw new HttpError(502, result?.error ?? 'The merge failed. Please try again.');
  }
  return {
    success: true,
    model: target.modelName,
    model_id: target.modelId,
    mode,
    response: result.response,
    demo: target.provider === 'demo',
  };
}
