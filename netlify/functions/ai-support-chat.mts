import type { Config } from '@netlify/functions';
import { SupportChatRequestSchema, type SupportChatResponse, type SupportStreamEvent } from '#domain/support/contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { clientIp } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { chargeFor, PLATFORM_ONLY } from '../lib/quotas.ts';
import { sseResponse, wantsEventStream } from '../lib/sse.ts';
import { openConversation, recordSupportTurn } from '../lib/support/conversation.ts';
import { recordDoNotKnow } from '../lib/support/feedback.ts';
import { enforceSupportIpLimit, enforceSupportSessionLimit } from '../lib/support/limits.ts';
import { replyToSupport, type SupportReply } from '../lib/support/reply.ts';

// Mr. Support (docs/api.md): open to visitors. Limited per address and per
// conversation; a signed-in user also spends the daily support quota. The server
// holds the conversation (its id comes back with every answer) and answers from
// the user guide, as JSON or streamed (Accept: text/event-stream).
export default endpoint(['POST'], async (req, context, timing) => {
  const user = req.headers.has('authorization') ? await timing.time('auth', authenticate(req)) : null;
  await enforceSupportIpLimit(clientIp(req, context));
  const { question, session_id } = await parseBody(req, SupportChatRequestSchema);
  const conversation = await openConversation(session_id, user?.id ?? null);
  enforceSupportSessionLimit(conversation);
  if (user) await chargeFor(PLATFORM_ONLY, user.id, 'support', (await loadProfile(user.id)).subscription_status);

  const answer = async (onDelta: (text: string) => void, signal: AbortSignal): Promise<SupportChatResponse> => {
    let reply: SupportReply;
    try {
      reply = await replyToSupport(question, conversation.history, onDelta, signal);
    } catch (error) {
      // A failed or stopped answer stores the question alone: it still counts toward
      // the conversation's limit, and the model never sees it (it has no answer).
      await recordSupportTurn(conversation, question, null);
      throw error;
    }
    const messageId = await recordSupportTurn(conversation, question, reply.response);
    // A do-not-know answer is a coverage gap of the admin inbox.
    if (messageId && reply.mode === 'unknown') await recordDoNotKnow(conversation.id, messageId, question, reply.response);
    return { success: true, session_id: conversation.id, ...reply, ...(messageId ? { message_id: messageId } : {}) };
  };
  if (!wantsEventStream(req)) return json(await answer(() => {}, req.signal));
  return sseResponse<SupportChatResponse, SupportStreamEvent>(
    (send, signal) => answer((text) => send({ event: 'delta', data: { text } }), signal),
    req.signal,
  );
});

export const config: Config = { path: '/api/ai/support/chat' };
