import type { Config } from '@netlify/functions';
import { SupportFeedbackRequestSchema, type SupportFeedbackResponse } from '#domain/support/contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceIpRate } from '../lib/limits.ts';
import { rateAnswer } from '../lib/support/feedback.ts';

// Thumbs up or down on one of Mr. Support's answers (docs/api.md): open to visitors,
// for an answer of the caller's own conversation (its id and the answer's, as the
// answer gave them). Stored with the service role: browsers have no grant on it.
export default endpoint(['POST'], async (req, context, timing) => {
  const user = req.headers.has('authorization') ? await timing.time('auth', authenticate(req)) : null;
  await enforceIpRate(req, context);
  const { session_id, message_id, rating } = await parseBody(req, SupportFeedbackRequestSchema);
  const stored = await rateAnswer(user?.id ?? null, session_id, message_id, rating);
  return json({ success: true, rating: stored } satisfies SupportFeedbackResponse);
});

export const config: Config = { path: '/api/ai/support/feedback' };
