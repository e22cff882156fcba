// How the fake model providers of the browser tests answer (they run inside the
// global setup, so the tests steer them only through what they ask). By default
// every model echoes the question quickly; keywords in the question change that:
//   SLOWSTREAM  every model streams 60 words over 8 s (to test Stop)
//   FAILGEMINI  Gemini rejects the key (one failed card)
//   FAILALL     every model rejects the key (the turn fails)
import type { Responder } from '../fixtures/fake-llm.ts';

export const e2eResponder: Responder = (request) => {
  const question = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  if (question.includes('FAILALL') || (question.includes('FAILGEMINI') && request.model.startsWith('gemini'))) {
    return { status: 401, errorMessage: 'invalid api key' };
  }
  if (question.includes('SLOWSTREAM')) {
    return { text: `Slow answer from ${request.model}: ${'word '.repeat(60)}`, firstTokenDelayMs: 50, totalDurationMs: 8_000 };
  }
  return { text: `Answer from ${request.model}: ${question}`, firstTokenDelayMs: 50, totalDurationMs: 300 };
};
