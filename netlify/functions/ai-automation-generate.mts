import type { Config } from '@netlify/functions';
import { GenerateRequestSchema, type GenerateResponse, type AutomationStreamEvent } from '#domain/automation/contract.ts';
import { authenticate, requireCallerUserId } from '../lib/auth.ts';
import { pieceTopics } from '../lib/automation/generate.ts';
import { runAutomation, automationCounts, automationTarget } from '../lib/automation/run.ts';
import { parseBody } from '../lib/body.ts';
import { RequestGate } from '../lib/gate.ts';
import { endpoint } from '../lib/http.ts';
import { loadUserChatKeys } from '../lib/settings/providers.ts';
import { answerAs } from '../lib/sse.ts';

// The Content Automation Studio (docs/api.md): a blog post, video script or social
// post, as JSON or streamed (Accept: text/event-stream). Each piece counts once
// against the daily content quota when the site's model writes it (automationCounts).
export default endpoint(['POST'], async (req, context, timing) => {
  const user = await timing.time('auth', authenticate(req));
  const gate = new RequestGate(user.id, 'ai');
  return gate.guard(async () => {
    const request = await parseBody(req, GenerateRequestSchema);
    requireCallerUserId(user, request.user_id);
    const target = automationTarget(await timing.time('settings', loadUserChatKeys(user.id)));
    const quota = { kind: 'content', amount: pieceTopics(request).length, charged: automationCounts(target) } as const;
    const { charge, release } = await timing.time('limits', gate.pass({ inflight: true, quota }));
    return answerAs<GenerateResponse, AutomationStreamEvent>(req, { timing, context, settle: release }, (signal, onEvent) =>
      runAutomation({ request, target, charge, signal, onEvent }),
    );
  });
});

export const config: Config = { path: '/api/ai/automation/generate' };
