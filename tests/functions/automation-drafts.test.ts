// The automation page's autosaved drafts through the real endpoint: saved whole, read back,
// discarded; each user's drafts are their own; bodies and slots are validated with
// a { detail } answer; every request counts against the drafts rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as drafts from '../../netlify/functions/automation-drafts.mts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Body = Record<string, unknown> & { detail?: string; draft?: Record<string, unknown> | null };

let stack: FunctionTestStack;
beforeAll(async () => {
  stack = await startFunctionTestStack([drafts]);
});
afterAll(() => stack?.stop());

const call = (method: string, path: string, user: User | null, body?: unknown) => stack.callJson<Body>(method, path, user, body);
const draft = { template: 'blog', settings: { fields: { topic: 'Sourdough' }, topics: ['Sourdough'] }, content: '# Sourdough\n\nHalf' };

describe('content drafts endpoint', () => {
  it('keeps a draft per slot: saved whole, read back, replaced, discarded', async () => {
    const user = await stack.createUser();
    expect((await call('GET', '/api/automation/drafts/blog', user)).body).toEqual({ draft: null });

    const saved = await call('PUT', '/api/automation/drafts/blog', user, { ...draft, incomplete: true });
    expect(saved.status).toBe(200);
    expect(saved.body.draft).toMatchObject({ slot: 'blog', template: 'blog', content: '# Sourdough\n\nHalf', incomplete: true });

    const itemSlot = `item-${crypto.randomUUID()}`;
    await call('PUT', `/api/automation/drafts/${itemSlot}`, user, { ...draft, template: 'social', content: 'Other' });
    await call('PUT', '/api/automation/drafts/blog', user, { ...draft, content: 'Whole' });
    const read = await call('GET', '/api/automation/drafts/blog', user);
    expect(read.body.draft).toMatchObject({ content: 'Whole', incomplete: false, settings: draft.settings });
    expect((await call('GET', `/api/automation/drafts/${itemSlot}`, user)).body.draft).toMatchObject({ template: 'social' });

    expect((await call('DELETE', '/api/automation/drafts/blog', user)).body).toEqual({ draft: null });
    expect((await call('GET', '/api/automation/drafts/blog', user)).body).toEqual({ draft: null });
    expect((await call('GET', `/api/automation/drafts/${itemSlot}`, user)).body.draft).toMatchObject({ content: 'Other' });
  });

  it("keeps each user's draft to them, and asks for a session", async () => {
    const [alice, bob] = [await stack.createUser(), await stack.createUser()];
    await call('PUT', '/api/automation/drafts/youtube', alice, { ...draft, template: 'youtube', content: 'Alice only' });
    expect((await call('GET', '/api/automation/drafts/youtube', bob)).body).toEqual({ draft: null });
    await call('DELETE', '/api/automation/drafts/youtube', bob);
    await call('PUT', '/api/automation/drafts/youtube', bob, { ...draft, template: 'youtube', content: 'Bob' });
    expect((await call('GET', '/api/automation/drafts/youtube', alice)).body.draft).toMatchObject({ content: 'Alice only' });
    const anonymous = await call('GET', '/api/automation/drafts/youtube', null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toMatch(/sign in/i);
  });

  it('refuses a bad slot or body with a readable detail', async () => {
    const user = await stack.createUser();
    const badSlot = await call('GET', '/api/automation/drafts/podcast', user);
    expect(badSlot.status).toBe(400);
    expect(badSlot.body.detail).toMatch(/^The draft slot must be a template/);
    const badTemplate = await call('PUT', '/api/automation/drafts/blog', user, { ...draft, template: 'podcast' });
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.detail).toBe('template: The template must be blog, youtube or social.');
    const tooLong = await call('PUT', '/api/automation/drafts/blog', user, { ...draft, content: 'x'.repeat(100_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe('content: The content must be at most 100000 characters.');
    const notObject = await call('PUT', '/api/automation/drafts/blog', user, { ...draft, settings: ['a'] });
    expect(notObject.body.detail).toBe('settings: The settings must be an object.');
    expect((await call('GET', '/api/automation/drafts/blog', user)).body).toEqual({ draft: null });
  });

  it('counts every draft request against the per-minute rate', async () => {
    process.env.RATE_PER_MINUTE_DRAFTS = '2';
    try {
      const user = await stack.createUser();
      expect((await call('GET', '/api/automation/drafts/blog', user)).status).toBe(200);
      expect((await call('GET', '/api/automation/drafts/podcast', user)).status).toBe(400);
      const limited = await call('PUT', '/api/automation/drafts/blog', user, draft);
      expect(limited.status).toBe(429);
      expect(limited.body.detail).toMatch(/^Too many draft saves: the limit is 2 per minute\. Please wait \d+ seconds? and try again\.$/);
    } finally {
      delete process.env.RATE_PER_MINUTE_DRAFTS;
    }
  });
});
