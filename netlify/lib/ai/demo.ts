// The offline demo provider (docs/architecture.md, "Inside the features"): used only when no provider
// has a key. It answers deterministically from the prompt, streams like a model,
// and says plainly that it is a demo and how to add a key.
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

export function demoAnswer(modelName: string, messages: readonly ChatMessage[]): string {
  const question = messages.filter((m) => m.role === 'user').at(-1)?.content.trim() ?? '';
  const shortQuestion = question.length > 160 ? `${question.slice(0, 160)}…` : question;
  const seed = hash(`${modelName}\n${question}`);
  const tips = [0, 1].map((offset) => DEMO_TIPS[(seed + offset * 3) % DEMO_TIPS.length]!);
  return [
    `**Demo answer from ${modelName}.** No AI provider is configured on this server, so this is an offline sample, not a real model's answer.`,
    `You asked: "${shortQuestion}"`,
    `- ${tips[0]}`,
    `- ${tips[1]}`,
    'To get real answers, add an API key (for example `OPENAI_API_KEY`, `ANTHROPIC_API_KEY` or `GEMINI_API_KEY`) to the server environment (`.env.local` locally) and restart.',
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

/** Streams the demo answer word by word over about half a second. */
export async function streamDemo(modelName: string, messages: readonly ChatMessage[], onDelta: DeltaHandler, signal?: AbortSignal): Promise<string> {
  const text = demoAnswer(modelName, messages);
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
