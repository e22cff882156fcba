// Every AI function says where its time went in a Server-Timing header
// (netlify/lib/server-timing.ts): JSON answers name every step, streams the steps
// before the stream started. Real endpoints, local Supabase, fake providers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as chatFunction from '../../netlify/functions/ai-chat.mts';
import * as mergeFunction from '../../netlify/functions/ai-chat-merge.mts';
import * as generateFunction from '../../netlify/functions/ai-automation-generate.mts';
import * as insightsFunction from '../../netlify/functions/ai-automation-search-insights.mts';
import * as websiteFunction from '../../netlify/functions/ai-website-generate.mts';
import * as rewriteFunction from '../../netlify/functions/website-sites-rewrite.mts';
import * as supportFunction from '../../netlify/functions/ai-support-chat.mts';
import { readEvents, startChatTestStack, type ChatTestStack } from './chat-stack.ts';

let stack: ChatTestStack;
let paid: { id: string; accessToken: string };
beforeAll(async () => {
  stack = await startChatTestStack([
    chatFunction,
    mergeFunction,
    generateFunction,
    insightsFunction,
    websiteFunction,
    rewriteFunction,
    supportFunction,
  ]);
  paid = await stack.createUser({ paid: true });
});
afterAll(() => stack?.stop());

function post(path: string, body: unknown, options: { token?: string | undefined; stream?: boolean } = {}) {
  return stack.call(path, {
    method: 'POST',
    ...(options.token ? { token: options.token } : {}),
    headers: { 'content-type': 'application/json', ...(options.stream ? { accept: 'text/event-stream' } : {}) },
    body: JSON.stringify(body),
  });
}

/** The metric names of a Server-Timing header, each checked to carry a duration. */
function metrics(response: Response): string[] {
  const header = response.headers.get('server-timing') ?? '';
  const entries = header.split(/,\s*/).filter(Boolean);
  for (const entry of entries) expect(entry, header).toMatch(/^[a-z]+(;desc="[^"]*")?;dur=\d+(\.\d)?$/);
  return entries.map((entry) => entry.split(';')[0]!);
}

let sessions = 0;
const chat = (text: string, stream = false) =>
  post('/api/ai/chat', { text, user_id: paid.id, session_id: `timing-${(sessions += 1)}` }, { token: paid.accessToken, stream });

describe('Server-Timing', () => {
  it("chat as JSON: auth, limits (with the history and the attached files' passages, read in the same round trip), provider, store and total", async () => {
    const response = await chat('How long did this take?');
    expect(response.status).toBe(200);
    expect(metrics(response)).toEqual(['auth', 'limits', 'provider', 'store', 'total']);
    expect(response.headers.get('server-timing')).toContain('limits;desc="the gate and what the question is built on"');
  });

  it('a chat stream carries what was known when it started: auth, limits', async () => {
    const response = await chat('Stream it', true);
    expect(metrics(response)).toEqual(['auth', 'limits', 'total']);
    expect((await readEvents(response)).at(-1)).toMatchObject({ event: 'final', data: { success: true } });
  });

  it('a refusal says where the time went too', async () => {
    const response = await post('/api/ai/chat', { text: '', user_id: paid.id, session_id: 'timing-bad' }, { token: paid.accessToken });
    expect(response.status).toBe(400);
    expect(metrics(response)).toEqual(['auth', 'total']);
  });

  it('merge', async () => {
    const turn = (await (await chat('A turn to merge')).json()) as { turn_id: string };
    const response = await post(
      '/api/ai/chat/merge',
      { turn_id: turn.turn_id, mode: 'fuse', model_id: 'claude', user_id: paid.id },
      { token: paid.accessToken },
    );
    expect(response.status).toBe(200);
    expect(metrics(response)).toEqual(['auth', 'history', 'history', 'limits', 'provider', 'store', 'total']);
  });

  it('automation generation', async () => {
    const response = await post(
      '/api/ai/automation/generate',
      { template_type: 'social', topic: 'Our new menu', user_id: paid.id },
      { token: paid.accessToken },
    );
    expect(response.status).toBe(200);
    expect(metrics(response)).toEqual(['auth', 'settings', 'limits', 'provider', 'store', 'total']);
  });

  it('search insights', async () => {
    const response = await post('/api/ai/automation/search-insights', { topic: 'Sourdough' }, { token: paid.accessToken });
    expect(response.status).toBe(200);
    expect(metrics(response)).toEqual(['auth', 'limits', 'provider', 'total']);
  });

  it('website generation', async () => {
    const business = { name: 'Crumb & Co', description: 'A family bakery baking sourdough and pastries every morning.' };
    const body = { description: 'A bakery', industry: 'restaurant', style: 'modern', business, user_id: paid.id };
    const response = await post('/api/ai/website/generate', body, { token: paid.accessToken });
    expect(response.status).toBe(200);
    // The signed-in user's site is kept in My Sites before the answer names it.
    expect(metrics(response)).toEqual(['auth', 'profile', 'limits', 'provider', 'store', 'total']);
  });

  it('a section rewrite: auth, the stored site, limits, provider', async () => {
    const business = { name: 'Crumb & Co', description: 'A family bakery baking sourdough and pastries every morning.' };
    const body = { description: 'A bakery', industry: 'restaurant', style: 'modern', business, user_id: paid.id };
    const site = (await (await post('/api/ai/website/generate', body, { token: paid.accessToken })).json()) as { site_id: string };
    const response = await post(`/api/website/sites/${site.site_id}/rewrite`, { section: 'hero' }, { token: paid.accessToken });
    expect(response.status).toBe(200);
    expect(metrics(response)).toEqual(['auth', 'site', 'limits', 'provider', 'total']);
  });

  it('support chat, signed in and as a visitor', async () => {
    const question = { question: 'How do I add my OpenAI API key?', session_id: `support-${Date.now()}-a` };
    const signedIn = await post('/api/ai/support/chat', question, { token: paid.accessToken });
    expect(signedIn.status).toBe(200);
    expect(metrics(signedIn)).toEqual(expect.arrayContaining(['auth', 'total']));
    const visitor = await post('/api/ai/support/chat', { ...question, session_id: `support-${Date.now()}-b` });
    expect(visitor.status).toBe(200);
    expect(metrics(visitor)).toContain('total');
  });
});
