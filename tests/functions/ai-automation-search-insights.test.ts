import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as searchFunction from '../../netlify/functions/ai-automation-search-insights.mts';
import { SAMPLE_SEARCH_INSIGHTS, type SearchInsights } from '../../src/domain/automation/catalogue.ts';
import { startFakeTavily, TAVILY_ANSWER, TAVILY_TEST_KEY, type FakeTavily } from '../fixtures/fake-tavily.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

// POST /api/ai/automation/search-insights ('Fetch Search Insights'): signed in only;
// with TAVILY_API_KEY one Tavily search (the fake here) read into the automation page's
// shape, without it the labelled static sample. A failed search is a 502 whose
// detail, like the logs, never holds the key.

const ENV_NAMES = ['TAVILY_API_KEY', 'TAVILY_BASE_URL', 'TAVILY_TIMEOUT_MS', 'OUTBOUND_ALLOW_LOCAL'] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

let stack: FunctionTestStack;
let tavily: FakeTavily;
let token: string;
const warnings: string[] = [];
beforeAll(async () => {
  [stack, tavily] = await Promise.all([startFunctionTestStack([searchFunction]), startFakeTavily()]);
  token = (await stack.createUser()).accessToken;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterEach(() => {
  tavily.setMode('ok');
  // Each test sets what it needs: the key and the fake's address, local addresses allowed.
  process.env.TAVILY_API_KEY = TAVILY_TEST_KEY;
  process.env.TAVILY_BASE_URL = tavily.url;
  process.env.OUTBOUND_ALLOW_LOCAL = '1';
  delete process.env.TAVILY_TIMEOUT_MS;
});
afterAll(async () => {
  vi.restoreAllMocks();
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  await Promise.all([stack?.stop(), tavily?.close()]);
});

function configure(env: Partial<Record<(typeof ENV_NAMES)[number], string | undefined>>) {
  for (const name of ENV_NAMES) {
    const value =
      name in env
        ? env[name]
        : { TAVILY_API_KEY: TAVILY_TEST_KEY, TAVILY_BASE_URL: tavily.url, OUTBOUND_ALLOW_LOCAL: '1', TAVILY_TIMEOUT_MS: undefined }[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

async function search(body: unknown, auth: string | null = token) {
  const response = await stack.call('/api/ai/automation/search-insights', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(auth ? { token: auth } : {}),
  });
  return { status: response.status, body: (await response.json()) as { success?: boolean; insights?: SearchInsights; detail?: string } };
}

describe('POST /api/ai/automation/search-insights', () => {
  it('answers 401 signed out and 400 for a missing, blank or too long topic, without searching', async () => {
    configure({});
    const before = tavily.requests.length;
    expect((await search({ topic: 'bakeries' }, null)).status).toBe(401);
    expect(await search({})).toEqual({ status: 400, body: { detail: expect.any(String) } });
    expect(await search({ topic: '   ' })).toEqual({ status: 400, body: { detail: 'topic: Please enter a topic to search for.' } });
    expect(await search({ topic: 'x'.repeat(501) })).toEqual({
      status: 400,
      body: { detail: 'topic: The topic must be at most 500 characters.' },
    });
    expect((await search('{not json')).status).toBe(400);
    expect(tavily.requests.length).toBe(before);
  });

  it('without TAVILY_API_KEY: the static sample, labelled sample, and no search', async () => {
    configure({ TAVILY_API_KEY: undefined });
    const before = tavily.requests.length;
    const answer = await search({ topic: 'bakeries' });
    expect(answer).toEqual({ status: 200, body: { success: true, insights: SAMPLE_SEARCH_INSIGHTS } });
    expect(answer.body.insights?.source).toBe('sample');
    expect(tavily.requests.length).toBe(before);
  });

  it('with the key: one Tavily search for the topic, read into live insights', async () => {
    configure({});
    const before = tavily.requests.length;
    const answer = await search({ topic: '  Bakery marketing  ' });
    expect(answer.status).toBe(200);
    expect(tavily.requests.length).toBe(before + 1);
    const sent = tavily.requests.at(-1)!;
    expect(sent.path).toBe('/search');
    expect(sent.authorization).toBe(`Bearer ${TAVILY_TEST_KEY}`);
    expect(sent.body).toMatchObject({ query: 'Bakery marketing', search_depth: 'basic', max_results: 6 });

    const insights = answer.body.insights!;
    expect(insights.source).toBe('live');
    expect(insights.topic).toBe('Bakery marketing');
    // the malformed result is skipped; hosts lose their www.
    expect(insights.topResults.map((result) => [result.source, result.url])).toEqual([
      ['smallbiz-guides.example', 'https://www.smallbiz-guides.example/guide'],
      ['news.example.org', 'https://news.example.org/2026/local-shops'],
      ['casestudies.example.net', 'https://casestudies.example.net/bakery'],
    ]);
    expect(insights.topResults[0]!.title).toBe('Bakery marketing: a practical guide for 2026');
    expect(insights.topResults[0]!.snippet).toContain('How long does it take to see results?');
    expect(insights.relatedQuestions).toEqual([
      'How long does it take to see results?',
      'Is Bakery marketing worth it for a local shop?',
      'What should you measure first?',
    ]);
    expect(insights.statistics).toEqual([
      TAVILY_ANSWER,
      'About 64% of small firms now publish weekly. (smallbiz-guides.example)',
      'A survey of 1,200 shops found that those with a plan spent 30% less on ads. (news.example.org)',
    ]);
  });

  it('a search that finds nothing answers empty live insights', async () => {
    configure({});
    tavily.setMode('empty');
    const answer = await search({ topic: 'zzzz' });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, insights: { source: 'live', topic: 'zzzz', topResults: [], relatedQuestions: [], statistics: [] } },
    });
  });

  it.each([
    ['unauthorized', 'Real-time search is not available right now.'],
    ['usage-limit', 'Real-time search has reached its usage limit for now.'],
    ['status500', 'Real-time search is not available right now.'],
    ['not-json', 'The search service answered in an unexpected shape.'],
  ] as const)('a Tavily answer of %s is a 502 with a clear reason and no key', async (mode, reason) => {
    configure({});
    tavily.setMode(mode);
    warnings.length = 0;
    const answer = await search({ topic: 'bakeries' });
    expect(answer.status).toBe(502);
    expect(answer.body.detail).toContain(reason);
    expect(JSON.stringify(answer.body)).not.toContain(TAVILY_TEST_KEY);
    expect(warnings.join('\n')).not.toContain(TAVILY_TEST_KEY);
  });

  it('a search slower than TAVILY_TIMEOUT_MS is a 502 in time', async () => {
    configure({ TAVILY_TIMEOUT_MS: '500' });
    // Tavily never answers: only the time limit can end the search (a missing one hangs the test).
    tavily.setMode('hang');
    const before = tavily.requests.length;
    const answer = await search({ topic: 'bakeries' });
    expect(answer.status).toBe(502);
    expect(answer.body.detail).toContain('did not answer in time');
    // The search was dropped, not left hanging.
    expect(tavily.requests.slice(before).map((request) => request.mode)).toEqual(['hang']);
    await expect.poll(() => tavily.requests[before]?.aborted).toBe(true);
  });

  it('in production mode a local TAVILY_BASE_URL is refused by the outbound helper: nothing is sent', async () => {
    configure({ OUTBOUND_ALLOW_LOCAL: undefined });
    const before = tavily.requests.length;
    const answer = await search({ topic: 'bakeries' });
    expect(answer.status).toBe(502);
    expect(tavily.requests.length).toBe(before);
  });
});
