// POST /api/ai/automation/generate over real HTTP, against fake providers that write
// the way a model following the automation page's prompts would (tests/fixtures/automation-responder.ts):
// the automation page's own planning, parallel writing, assembling, fitting, streaming,
// quota and demo are what is checked. Order and concurrency are proven by events (when
// each request reached the fake and ended, calls held until all of them arrived),
// never by durations, which prove nothing on a busy machine.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as generateFunction from '../../netlify/functions/ai-automation-generate.mts';
import type { GeneratedPiece, GenerateResponse, AutomationStreamEvent } from '../../src/domain/automation/contract.ts';
import { parseAutomationEvent } from '../../src/domain/automation/stream.ts';
import { createSseParser } from '../../src/domain/sse.ts';
import type { RecordedRequest } from '../fixtures/fake-llm.ts';
import { gate, gather } from '../fixtures/gate.ts';
import {
  createAutomationResponder,
  SLOW_MODEL_MARKER,
  type AutomationCall,
  type AutomationResponder,
  type AutomationResponderOptions,
} from '../fixtures/automation-responder.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';

const PATH = '/api/ai/automation/generate';
type User = { id: string; accessToken: string };

let stack: ChatTestStack;
let writer: AutomationResponder;

beforeAll(async () => {
  stack = await startChatTestStack([generateFunction]);
});
afterAll(async () => {
  await stack?.stop();
});

function useWriter(options: AutomationResponderOptions = {}): AutomationResponder {
  writer = createAutomationResponder(options);
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(writer);
  return writer;
}

beforeEach(() => {
  stack.configureProviders();
  useWriter();
});

