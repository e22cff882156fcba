// Answers one question to Mr. Support: the refusal for a question after its prompt
// or keys (guard.ts); "I do not know" (with the support address) when no guide
// section clears the retrieval threshold, with or without a model; else the guide
// sections that match, answered by the platform's text model (TEXT_MODEL_PROVIDER /
// the first configured provider) from those sections only, its words passing the
// answer check (output-guard.ts) on their way out. The model is given the best 3 to
// 5 sections of the fused ranking (retrieve.ts), picks the one that answers and cites
// it; its sources are the sections it cites (the best one when it cites none).
// Without a model, or when the model fails before its first word was shown, the best
// section itself is the answer. Every answer from the guide ends with its source section.
import { messageOf } from '#domain/error-message.ts';
import type { SupportAnswerMode, SupportMessage, SupportSource } from '#domain/support/contract.ts';
import { defaultTextModel } from '../ai/model-routing.ts';
import { streamText } from '../ai/stream.ts';
import { serverConfig } from '../env.ts';
import {
  DO_NOT_KNOW,
  finishedModelAnswer,
  guideAnswer,
  refusalAnswer,
  sourcesOf,
  SUPPORT_RULES,
  supportMessages,
  supportSystemPrompt,
  unknownAnswer,
} from './answer.ts';
import { isFollowUp } from './follow-up.ts';
import { isSecretProbe } from './guard.ts';
import { createOutputGuard } from './output-guard.ts';
import { retrieve } from './retrieve.ts';

export interface SupportReply {
  response: string;
  sources: SupportSource[];
  mode: SupportAnswerMode;
}

/** Short answers: a support reply is a paragraph or two and a link. */
const MAX_TOKENS = 700;

const refusal = (): SupportReply => ({ response: refusalAnswer(), sources: [], mode: 'refusal' });

/** `history`: the conversation as the server stored it, oldest first. */
export async function replyToSupport(
  question: string,
  history: readonly SupportMessage[],
  onDelta: (text: string) => void,
  signal: AbortSignal,
): Promise<SupportReply> {
  const whole = (reply: SupportReply): SupportReply => {
    onDelta(reply.response);
    return reply;
  };
  if (isSecretProbe(question)) return whole(refusal());

  // The previous question helps only a follow-up that matches nothing alone (retrieveSections tries it alone first).
  const previousQuestion = isFollowUp(question) ? history.filter((message) => message.role === 'user').at(-1)?.content : undefined;
  const { sections, candidates } = await retrieve(question, previousQuestion);
  // Below the threshold no model is asked: it would answer from memory.
  if (!sections.length) return whole({ response: unknownAnswer(), sources: [], mode: 'unknown' });
  const offline = () => whole({ response: guideAnswer(sections, question), sources: sourcesOf(sections), mode: 'guide' });

  const model = defaultTextModel();
  if (!model) return offline();
  const guard = createOutputGuard(SUPPORT_RULES);
  const stop = new AbortController();
  let shown = false;
  const show = (text: string | null) => {
    if (text === null) {
      stop.abort();
    } else if (text) {
      shown = true;
      onDelta(text);
    }
  };
  // What was held back never reaches the reader; the final answer (the refusal) replaces what did.
  const leaked = () => {
    console.error('[support] the answer check stopped a leaking answer');
    return refusal();
  };
  try {
    const response = await streamText(
      {
        ...model,
        system: supportSystemPrompt(candidates),
        messages: supportMessages(question, history),
        maxTokens: MAX_TOKENS,
        temperature: 0.2,
        timeoutMs: serverConfig().timeoutsMs.support,
        signal: AbortSignal.any([signal, stop.signal]),
      },
      (piece) => show(guard.push(piece)),
    );
    const rest = guard.finish();
    if (rest === null) return leaked();
    show(rest);
    // The model's own do-not-know cites nothing.
    if (response.includes(DO_NOT_KNOW)) return { response: unknownAnswer(), sources: [], mode: 'unknown' };
    const { response: final, used } = finishedModelAnswer(response, candidates);
    if (final.startsWith(response)) show(final.slice(response.length));
    return { response: final, sources: sourcesOf(used), mode: 'model' };
  } catch (error) {
    if (guard.tripped) return leaked();
    // Words already on the reader's screen cannot be taken back: the stream ends with the error.
    if (shown || signal.aborted) throw error;
    console.error(`[support] the model failed, answering from the guide: ${messageOf(error, String(error))}`);
    return offline();
  }
}
