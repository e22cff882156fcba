// How the fake model providers of the browser tests answer (they run inside the
// global setup, so the tests steer them only through what they ask). By default
// every model echoes the question quickly; keywords in the question change that:
//   SLOWSTREAM  every model streams 60 words over 8 s (to test Stop)
//   FAILGEMINI  Gemini rejects the key (one failed card)
//   FAILALL     every model rejects the key (the turn fails)
//   BENCHTIMING first token after 300 ms, complete after 1.5 s (npm run bench)
//   BENCHINSTANT answers at once (npm run bench: the function's own overhead)
import type { Responder } from '../fixtures/fake-llm.ts';

/** When each request reached a fake provider (the bench derives the first-token time from it). */
export const providerArrivals: { model: string; question: string; at: number }[] = [];
export const BENCH_FIRST_TOKEN_MS = 300;
export const BENCH_TOTAL_MS = 1500;

export const e2eResponder: Responder = (request) => {
  const question = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  if (question.includes('BENCH')) {
    providerArrivals.push({ model: request.model, question, at: Date.now() });
    if (question.includes('BENCHINSTANT')) return { text: `Bench answer from ${request.model}.` };
    const text = `Bench answer from ${request.model}: ${'token '.repeat(40)}`;
    return { text, firstTokenDelayMs: BENCH_FIRST_TOKEN_MS, totalDurationMs: BENCH_TOTAL_MS };
  }
  if (question.includes('FAILALL') || (question.includes('FAILGEMINI') && request.model.startsWith('gemini'))) {
    return { status: 401, errorMessage: 'invalid api key' };
  }
  if (question.includes('SLOWSTREAM')) {
    return { text: `Slow answer from ${request.model}: ${'word '.repeat(60)}`, firstTokenDelayMs: 50, totalDurationMs: 8_000 };
  }
  return { text: `Answer from ${request.model}: ${question}`, firstTokenDelayMs: 50, totalDurationMs: 300 };
};
