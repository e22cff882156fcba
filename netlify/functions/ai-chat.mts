import type { Config } from '@netlify/functions';
import { ChatRequestSchema } from '#domain/chat-contract.ts';
import { chatCatalogueStatus } from '../lib/ai/model-routing.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { answerChatTurn, chatAskFor } from '../lib/chat/turn.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceIpRate, enforceRate, withInflight } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { loadUserChatKeys } from '../lib/settings/providers.ts';
import { consumeQuota, uncharged } from '../lib/quotas.ts';
import { sseResponse, wantsEventStream } from '../lib/sse.ts';

// POST: one chat turn, or one model of a saved turn asked again (JSON, or server-sent events with Accept: text/event-stream).
// GET: which catalogue models the server can answer with, and whether it is in demo mode.
export default endpoint(['GET', 'POST'], async (req, context) => {
  if (req.method === 'GET') {
    await enforceIpRate(req, context);
    // Signed in: the caller's catalogue, with their own keys and custom providers.
    if (!req.headers.has('authorization')) return json(chatCatalogueStatus());
    const caller = await authenticate(req);
    return json(chatCatalogueStatus(await loadUserChatKeys(caller.id)));
  }

  const user = await authenticate(req);
  // The rate check runs while the body is read; every refusal still comes before any model is asked.
  const rate = enforceRate('ai', user.id);
  rate.catch(() => {}); // awaited below; a 400 for the body may come first
  const body = await parseBody(req, ChatRequestSchema);
  requireCallerUserId(user, body.user_id);
  const [, profile, asking] = await Promise.all([rate, loadProfile(user.id), chatAskFor(user.id, body)]);
  const tier = profile.subscription_status === 'paid' ? 'premium' : 'free';
  const ask = asking.ask(tier);

  // The in-flight slot is taken before the quota, so a refused request costs nothing.
  return withInflight(user.id, async () => {
    // Answers paid by the user's own keys only do not count against the platform's daily quota.
    const ownKeysOnly = ask.targets.every((target) => target.keySource === 'user' || target.keySource === 'none');
    const charge = ownKeysOnly ? uncharged(user.id, 'chat') : await consumeQuota(user.id, 'chat', profile.subscription_status);
    const turn = { ...ask, charge, tier } as const;
    if (wantsEventStream(req)) {
      return sseResponse((send, signal) => answerChatTurn({ ...turn, signal, onEvent: send }), req.signal);
    }
    return json(await answerChatTurn({ ...turn, signal: req.signal }));
  });
});

export const config: Config = { path: '/api/ai/chat' };