function generate(user: User, body: Record<string, unknown>, options: { stream?: boolean; signal?: AbortSignal } = {}) {
  return stack.call(PATH, {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json', ...(options.stream ? { accept: 'text/event-stream' } : {}) },
    body: JSON.stringify({ user_id: user.id, is_paid_user: false, ...body }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

async function generated(user: User, body: Record<string, unknown>): Promise<{ body: GenerateResponse }> {
  const response = await generate(user, body);
  const json = (await response.json()) as GenerateResponse;
  expect(response.status, JSON.stringify(json)).toBe(200);
  return { body: json };
}

/** The request the fake received for each of these calls (all providers), in the calls' order. */
function requestsOf(calls: readonly AutomationCall[]): RecordedRequest[] {
  const all = [...stack.openai.requests, ...stack.anthropic.requests, ...stack.gemini.requests];
  return calls.map((call) => {
    const found = all.filter((request) => request.model === call.model && request.messages.at(-1)?.content === call.prompt);
    expect(found, call.prompt.slice(0, 80)).toHaveLength(1);
    return found[0]!;
  });
}

/** Every event of an automation stream, each read by the page's own parser: one it would not accept fails the test. */
async function readAutomationEvents(response: Response): Promise<AutomationStreamEvent[]> {
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return createSseParser()(await response.text()).map((message) => {
    const event = parseAutomationEvent(message);
    if (!event) throw new Error(`Not an automation stream event: ${message.event} ${message.data}`);
    return event;
  });
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const headings = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3));
const detailOf = async (response: Response) => ((await response.json()) as { detail: string }).detail;

describe('POST /api/ai/automation/generate: contract', () => {
  it('answers 401 signed out, 403 for another user_id, 400 with a detail for each bad field, and asks no model', async () => {
    const user = await stack.createUser();
    const signedOut = await stack.call(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ template_type: 'blog', topic: 'x' }),
    });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ detail: expect.any(String) });

    const other = await stack.createUser();
    const mismatch = await generate(user, { template_type: 'blog', topic: 'x', user_id: other.id });
    expect(mismatch.status).toBe(403);
    expect(await mismatch.json()).toEqual({ detail: 'user_id does not match the signed-in user.' });

    const bad: [Record<string, unknown>, string][] = [
      [{ template_type: 'podcast', topic: 'x' }, 'template_type must be blog, youtube or social.'],
      [{ template_type: 'blog', topic: '   ' }, 'Please enter a topic.'],
      [{ template_type: 'blog', topic: 'x'.repeat(501) }, 'The topic must be at most 500 characters.'],
      [{ template_type: 'blog', topic: 'x', keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }, 'At most 20 keywords.'],
      [{ template_type: 'blog', topic: 'x', topics: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'At most 5 topics.'],
      [{ template_type: 'blog', topic: 'x', word_count: 'huge' }, 'word_count must be short, medium or long.'],
    ];
    for (const [body, reason] of bad) {
      const response = await generate(user, body);
      expect(response.status, reason).toBe(400);
      const json = (await response.json()) as { detail: unknown };
      expect(Object.keys(json)).toEqual(['detail']);
      expect(typeof json.detail).toBe('string');
      expect(json.detail).toContain(reason);
    }
    expect(writer.calls).toHaveLength(0);
  });

  it('blog short: one call to the platform text model with the length, keywords and persona tone', async () => {
    const user = await stack.createUser();
    const before = {
      openai: stack.openai.requests.length,
      anthropic: stack.anthropic.requests.length,
      gemini: stack.gemini.requests.length,
    };
    const topic = 'How small bakeries can win local customers';
    const { body } = await generated(user, {
      template_type: 'blog',
      topic,
      word_count: 'short',
      keywords: ['sourdough', 'local bakery'],
      tone: 'authoritative',
    });

    expect(writer.calls.map((call) => call.kind)).toEqual(['single']);
    const [call] = stack.openai.requests.slice(before.openai);
    expect(stack.openai.requests.length - before.openai).toBe(1);
    expect(stack.anthropic.requests.length).toBe(before.anthropic);
    expect(stack.gemini.requests.length).toBe(before.gemini);
    expect(call!.model).toBe('gpt-4o-mini');
    expect(call!.stream).toBe(true);
    const prompt = call!.messages.at(-1)!.content;
    expect(prompt).toContain(`Write a blog post about: ${topic}`);
    expect(prompt).toContain('Length: 300-500 words');
    expect(prompt).toContain('Work these keywords in naturally: sourdough, local bakery.');
    expect(call!.system).toContain('Write in an authoritative voice.');

    expect(body).toEqual({
      success: true,
      content: body.content,
      model_used: 'gpt-4o-mini (OpenAI)',
      pieces: [{ topic, content: body.content }],
      demo: false,
    });
    expect(wordCount(body.content)).toBeGreaterThanOrEqual(300);
    expect(wordCount(body.content)).toBeLessThanOrEqual(500);
  });

  it('blog long: one outline call, then six sections written in parallel, assembled under the title (a long post really is long)', async () => {
    // Each section is held until all six have arrived: only sections that wait for no other all get there.
    const sectionsMeet = gather(6);
    useWriter({ replyFor: { section: () => ({ hold: sectionsMeet.arrive() }) } });
    const user = await stack.createUser();
    const topic = 'Sourdough for beginners';
    const { body } = await generated(user, { template_type: 'blog', topic, word_count: 'long' });

    const outline = writer.calls.filter((call) => call.kind === 'outline');
    const sections = writer.calls.filter((call) => call.kind === 'section');
    expect(outline).toHaveLength(1);
    expect(sections).toHaveLength(6);
    expect(writer.calls).toHaveLength(7);
    expect(outline[0]!.prompt).toContain('exactly 6 sections headings');
    const outlineRequest = stack.openai.requests.find((request) => request.messages.at(-1)?.content === outline[0]!.prompt)!;
    expect(outlineRequest.json).toBe(true);
    expect(outlineRequest.stream).toBe(false);

    // The sections start once the outline is done, and all six were in flight at once.
    const sectionRequests = requestsOf(sections);
    expect(Math.min(...sectionRequests.map((request) => request.arrived))).toBeGreaterThan(outlineRequest.ended!);
    expect(sectionsMeet.peak).toBe(6);
    expect(sectionRequests.every((request) => !request.aborted)).toBe(true);

    const plan = JSON.parse(outline[0]!.answer) as { title: string; sections: string[] };
    expect(body.content.startsWith(`# ${plan.title}\n\n## `)).toBe(true);
    expect(headings(body.content)).toEqual(plan.sections);
    expect(sections.map((call) => call.heading).sort()).toEqual([...plan.sections].sort());
    expect(wordCount(body.content)).toBeGreaterThanOrEqual(1500);
    expect(wordCount(body.content)).toBeLessThanOrEqual(2500);
  });

  it('youtube medium: style, audience and one length, 10-15 minutes, in the prompt; an outline, then four chapters', async () => {
    const user = await stack.createUser();
    const fields = { style: 'Tutorial', audience: 'first-time café owners' };
    const { body } = await generated(user, {
      template_type: 'youtube',
      topic: 'Five pricing mistakes new cafés make',
      word_count: 'medium',
      fields,
    });

    expect(writer.calls.map((call) => call.kind).sort()).toEqual(['outline', 'section', 'section', 'section', 'section']);
    for (const call of writer.calls) {
      expect(call.prompt).toContain('Write a YouTube video script about: Five pricing mistakes new cafés make');
      expect(call.prompt).toContain('Length: 10-15 minutes of video');
      expect(call.prompt.match(/\bmin(ute)?s?\b/gi)).toEqual(['minutes']);
      expect(call.prompt).toContain('Style: Tutorial.');
      expect(call.prompt).toContain('Audience: first-time café owners.');
      expect(call.system).toContain('YouTube scriptwriter');
    }
    expect(writer.calls.find((call) => call.kind === 'outline')!.prompt).toContain('exactly 4 chapters headings');
    expect(body.content).toMatch(/^# /);
    expect(headings(body.content)).toHaveLength(4);
    expect(wordCount(body.content)).toBeGreaterThanOrEqual(1400);
    expect(wordCount(body.content)).toBeLessThanOrEqual(2100 + 50);
  });

  it('social: a post the model wrote too long is cut to the platform (Twitter/X 280 even when long, LinkedIn long 1000)', async () => {
    const user = await stack.createUser();
    for (const [platform, limit] of [
      ['Twitter/X', 280],
      ['LinkedIn', 1000],
    ] as const) {
      useWriter();
      const { body } = await generated(user, {
        template_type: 'social',
        topic: 'Our new seasonal menu',
        word_count: 'long',
        fields: { platform, callToAction: 'Book a table today' },
      });
      expect(writer.calls.map((call) => call.kind)).toEqual(['social']);
      const [call] = writer.calls;
      expect(call!.prompt).toContain(`never more than ${limit} characters`);
      expect(call!.prompt).toContain('End with this call to action: Book a table today.');
      expect([...call!.answer].length).toBeGreaterThan(limit);
      const length = [...body.content].length;
      expect(length, platform).toBeLessThanOrEqual(limit);
      expect(length, platform).toBeGreaterThan(limit * 0.6);
      expect(call!.answer.startsWith(body.content.replace(/…$/, ''))).toBe(true);
      expect(body.content).toMatch(/[.!?…]$/);
    }
  });

  it('a custom persona reaches the system prompt of every call', async () => {
    const user = await stack.createUser();
    const persona = 'A retired head chef who explains things simply and with humour';
    await generated(user, { template_type: 'blog', topic: 'Knife skills at home', word_count: 'medium', tone: persona });
    expect(writer.calls).toHaveLength(5);
    for (const call of writer.calls) expect(call.system).toContain(`Write as this persona: ${persona}`);
  });
});

