// Merge with AI (premium): one model, picked by the user, turns the chosen answers
// into one best answer (fuse) or a comparison with a recommendation (compare).
import type { MergeMode, MergeResponse } from '../../../src/domain/chat-api.ts';
import { premiumChatTargets, type ChatTarget } from '../ai/chat-models.ts';
import { fanOutChat } from '../ai/fan-out.ts';
import { HttpError } from '../http.ts';
import type { QuotaCharge } from '../quotas.ts';
import { refundUndelivered, trackDelivery, type DeliverEvent } from './turn.ts';

const INSTRUCTIONS: Record<MergeMode, string> = {
  fuse:
    'You receive one question and the answers several AI models gave to it. Write the single best answer: keep what is correct ' +
    'and useful from each, resolve contradictions, drop repetition. Answer in Markdown, directly, without mentioning the models or the merge.',
  compare:
    'You receive one question and the answers several AI models gave to it. Compare them in Markdown under three headings: ' +
    '"Agreements" (what they share), "Disagreements" (where they differ, naming the models) and "Recommendation" (what the reader should do or believe, and why).',
};

export function mergeTarget(modelId: string): ChatTarget {
  const target = premiumChatTargets().find((candidate) => candidate.modelId === modelId);
  if (!target) throw new HttpError(400, 'This model is not available for merging. Pick one of the models shown.');
  return target;
}

export function mergePrompt(question: string, answers: readonly { model: string; response: string }[]): string {
  return [`Question:\n${question}`, ...answers.map((answer) => `Answer from ${answer.model}:\n${answer.response}`)].join('\n\n---\n\n');
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
  const delivery = trackDelivery(options.onEvent);
  const [result] = await fanOutChat({
    targets: [target],
    system: () => INSTRUCTIONS[mode],
    messagesFor: () => [{ role: 'user', content: mergePrompt(options.question, options.answers) }],
    signal,
    onEvent: delivery.onEvent,
  });
  if (!result || result.error) {
    await refundUndelivered(options.charge, delivery.textDelivered(), signal);
    throw new HttpError(502, result?.error ?? 'The merge failed. Please try again.');
  }
  return { success: true, model: target.modelName, model_id: target.modelId, mode, response: result.response, demo: target.provider === 'demo' };
}
