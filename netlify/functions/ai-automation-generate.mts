import type { Config } from '@netlify/functions';
import { GenerateRequestSchema, type StudioStreamEvent } from '#domain/studio/contract.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { pieceTopics } from '../lib/automation/generate.ts';
import { runStudio, studioTarget } from '../lib/automation/run.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate, withInflight } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { consumeQuota, uncharged } from '../lib/quotas.ts';
import { loadUserChatKeys } from '../lib/settings/providers.ts';
import { sseResponse, wantsEventStream } from '../lib/sse.ts';

// The Content Automation Studio (docs/api.md): a blog post, video script or social
// post, as JSON or streamed (Accept: text/event-stream). Each piece counts once
// against the daily content quota, unless the user's own key writes it.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  const rate = enforceRate('ai', user.id);
  rate.catch(() => {}); // awaited below; a 400 for the body may come first
  const request = await parseBody(req, GenerateRequestSchema);
  requireCallerUserId(user, request.user_id);
  const [, profile, userKeys] = await Promise.all([rate, loadProfile(user.id), loadUserChatKeys(user.id)]);
  const target = studioTarget(userKeys);

  return withInflight(user.id, async () => {
    const pieces = pieceTopics(request).length;
    const charge = target.keySource === 'user' ? uncharged(user.id, 'content') : await consumeQuota(user.id, 'content', profile.subscription_status, pieces);
    const job = { request, target, charge } as const;
    if (wantsEventStream(req)) {
      return sseResponse<unknown, StudioStreamEvent>((send, signal) => runStudio({ ...job, signal, onEvent: send }), req.signal);
    }
    return json(await runStudio({ ...job, signal: req.signal }));
  });
});

export const config: Config = { path: '/api/ai/automation/generate' };
