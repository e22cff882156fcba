import type { Config } from '@netlify/functions';
import { SupportChatRequestSchema, type SupportChatResponse, type SupportStreamEvent } from '#domain/support/contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { clientIp } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { consumeQuota } from '../lib/quotas.ts';
import { sseResponse, wantsEventStream } from '../lib/sse.ts';
import { enforceSupportIpLimit, enforceSupportSessionLimit } from '../lib/support/limits.ts';
import { replyToSupport } from '../lib/support/reply.ts';

// Mr. Support (docs/api.md): open to visitors. Limited per address and per
// conversation; a signed-in user also spends the daily support quota. Answers from
// the user guide, as JSON or streamed (Accept: text/event-stream).
export default endpoint(['POST'], async (req, context) => {
  const user = req.headers.has('authorization') ? await authenticate(req) : null;
  await enforceSupportIpLimit(clientIp(req, context));
  const { question, session_id, history } = await parseBody(req, SupportChatRequestSchema);
  await enforceSupportSessionLimit(session_id);
  if (user) await consumeQuota(user.id, 'support', (await loadProfile(user.id)).subscription_status);

  if (!wantsEventStream(req)) {
    const reply = await replyToSupport(question, history, () => {}, req.signal);
    return json({ success: true, ...reply } satisfies SupportChatResponse);
  }
  return sseResponse<SupportChatResponse, SupportStreamEvent>(
    async (send, signal) => ({ success: true, ...(await replyToSupport(question, history, (text) => send({ event: 'delta', data: { text } }), signal)) }),
    req.signal,
  );
});

export const config: Config = { path: '/api/ai/support/chat' };