describe('POST /api/ai/automation/generate: real-time search data', () => {
  const results = [
    {
      title: 'Sourdough guide [2026]',
      source: 'bakers.example',
      snippet: 'Feed the starter daily.',
      url: 'https://www.bakers.example/guide',
    },
    { title: 'Starter science', source: 'science.example', snippet: '70% hydration works well.', url: 'https://science.example/starter' },
  ];
  const live = {
    source: 'live',
    relatedQuestions: ['How often do I feed a starter?'],
    topResults: results,
    statistics: ['70% hydration works well. (science.example)'],
  };

  it('blog with live results: every call is given the URLs and asked to cite them; the post ends with its Sources', async () => {
    const user = await stack.createUser();
    const { body } = await generated(user, { template_type: 'blog', topic: 'Sourdough starters', word_count: 'medium', search: live });
    expect(writer.calls).toHaveLength(5);
    for (const call of writer.calls) {
      expect(call.prompt).toContain('cite it inline as a Markdown link to its URL');
      expect(call.prompt).toContain('- Sourdough guide [2026] (https://www.bakers.example/guide): Feed the starter daily.');
      expect(call.prompt).toContain('Figures:\n- 70% hydration works well. (science.example)');
    }
    expect(
      body.content.endsWith(
        '## Sources\n\n1. [Sourdough guide 2026](https://www.bakers.example/guide) (bakers.example)\n2. [Starter science](https://science.example/starter) (science.example)',
      ),
    ).toBe(true);
  });

  it('a social post with live results names its source but gets no Sources list (it must fit the platform)', async () => {
    const user = await stack.createUser();
    const { body } = await generated(user, {
      template_type: 'social',
      topic: 'Our starter workshop',
      word_count: 'short',
      fields: { platform: 'Twitter/X' },
      search: live,
    });
    expect(writer.calls[0]!.prompt).toContain('name the source when you rely on a result');
    expect(body.content).not.toContain('## Sources');
    expect([...body.content].length).toBeLessThanOrEqual(280);
  });

  it('sample search data is marked as such, never to be cited, and gets no Sources list', async () => {
    const user = await stack.createUser();
    const { body } = await generated(user, {
      template_type: 'blog',
      topic: 'Sourdough starters',
      word_count: 'short',
      search: { ...live, source: 'sample' },
    });
    expect(writer.calls[0]!.prompt).toContain(
      'Sample search data for this topic (illustrative only: do not present these figures as facts or cite them):',
    );
    expect(writer.calls[0]!.prompt).not.toContain('Markdown link');
    expect(body.content).not.toContain('## Sources');
  });

  it('refuses a result URL that is not a web address (400), asking no model', async () => {
    const user = await stack.createUser();
    const bad = { ...live, topResults: [{ ...results[0], url: 'javascript:alert(1)' }] };
    const response = await generate(user, { template_type: 'blog', topic: 'x', search: bad });
    expect(response.status).toBe(400);
    expect(writer.calls).toHaveLength(0);
  });
});

