import type { Config } from '@netlify/functions';
import { MergeRequestSchema } from '#domain/chat-contract.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { answersToMerge, loadOwnTurn, mergeAnswers, mergeTarget } from '../lib/chat/merge.ts';
import { RequestGate } from '../lib/gate.ts';
import { endpoint, HttpError } from '../lib/http.ts';
import { loadProfile } from '../lib/profile.ts';
import { platformPays } from '../lib/quotas.ts';
import { loadUserChatKeys } from '../lib/settings/providers.ts';
import { answerAs } from '../lib/sse.ts';

// Merge with AI (premium): the answers of one of the user's saved turns, merged by
// the chosen model. JSON, or server-sent events with Accept: text/event-stream.
export default endpoint(['POST'], async (req, context, timing) => {
  const user = await timing.time('auth', authenticate(req));
  const gate = new RequestGate(user.id, 'ai');
  return gate.guard(async () => {
    const body = await parseBody(req, MergeRequestSchema);
    requireCallerUserId(user, body.user_id);
    // Read together, refused in this order: not PRO (403), a model it cannot merge with (400), no such turn (404).
    const turnRead = loadOwnTurn(user.id, body.turn_id);
    turnRead.catch(() => {}); // awaited below, after the checks that come first
    const [profile, userKeys] = await timing.time(
      'history',
      Promise.all([loadProfile(user.id), loadUserChatKeys(user.id)]),
      'profile and settings',
    );
    if (profile.subscription_status !== 'paid') throw new HttpError(403, 'Merge with AI is a PRO feature. Upgrade to use it.');
    const target = mergeTarget(body.model_id, userKeys);
    const turn = await timing.time('history', turnRead, 'the turn');
    const answers = answersToMerge(turn, body.model_ids);

    const admission = await timing.time('limits', gate.pass({ inflight: true, quota: { kind: 'chat', charged: platformPays([target]) } }));
    const merge = { charge: admission.charge, target, mode: body.mode, question: turn.question, answers };
    return answerAs(req, { timing, context, settle: admission.release }, (signal, onEvent) => mergeAnswers({ ...merge, signal, onEvent }));
  });
});

export const config: Config = { path: '/api/ai/chat/merge' };
