import type { Config } from '@netlify/functions';
import { MergeRequestSchema } from '#domain/chat-contract.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { answersToMerge, loadOwnTurn, mergeAnswers, mergeTarget } from '../lib/chat/merge.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate, withInflight } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { consumeQuota, uncharged } from '../lib/quotas.ts';
import { loadUserChatKeys } from '../lib/settings/providers.ts';
import { sseResponse, wantsEventStream } from '../lib/sse.ts';

// Merge with AI (premium): the answers of one of the user's saved turns, merged by
// the chosen model. JSON, or server-sent events with Accept: text/event-stream.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('ai', user.id);
  const body = await parseBody(req, MergeRequestSchema);
  requireCallerUserId(user, body.user_id);
  const [profile, userKeys] = await Promise.all([loadProfile(user.id), loadUserChatKeys(user.id)]);
  if (profile.subscription_status !== 'paid') throw new HttpError(403, 'Merge with AI is a PRO feature. Upgrade to use it.');
  const target = mergeTarget(body.model_id, userKeys);
  const turn = await loadOwnTurn(user.id, body.turn_id);
  const answers = answersToMerge(turn, body.model_ids);

  return withInflight(user.id, async () => {
    // A merge by the user's own key takes no daily quota, as a chat question does not.
    const charge = target.keySource === 'user' ? uncharged(user.id, 'chat') : await consumeQuota(user.id, 'chat', profile.subscription_status);
    const merge = { charge, target, mode: body.mode, question: turn.question, answers };
    if (wantsEventStream(req)) {
      return sseResponse((send, signal) => mergeAnswers({ ...merge, signal, onEvent: send }), req.signal);
    }
    return json(await mergeAnswers({ ...merge, signal: req.signal }));
  });
});

export const config: Config = { path: '/api/ai/chat/merge' };
