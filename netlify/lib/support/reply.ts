// Answers one question to Mr. Support: the refusal for a question after its prompt
// or keys; else the guide sections that match, answered by the platform's text
// model (TEXT_MODEL_PROVIDER / the first configured provider) from those sections
// only. Without a model, or when the model fails before its first word, the best
// section itself is the answer; with no section either, "I do not know".
import type { SupportAnswerMode, SupportMessage, SupportSource } from '#domain/support/contract.ts';
import { defaultTextModel } from '../ai/model-routing.ts';
import { streamText } from '../ai/stream.ts';
import { guideAnswer, isSecretProbe, refusalAnswer, sourcesOf, supportMessages, supportSystemPrompt, unknownAnswer } from './answer.ts';
import { retrieveSections } from './retrieve.ts';

export interface SupportReply {
  response: string;
  sources: SupportSource[];
  mode: SupportAnswerMode;
}

/** Short answers: a support reply is a paragraph or two and a link. */
const MAX_TOKENS = 700;
const TIMEOUT_MS = 30_000;

export async function replyToSupport(
  question: string,
  history: readonly SupportMessage[],
  onDelta: (text: string) => void,
  signal: AbortSignal,
): Promise<SupportReply> {
  const whole = (response: string, sources: SupportSource[], mode: SupportAnswerMode): SupportReply => {
    onDelta(response);
    return { response, sources, mode };
  };
  if (isSecretProbe(question)) return whole(refusalAnswer(), [], 'refusal');

  const previousQuestion = history.filter((message) => message.role === 'user').at(-1)?.content;
  const sections = retrieveSections(question, previousQuestion);
  const sources = sourcesOf(sections);
  const offline = () => (sections.length ? whole(guideAnswer(sections), sources, 'guide') : whole(unknownAnswer(), [], 'unknown'));

  const model = defaultTextModel();
  if (!model) return offline();
  let streamed = false;
  try {
    const response = await streamText(
      {
        ...model,
        system: supportSystemPrompt(sections),
        messages: supportMessages(question, history),
        maxTokens: MAX_TOKENS,
        temperature: 0.2,
        timeoutMs: TIMEOUT_MS,
        signal,
      },
      (text) => {
        streamed = true;
        onDelta(text);
      },
    );
    return { response, sources, mode: 'model' };
  } catch (error) {
    // Words already on the reader's screen cannot be taken back: the stream ends with the error.
    if (streamed || signal.aborted) throw error;
    console.error(`[support] the model failed, answering from the guide: ${error instanceof Error ? error.message : String(error)}`);
    return offline();
  }
}
