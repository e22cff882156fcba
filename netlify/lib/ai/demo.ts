// The offline demo provider (docs/architecture.md, "Inside the features"): used only when no provider
// has a key. It answers deterministically from the prompt, streams like a model,
// and says plainly that it is a demo (how to add a key is in the docs, not in the answers).
import type { ChatMessage } from './provider-call.ts';
import type { DeltaHandler } from './stream.ts';

const DEMO_TIPS = [
  'Break the question into the decision you need to make and the facts that would change it.',
  'Start with the smallest version that a real customer can try, then measure.',
  'Write the answer down in one sentence first; expand only what a reader would ask next.',
  'Compare at least two options side by side before committing to one.',
  'Name who benefits, what it costs, and how you will know it worked.',
];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

export const DEMO_NOTICE = 'The site owner has not connected a model provider yet, so this is a sample, not real model output.';
const shorten = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

export function demoAnswer(modelName: string, messages: readonly ChatMessage[]): string {
  const question =
    messages
      .filter((m) => m.role === 'user')
      .at(-1)
      ?.content.trim() ?? '';
  const seed = hash(`${modelName}\n${question}`);
  const tips = [0, 1].map((offset) => DEMO_TIPS[(seed + offset * 3) % DEMO_TIPS.length]!);
  return [
    `**Demo answer from ${modelName}.** ${DEMO_NOTICE}`,
    `You asked: "${shorten(question, 160)}"`,
    `- ${tips[0]}`,
    `- ${tips[1]}`,
  ].join('\n\n');
}

/** The demo provider's merge: the user's question and a line from each answer, never the internal prompt. */
/** The demo's answer to a question with an image: what it received, so a test and a visitor see the image arrived. */
export function demoImageAnswer(modelName: string, image: { width: number; height: number; mime: string }): string {
  return [
    `**Demo answer from ${modelName}.** ${DEMO_NOTICE}`,
    `I received an image of ${image.width} x ${image.height} pixels (${image.mime}). A real model would describe it and answer your question about it.`,
  ].join('\n\n');
}

export function demoMerge(
  modelName: string,
  mode: 'fuse' | 'compare',
  question: string,
  answers: readonly { model: string; response: string }[],
): string {
  const lines = answers.map((answer) => `- **${answer.model}:** ${shorten(answer.response.replace(/[#*_`>]/g, ''), 140)}`);
  const closing =
    mode === 'compare'
      ? 'A real model would list where these answers agree and differ, then recommend one.'
      : 'A real model would fuse these into one best answer.';
  return [
    `**Demo ${mode === 'compare' ? 'comparison' : 'merge'} by ${modelName}.** ${DEMO_NOTICE}`,
    `You asked: "${shorten(question, 160)}"`,
    ...lines,
    closing,
  ].join('\n\n');
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Streams a demo text word by word over about half a second. */
export async function streamDemo(text: string, onDelta: DeltaHandler, signal?: AbortSignal): Promise<string> {
  const words = text.match(/\S+\s*/g) ?? [text];
  const gap = 500 / words.length;
  let sent = '';
  for (const word of words) {
    if (signal?.aborted) throw Object.assign(new Error('The request was stopped.'), { name: 'AbortError' });
    onDelta(word);
    sent += word;
    await sleep(gap, signal);
  }
  return sent;
}