describe('POST /api/ai/automation/generate: separate topics and slow models', () => {
  it('writes one piece per topic, in parallel: the three calls are in flight at once', async () => {
    // Each piece's call is held until all three have arrived: only calls that wait for no other all get there.
    const piecesMeet = gather(3);
    useWriter({ replyFor: { single: () => ({ hold: piecesMeet.arrive() }) } });
    const user = await stack.createUser({ paid: true });
    const topics = ['Sourdough starters', 'Croissant lamination', 'Coffee pairings'];
    const separate = { template_type: 'blog', topic: topics[0], topics, word_count: 'short' };
    const three = await generated(user, separate);
    expect(three.body.pieces.map((piece: GeneratedPiece) => piece.topic)).toEqual(topics);
    expect(three.body.content).toBe(three.body.pieces.map((piece) => piece.content).join('\n\n---\n\n'));
    for (const [index, piece] of three.body.pieces.entries()) {
      expect(piece.content.startsWith(`# ${topics[index]}\n\n`)).toBe(true);
      expect(wordCount(piece.content)).toBeGreaterThanOrEqual(300);
      expect(wordCount(piece.content)).toBeLessThanOrEqual(500);
    }
    expect(writer.calls.map((call) => call.kind)).toEqual(['single', 'single', 'single']);
    expect(new Set(writer.calls.map((call) => call.prompt.split('\n')[0]))).toEqual(
      new Set(topics.map((topic) => `Write a blog post about: ${topic}`)),
    );
    expect(piecesMeet.peak).toBe(3);
    expect(requestsOf(writer.calls).every((request) => !request.aborted)).toBe(true);
  });

  it('a slow model still finishes a long blog in an outline and one round of sections, none cut off', async () => {
    const slowMs = 1_500;
    const sectionsMeet = gather(6);
    useWriter({ slowMs, replyFor: { section: () => ({ hold: sectionsMeet.arrive() }) } });
    const user = await stack.createUser();
    const { body } = await generated(user, { template_type: 'blog', topic: `Bread at home (${SLOW_MODEL_MARKER})`, word_count: 'long' });
    expect(writer.calls.every((call) => call.durationMs === slowMs)).toBe(true);
    expect(writer.calls).toHaveLength(7);
    expect(headings(body.content)).toHaveLength(6);
    // Two stages, not seven: the outline, then all six sections at once, after it.
    const [outline] = requestsOf(writer.calls.filter((call) => call.kind === 'outline'));
    const sections = requestsOf(writer.calls.filter((call) => call.kind === 'section'));
    expect(Math.min(...sections.map((request) => request.arrived))).toBeGreaterThan(outline!.ended!);
    expect(sectionsMeet.peak).toBe(6);
    // Slow calls are waited for (the automation page's own limits are far longer), none cut off.
    expect([outline!, ...sections].every((request) => !request.aborted && request.ended !== undefined)).toBe(true);
  });
});

