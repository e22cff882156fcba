// GET /api/ai/automation/quota and what it reports, over real HTTP against the local
// stack: the automation page's "N of M generations left today" follows the quota that
// generating really takes, and output of the offline demo writer takes none.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as generateFunction from '../../netlify/functions/ai-automation-generate.mts';
import * as quotaFunction from '../../netlify/functions/ai-automation-quota.mts';
import type { AutomationQuota } from '../../src/domain/automation/quota.ts';
import { createAutomationResponder } from '../fixtures/automation-responder.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';
import { CLEAR_OF_MIDNIGHT_TIMEOUT_MS, clearOfMidnight } from './quota-day.ts';

// counts of one day's quota: never across midnight
beforeEach(clearOfMidnight, CLEAR_OF_MIDNIGHT_TIMEOUT_MS);

type User = { id: string; accessToken: string };
let stack: ChatTestStack;

beforeAll(async () => {
  stack = await startChatTestStack([generateFunction, quotaFunction]);
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(() => {
  stack.configureProviders();
  const writer = createAutomationResponder();
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(writer);
  process.env.QUOTA_FREE_CONTENT = '2';
  return () => {
    delete process.env.QUOTA_FREE_CONTENT;
  };
});

async function quota(user: User | null): Promise<{ status: number; body: AutomationQuota & { detail?: string } }> {
  const response = await stack.call('/api/ai/automation/quota', { method: 'GET', ...(user ? { token: user.accessToken } : {}) });
  return { status: response.status, body: (await response.json()) as AutomationQuota & { detail?: string } };
}

function generate(user: User, topic: string) {
  return stack.call('/api/ai/automation/generate', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user.id, is_paid_user: false, template_type: 'blog', topic, word_count: 'short' }),
  });
}

describe('GET /api/ai/automation/quota', () => {
  it('answers 401 with a detail when signed out', async () => {
    const answer = await quota(null);
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBe('Please sign in to continue.');
  });

  it('counts down with each generation the site model writes, PRO with ten times the allowance', async () => {
    const user = await stack.createUser();
    const first = await quota(user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      limit: 2,
      used: 0,
      remaining: 2,
      resets_at: expect.stringMatching(/T00:00:00\.000Z$/),
      writer: 'platform',
      tier: 'free',
    });
    expect(new Date(first.body.resets_at).getTime()).toBeGreaterThan(Date.now());
    expect((await generate(user, 'Sourdough')).status).toBe(200);
    expect((await quota(user)).body).toMatchObject({ used: 1, remaining: 1 });
    expect((await generate(user, 'Rye')).status).toBe(200);
    expect((await quota(user)).body).toMatchObject({ used: 2, remaining: 0 });
    expect((await generate(user, 'Spelt')).status).toBe(429);
    expect((await quota(user)).body).toMatchObject({ used: 2, remaining: 0 });

    const pro = await stack.createUser({ paid: true });
    expect((await quota(pro)).body).toMatchObject({ limit: 20, remaining: 20, tier: 'paid' });
  });

  it('demo output (no model configured on the site) spends no quota, and says so', async () => {
    stack.clearProviders();
    try {
      const user = await stack.createUser();
      expect((await quota(user)).body).toMatchObject({ writer: 'demo', used: 0, remaining: 2 });
      // More demo pieces than the allowance: every one is written, none is counted.
      for (const topic of ['One', 'Two', 'Three']) {
        const response = await generate(user, topic);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { demo: boolean }).demo).toBe(true);
      }
      expect((await quota(user)).body).toMatchObject({ writer: 'demo', used: 0, remaining: 2 });
      stack.configureProviders();
      expect((await quota(user)).body).toMatchObject({ writer: 'platform', used: 0, remaining: 2 });
    } finally {
      stack.configureProviders();
    }
  });
});
