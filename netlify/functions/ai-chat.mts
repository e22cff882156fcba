import type { Config } from '@netlify/functions';
import { ChatRequestSchema } from '#domain/chat-contract.ts';
import { chatCatalogueStatus, NO_USER_KEYS } from '../lib/ai/model-routing.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { admitChat } from '../lib/chat/admit.ts';
import { answerChatTurn, chatPlanFor } from '../lib/chat/turn.ts';
import { RequestGate } from '../lib/gate.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceIpRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { loadUserChatKeys } from '../lib/settings/providers.ts';
import { answerAs } from '../lib/sse.ts';

// POST: one chat turn, or one model of a saved turn asked again (JSON, or server-sent events with Accept: text/event-stream).
// GET: which catalogue models the server can answer with, and whether it is in demo mode.
export default endpoint(['GET', 'POST'], async (req, context, timing) => {
  if (req.method === 'GET') {
    await enforceIpRate(req, context);
    // Signed in: the caller's catalogue, with their own keys and custom providers, and the plan of their tier.
    if (!req.headers.has('authorization')) return json(chatCatalogueStatus(NO_USER_KEYS, chatPlanFor('premium', NO_USER_KEYS)));
    const caller = await authenticate(req);
    const [userKeys, profile] = await Promise.all([loadUserChatKeys(caller.id), loadProfile(caller.id)]);
    return json(chatCatalogueStatus(userKeys, chatPlanFor(profile.subscription_status === 'paid' ? 'premium' : 'free', userKeys)));
  }

  const user = await timing.time('auth', authenticate(req));
  const gate = new RequestGate(user.id, 'ai');
  return gate.guard(async () => {
    const body = await parseBody(req, ChatRequestSchema);
    requireCallerUserId(user, body.user_id);
    // The gate (rate, in-flight slot, quota, tier), the session's history (with the user's keys, which decide who pays)
    // and the best passages of the files attached to the chat, in one round trip.
    const { ask, admission, passages } = await admitChat(gate, user.id, body, timing);
    const tier = admission.tier === 'paid' ? 'premium' : 'free';
    const asked = ask(tier);
    const turn = { ...asked, charge: admission.charge, tier, slot: admission, passages } as const;
    return answerAs(req, { timing, context, settle: admission.release }, (signal, onEvent, later) =>
      answerChatTurn({ ...turn, signal, onEvent, defer: later }),
    );
  });
});

export const config: Config = { path: '/api/ai/chat' };