describe('POST /api/ai/automation/generate: streaming', () => {
  it('streams piece, outline, tagged deltas, piece_done and the JSON contract as the final event', async () => {
    const user = await stack.createUser();
    const events = await readAutomationEvents(
      await generate(user, { template_type: 'blog', topic: 'Market stall tips', word_count: 'medium' }, { stream: true }),
    );

    expect(events[0]).toEqual({ event: 'piece', data: { piece: 0, topic: 'Market stall tips' } });
    const outline = events.filter((event) => event.event === 'outline');
    expect(outline).toHaveLength(1);
    const sections = (outline[0]!.data as { sections: string[] }).sections;
    expect(sections).toHaveLength(4);
    const deltas = events.flatMap((event) => (event.event === 'delta' ? [event.data] : []));
    expect(deltas.length).toBeGreaterThan(4);
    expect(deltas.every((delta) => delta.piece === 0)).toBe(true);
    expect(new Set(deltas.map((delta) => delta.section))).toEqual(new Set([0, 1, 2, 3]));
    expect(events.findIndex((event) => event.event === 'outline')).toBeLessThan(events.findIndex((event) => event.event === 'delta'));

    const final = events.at(-1)!;
    expect(final.event).toBe('final');
    const result = final.data as GenerateResponse;
    expect(result).toMatchObject({ success: true, model_used: 'gpt-4o-mini (OpenAI)', demo: false });
    const done = events.filter((event) => event.event === 'piece_done');
    expect(done).toEqual([{ event: 'piece_done', data: { piece: 0, content: result.content } }]);

    const perSection = sections.map((_, index) =>
      deltas
        .filter((delta) => delta.section === index)
        .map((delta) => delta.text)
        .join('')
        .trim(),
    );
    const [title, ...parts] = result.content.split(/\n\n(?=## )/);
    expect(title).toMatch(/^# \S/);
    expect(parts).toEqual(perSection);
    expect(headings(result.content)).toEqual(sections);
  });

  it('passes the abort of the browser on to every running provider call', async () => {
    // The sections stream their first words, then stall: they cannot end by themselves, only by the abort.
    const never = gate();
    useWriter({ replyFor: { section: () => ({ stall: { afterChunks: 1, until: never.opened } }) } });
    const user = await stack.createUser();
    const controller = new AbortController();
    const topic = 'Stop me halfway';
    const response = await generate(
      user,
      { template_type: 'blog', topic, word_count: 'medium' },
      { stream: true, signal: controller.signal },
    );
    const reader = response.body!.getReader();
    const parse = createSseParser();
    const decoder = new TextDecoder();
    let sawDelta = false;
    while (!sawDelta) {
      const { value, done } = await reader.read();
      if (done) throw new Error('The stream ended before any text arrived.');
      sawDelta = parse(decoder.decode(value, { stream: true })).some((message) => message.event === 'delta');
    }
    const sectionCalls = () =>
      stack.openai.requests.filter((request) => request.messages.at(-1)?.content.includes(topic) && request.stream);
    await expect.poll(() => sectionCalls().length, { timeout: 10_000 }).toBe(4);
    expect(sectionCalls().map((request) => request.aborted)).toEqual([false, false, false, false]);
    controller.abort();
    // The generous wait is only a safety net: a call the abort does not reach stays open for good.
    await expect
      .poll(() => sectionCalls().map((request) => request.aborted), { timeout: 10_000, interval: 20 })
      .toEqual([true, true, true, true]);
  });
});

describe('POST /api/ai/automation/generate: quota', () => {
  const withContentQuota = async (free: number, run: () => Promise<void>) => {
    process.env.QUOTA_FREE_CONTENT = String(free);
    try {
      await run();
    } finally {
      delete process.env.QUOTA_FREE_CONTENT;
    }
  };
  const short = (topic: string) => ({ template_type: 'blog', topic, word_count: 'short' });

  it('counts one unit per piece: the third request of two is refused, as is a three-topic request when two remain', () =>
    withContentQuota(2, async () => {
      const user = await stack.createUser();
      await generated(user, short('first'));
      await generated(user, short('second'));
      const third = await generate(user, short('third'));
      expect(third.status).toBe(429);
      expect(await detailOf(third)).toMatch(
        /^You have used all 2 content generations for today\. Your quota resets at 00:00 UTC \(in .+\)\.$/,
      );
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);

      const other = await stack.createUser();
      const calls = writer.calls.length;
      const tooMany = await generate(other, { ...short('a'), topics: ['a', 'b', 'c'] });
      expect(tooMany.status).toBe(429);
      expect(await detailOf(tooMany)).toContain('You have used all 2 content generations for today.');
      expect(writer.calls.length).toBe(calls);
      // Nothing was taken: two topics still fit.
      const two = await generated(other, { ...short('a'), topics: ['a', 'b'] });
      expect(two.body.pieces).toHaveLength(2);
    }));

  it('gives the unit back when every call fails (502), so the next request still passes', () =>
    withContentQuota(2, async () => {
      const user = await stack.createUser();
      await generated(user, short('first'));
      for (const server of [stack.openai, stack.anthropic, stack.gemini])
        server.setResponder(() => ({ status: 500, errorMessage: 'overloaded' }));
      const failed = await generate(user, short('fails'));
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ detail: 'OpenAI is having trouble right now. Please try again.' });
      useWriter();
      await generated(user, short('second'));
      expect((await generate(user, short('third'))).status).toBe(429);
    }));
});

describe('POST /api/ai/automation/generate: demo mode', () => {
  it('writes labelled sample content of the right length when no provider has a key', async () => {
    stack.clearProviders();
    try {
      const user = await stack.createUser();
      const { body } = await generated(user, short('Window displays'));
      expect(body.content.startsWith('> Demo content:')).toBe(true);
      expect(body).toMatchObject({ success: true, model_used: 'Demo writer (offline)', demo: true });
      expect(body.pieces).toEqual([{ topic: 'Window displays', content: body.content }]);

      const long = (await generated(user, { template_type: 'blog', topic: 'Window displays', word_count: 'long' })).body;
      expect(long.content.split('\n')[0]).toMatch(/^> Demo content:/);
      expect(long.content).toContain('\n\n# Window displays: a practical guide\n\n## Introduction');
      expect(headings(long.content)).toHaveLength(6);
      expect(wordCount(long.content)).toBeGreaterThanOrEqual(1500);
      expect(wordCount(long.content)).toBeLessThanOrEqual(2500);
      expect(writer.calls).toHaveLength(0);
    } finally {
      stack.configureProviders();
    }
  });

  function short(topic: string) {
    return { template_type: 'blog', topic, word_count: 'short' };
  }
});
