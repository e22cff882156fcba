import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as fetchFunction from '../../netlify/functions/admin-fetch-new-models.mts';
import type { CatalogueModel } from '../../src/domain/model-catalogue.ts';
import {
  KNOWN_IDS,
  NEW_IDS,
  openRouterModels,
  startFakeOpenRouter,
  type FakeOpenRouter,
  type FakeOpenRouterMode,
} from '../fixtures/fake-openrouter.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

// The list read has a 15 s limit by default; OPENROUTER_MODELS_TIMEOUT_MS shortens it
// here so the hanging-list case takes a second, not fifteen.
const LIST_TIMEOUT_MS = 1000;

// GET /api/admin/fetch-new-models ('Fetch Latest Models'): admins only; reads
// OpenRouter's list (a fake here) and stores as pending, and answers, only the
// models the catalogue does not hold yet. A list that cannot be read is a 502.

const ENV_NAMES = ['OPENROUTER_MODELS_URL', 'OPENROUTER_MODELS_TIMEOUT_MS', 'OUTBOUND_ALLOW_LOCAL'] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

let stack: FunctionTestStack;
let openrouter: FakeOpenRouter;
const warnings: string[] = [];
beforeAll(async () => {
  [stack, openrouter] = await Promise.all([startFunctionTestStack([fetchFunction]), startFakeOpenRouter()]);
  process.env.OPENROUTER_MODELS_URL = openrouter.url;
  process.env.OUTBOUND_ALLOW_LOCAL = '1';
  process.env.OPENROUTER_MODELS_TIMEOUT_MS = String(LIST_TIMEOUT_MS);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterAll(async () => {
  vi.restoreAllMocks();
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  await Promise.all([stack?.stop(), openrouter?.close()]);
});

type Row = {
  id: string;
  name: string;
  provider: string;
  type: string;
  input_price_per_1k: number | null;
  output_price_per_1k: number | null;
  context_tokens: number | null;
  speed: string | null;
  description: string;
  released_on: string | null;
  popularity: number | null;
  status: string;
  visibility: string | null;
  source: string;
  route_provider: string | null;
  route_model: string | null;
  reviewed_by: string | null;
};

/** Every catalogue row, by id, as the database holds it. */
async function catalogue(): Promise<Row[]> {
  const { rows } = await stack.supabase.db.query<Row>(
    `select id, name, provider, type, input_price_per_1k::float8 as input_price_per_1k, output_price_per_1k::float8 as output_price_per_1k,
            context_tokens, speed, description, to_char(released_on, 'YYYY-MM-DD') as released_on, popularity, status, visibility, source,
            route_provider, route_model, reviewed_by
       from public.ai_models order by id`,
  );
  return rows;
}

/** Calls the endpoint; every answer, error or not, must carry Cache-Control: no-store. */
async function fetchNew(token?: string, init: RequestInit = {}) {
  const response = await stack.call('/api/admin/fetch-new-models', { ...init, ...(token ? { token } : {}) });
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body: (await response.json()) as { success?: boolean; models?: CatalogueModel[]; detail?: string } };
}

/** review_ai_model as the given user, through the project's REST API like the admin page. */
async function review(token: string, id: string, decision: string) {
  const response = await fetch(`${stack.supabase.url}/rest/v1/rpc/review_ai_model`, {
    method: 'POST',
    headers: { apikey: stack.supabase.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_id: id, p_decision: decision }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

// What the fake's new models become (fetched models have no speed or popularity).
const fetched = { speed: null, popularity: null, status: 'pending', visibility: null, source: 'openrouter' } as const;
const EXPECTED: CatalogueModel[] = [
  {
    id: 'openai/gpt-4.1',
    name: 'GPT-4.1',
    provider: 'OpenAI',
    type: 'paid',
    input_price_per_1k: 0.002,
    output_price_per_1k: 0.008,
    context_tokens: 1047576,
    description: 'GPT-4.1 is a flagship large language model optimized for advanced instruction following.',
    released_on: '2025-04-14',
    ...fetched,
  },
  {
    id: 'anthropic/claude-sonnet-4',
    name: 'Claude Sonnet 4',
    provider: 'Anthropic',
    type: 'paid',
    input_price_per_1k: 0.003,
    output_price_per_1k: 0.015,
    context_tokens: 200000,
    description: 'Claude Sonnet 4 significantly enhances the capabilities of its predecessor.',
    released_on: '2025-05-22',
    ...fetched,
  },
  {
    id: 'deepseek/deepseek-r1:free',
    name: 'R1 (free)',
    provider: 'DeepSeek',
    type: 'free',
    input_price_per_1k: 0,
    output_price_per_1k: 0,
    context_tokens: 163840,
    description: 'DeepSeek R1 is here: performance on par with OpenAI o1, but open-sourced.',
    released_on: '2025-01-20',
    ...fetched,
  },
  {
    id: 'meta-llama/llama-4-maverick',
    name: 'Llama 4 Maverick',
    provider: 'Meta Llama',
    type: 'paid',
    input_price_per_1k: 0.00015,
    output_price_per_1k: 0.0006,
    context_tokens: 1048576,
    description: 'Llama 4 Maverick 17B Instruct (128E) is a high-capacity multimodal language model from Meta.',
    released_on: '2025-04-05',
    ...fetched,
  },
  {
    id: 'openrouter/auto',
    name: 'Auto Router',
    provider: 'Openrouter',
    type: 'paid',
    input_price_per_1k: null,
    output_price_per_1k: null,
    context_tokens: 2000000,
    description: 'Your prompt will be processed by a meta-model and routed to one of dozens of models.',
    released_on: '2023-11-08',
    ...fetched,
  },
  {
    id: 'mistralai/mistral-small-3.1-24b-instruct:free',
    name: 'Mistral Small 3.1 24B (free)',
    provider: 'Mistral',
    type: 'free',
    input_price_per_1k: 0,
    output_price_per_1k: 0,
    context_tokens: 128000,
    description: 'Mistral Small 3.1 24B Instruct is an upgraded variant of Mistral Small 3.',
    released_on: '2025-03-17',
    ...fetched,
  },
];

describe('GET /api/admin/fetch-new-models', () => {
  it('answers 401 signed out and 403 to a user who is not an admin, without reading the list', async () => {
    const before = openrouter.requests.length;
    const signedOut = await fetchNew();
    expect(signedOut.status).toBe(401);
    expect(typeof signedOut.body.detail).toBe('string');
    expect((await fetchNew('not-a-token')).status).toBe(401);

    const user = await stack.createUser();
    const refused = await fetchNew(user.accessToken);
    expect(refused).toEqual({ status: 403, body: { detail: expect.any(String) } });
    const paid = await stack.createUser({ paid: true });
    expect((await fetchNew(paid.accessToken)).status).toBe(403);

    expect(openrouter.requests.length).toBe(before);
    expect((await catalogue()).length).toBe(16);
  });

  it('answers only GET', async () => {
    const admin = await stack.createUser({ admin: true });
    const before = openrouter.requests.length;
    const response = await stack.call('/api/admin/fetch-new-models', { method: 'POST', token: admin.accessToken });
    expect(response.status).toBe(405);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(openrouter.requests.length).toBe(before);
  });

  describe('for an admin', () => {
    let admin: { id: string; accessToken: string };
    beforeAll(async () => {
      admin = await stack.createUser({ admin: true });
    });

    it('stores and answers the new models only, mapped, as pending from openrouter, in list order', async () => {
      openrouter.setMode('ok');
      const before = await catalogue();
      expect(before.map((row) => row.id)).toEqual(expect.arrayContaining([...KNOWN_IDS]));
      const calls = openrouter.requests.length;

      const { status, body } = await fetchNew(admin.accessToken);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, models: EXPECTED });
      expect(body.models!.map((model) => model.id)).toEqual([...NEW_IDS]);
      // Exactly one read of the list, a plain GET asking for JSON, with no credential.
      expect(openrouter.requests.slice(calls)).toEqual([
        expect.objectContaining({ method: 'GET', path: '/api/v1/models', accept: 'application/json', authorization: undefined }),
      ]);

      const after = await catalogue();
      expect(after.length).toBe(before.length + NEW_IDS.length);
      const byId = new Map(after.map((row) => [row.id, row]));
      for (const expected of EXPECTED) {
        expect(byId.get(expected.id), expected.id).toEqual({
          ...expected,
          route_provider: expected.id.startsWith('openai/') ? 'openai' : null,
          route_model: expected.id.startsWith('openai/') ? expected.id.slice('openai/'.length) : null,
          reviewed_by: null,
        });
      }
      // The rows the catalogue had are untouched: the builtin stays approved, the sample stays as seeded.
      const untouched = after.filter((row) => !(NEW_IDS as readonly string[]).includes(row.id));
      expect(untouched).toEqual(before);
      expect(byId.get('openai/gpt-4o')).toMatchObject({
        source: 'builtin',
        status: 'approved',
        visibility: 'public',
        name: 'GPT-4o',
        speed: 'fast',
      });
      expect(byId.get('openai/gpt-4-turbo')).toMatchObject({ source: 'sample', status: 'pending', popularity: 95, name: 'GPT-4 Turbo' });
      // The malformed entries were skipped.
      expect(after.some((row) => row.name.startsWith('Broken') || row.id === 'not a valid id')).toBe(false);
    });

    it('answers no models the second time and stores nothing', async () => {
      const before = await catalogue();
      const calls = openrouter.requests.length;
      expect(await fetchNew(admin.accessToken)).toEqual({ status: 200, body: { success: true, models: [] } });
      expect(openrouter.requests.length).toBe(calls + 1);
      expect(await catalogue()).toEqual(before);
    });

    it('leaves reviewed models reviewed: approved and rejected ones are not fetched again', async () => {
      expect((await review(admin.accessToken, 'openai/gpt-4.1', 'public')).status).toBe(200);
      expect((await review(admin.accessToken, 'deepseek/deepseek-r1:free', 'private')).status).toBe(200);
      expect((await review(admin.accessToken, 'anthropic/claude-sonnet-4', 'rejected')).status).toBe(200);
      const before = await catalogue();
      const state = (rows: Row[], id: string) => rows.find((row) => row.id === id);
      expect(state(before, 'openai/gpt-4.1')).toMatchObject({ status: 'approved', visibility: 'public', reviewed_by: admin.id });
      expect(state(before, 'deepseek/deepseek-r1:free')).toMatchObject({ status: 'approved', visibility: 'private' });
      expect(state(before, 'anthropic/claude-sonnet-4')).toMatchObject({ status: 'rejected', visibility: null });

      expect(await fetchNew(admin.accessToken)).toEqual({ status: 200, body: { success: true, models: [] } });
      expect(await catalogue()).toEqual(before);
    });

    it('fetches a model again once it left the catalogue, and one the list gained, in list order', async () => {
      await stack.supabase.db.query(`delete from public.ai_models where id = 'openrouter/auto'`);
      const list = openRouterModels();
      list.splice(1, 0, {
        id: 'google/gemini-2.5-pro',
        canonical_slug: 'google/gemini-2.5-pro',
        name: 'Google: Gemini 2.5 Pro',
        created: 1750169544, // 2025-06-17
        description: 'Gemini 2.5 Pro is Google’s state-of-the-art AI model.',
        context_length: 1048576,
        pricing: { prompt: '0.00000125', completion: '0.00001', request: '0', image: '0.00516' },
        top_provider: { context_length: 1048576, max_completion_tokens: 65536, is_moderated: false },
      });
      openrouter.setModels(list);
      try {
        const { status, body } = await fetchNew(admin.accessToken);
        expect(status).toBe(200);
        expect(body.models).toEqual([
          {
            id: 'google/gemini-2.5-pro',
            name: 'Gemini 2.5 Pro',
            provider: 'Google',
            type: 'paid',
            input_price_per_1k: 0.00125,
            output_price_per_1k: 0.01,
            context_tokens: 1048576,
            description: 'Gemini 2.5 Pro is Google’s state-of-the-art AI model.',
            released_on: '2025-06-17',
            ...fetched,
          },
          EXPECTED.find((model) => model.id === 'openrouter/auto'),
        ]);
        const rows = await catalogue();
        expect(
          rows
            .filter((row) => row.status === 'pending' && row.source === 'openrouter')
            .map((row) => row.id)
            .sort(),
        ).toEqual([
          'google/gemini-2.5-pro',
          'meta-llama/llama-4-maverick',
          'mistralai/mistral-small-3.1-24b-instruct:free',
          'openrouter/auto',
        ]);
        expect(rows.find((row) => row.id === 'google/gemini-2.5-pro')).toMatchObject({ route_provider: null, route_model: null });
      } finally {
        openrouter.setModels(openRouterModels());
      }
    });
  });

  describe('when the list cannot be read', () => {
    let admin: { id: string; accessToken: string };
    beforeAll(async () => {
      admin = await stack.createUser({ admin: true });
    });

    it.each<[FakeOpenRouterMode, RegExp]>([
      ['status500', /HTTP 500/],
      ['invalidJson', /not valid JSON/],
      ['wrongShape', /expected shape/],
      ['reset', /Could not read/],
    ])('answers 502 with a detail when the list is %s, and changes nothing', async (mode, detail) => {
      const before = await catalogue();
      const calls = openrouter.requests.length;
      openrouter.setMode(mode);
      try {
        const { status, body } = await fetchNew(admin.accessToken);
        expect(status).toBe(502);
        expect(Object.keys(body)).toEqual(['detail']);
        expect(body.detail).toMatch(detail);
        expect(body.detail).not.toContain('127.0.0.1');
      } finally {
        openrouter.setMode('ok');
      }
      expect(openrouter.requests.length).toBe(calls + 1);
      expect(await catalogue()).toEqual(before);
    });

    it('gives up on a list that never answers after its time limit: 502, connection dropped, nothing stored', async () => {
      const before = await catalogue();
      const calls = openrouter.requests.length;
      openrouter.setMode('hang');
      const started = performance.now();
      try {
        const { status, body } = await fetchNew(admin.accessToken);
        expect(status).toBe(502);
        expect(body.detail).toMatch(/Could not read/);
      } finally {
        openrouter.setMode('ok');
      }
      const waited = performance.now() - started;
      // The list never answers: the time limit ended the read (its TimeoutError), and the client dropped the connection.
      expect(warnings.some((line) => line.includes('[models] model list unreachable: TimeoutError'))).toBe(true);
      await openrouter.settled(calls + 1);
      expect(openrouter.requests[calls]).toMatchObject({ mode: 'hang', aborted: true });
      expect(await catalogue()).toEqual(before);
      // Not before the limit it was given. A lower bound only: a busy machine makes the wait longer, never shorter.
      expect(waited).toBeGreaterThanOrEqual(LIST_TIMEOUT_MS - 50);
    });
  });
});
