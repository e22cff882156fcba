// How the fake model providers of the browser tests answer (they run inside the
// global setup, so the tests steer them only through what they ask).
import type { Responder } from '../fixtures/fake-llm.ts';

export const e2eResponder: Responder = (request) => {
  const question = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  return { text: `Answer from ${request.model}: ${question}`, firstTokenDelayMs: 50, totalDurationMs: 300 };
};
