import { describe, expect, it } from 'vitest';
import { mapOpenRouterModel } from '../../netlify/lib/models/openrouter.ts';
import {
  filterModels,
  formatAdded,
  formatContext,
  formatPricing,
  modelStats,
  searchIndex,
  type CatalogueModel,
} from '../../src/domain/model-catalogue.ts';
import { openRouterModels } from '../fixtures/fake-openrouter.ts';

// One entry of OpenRouter's list (GET /api/v1/models) as the catalogue stores it,
// and how the Model Database writes a model's figures, searches and counts.

const entry = (overrides: Record<string, unknown> = {}) => ({
  id: 'openai/gpt-4o',
  canonical_slug: 'openai/gpt-4o',
  name: 'OpenAI: GPT-4o',
  created: 1715558400, // 2024-05-13T00:00:00Z
  description: 'Omni model.',
  context_length: 128000,
  architecture: { modality: 'text+image->text' },
  pricing: { prompt: '0.0000025', completion: '0.00001', request: '0', image: '0.003613' },
  top_provider: { context_length: 128000, max_completion_tokens: 16384, is_moderated: true },
  ...overrides,
});

describe('mapOpenRouterModel', () => {
  it('maps a paid OpenAI entry: name prefix, prices per 1K, context, release day, direct route', () => {
    expect(mapOpenRouterModel(entry())).toEqual({
      id: 'openai/gpt-4o',
      name: 'GPT-4o',
      provider: 'OpenAI',
      type: 'paid',
      input_price_per_1k: 0.0025,
      output_price_per_1k: 0.01,
      context_tokens: 128000,
      description: 'Omni model.',
      released_on: '2024-05-13',
      route_provider: 'openai',
      route_model: 'gpt-4o',
    });
  });

  it.each([
    ['OpenAI: GPT-4o', 'openai/gpt-4o', 'GPT-4o', 'OpenAI'],
    ['Mistral: Mistral Small 3.1 24B (free)', 'mistralai/mistral-small-3.1-24b-instruct:free', 'Mistral Small 3.1 24B (free)', 'Mistral'],
    ['Llama 4 Maverick', 'meta-llama/llama-4-maverick', 'Llama 4 Maverick', 'Meta Llama'],
    ['Auto Router', 'openrouter/auto', 'Auto Router', 'Openrouter'],
    ['Some Model', 'x-ai_labs/model', 'Some Model', 'X Ai Labs'],
    [undefined, 'deepseek/deepseek-chat', 'deepseek/deepseek-chat', 'Deepseek'],
    ['   ', 'qwen/qwen-2.5', 'qwen/qwen-2.5', 'Qwen'],
  ])('name %j of %s -> name %j, provider %j', (name, id, expectedName, expectedProvider) => {
    const model = mapOpenRouterModel(entry({ id, name }));
    expect(model).toMatchObject({ id, name: expectedName, provider: expectedProvider });
  });

  it.each([
    [{ prompt: '0.0000025', completion: '0.00001' }, 'paid', 0.0025, 0.01],
    [{ prompt: '0.00000015', completion: '0.0000006' }, 'paid', 0.00015, 0.0006],
    [{ prompt: 0.000003, completion: 0.000015 }, 'paid', 0.003, 0.015],
    [{ prompt: '0', completion: '0', request: '0' }, 'free', 0, 0],
    [{ prompt: 0, completion: 0 }, 'free', 0, 0],
    // Variable pricing ("-1"), one side missing or unreadable: paid, with no price shown.
    [{ prompt: '-1', completion: '-1' }, 'paid', null, null],
    [{ prompt: '0', completion: '-1' }, 'paid', null, null],
    [{ prompt: '0.000001' }, 'paid', null, null],
    [{ prompt: 'abc', completion: '0.000001' }, 'paid', null, null],
    [{ prompt: '', completion: '' }, 'paid', null, null],
    [{}, 'paid', null, null],
    [null, 'paid', null, null],
    [undefined, 'paid', null, null],
    // Free on one side only is still paid.
    [{ prompt: '0', completion: '0.000002' }, 'paid', 0, 0.002],
  ])('pricing %j -> %s, %j / %j per 1K', (pricing, type, input, output) => {
    const model = mapOpenRouterModel(entry({ pricing }));
    expect(model).toMatchObject({ type, input_price_per_1k: input, output_price_per_1k: output });
  });

  it('reads context_length as context_tokens, and leaves it empty when absent or not positive', () => {
    expect(mapOpenRouterModel(entry({ context_length: 1047576 }))?.context_tokens).toBe(1047576);
    expect(mapOpenRouterModel(entry({ context_length: 8192.4 }))?.context_tokens).toBe(8192);
    for (const context_length of [undefined, null, 0, -5]) {
      expect(mapOpenRouterModel(entry({ context_length }))?.context_tokens, String(context_length)).toBeNull();
    }
  });

  it('writes created (unix seconds) as the UTC release day, empty when absent', () => {
    expect(mapOpenRouterModel(entry({ created: 1744651385 }))?.released_on).toBe('2025-04-14');
    expect(mapOpenRouterModel(entry({ created: 1704067199 }))?.released_on).toBe('2023-12-31');
    for (const created of [undefined, null, 0, -1]) {
      expect(mapOpenRouterModel(entry({ created }))?.released_on, String(created)).toBeNull();
    }
  });

  it('routes openai/ ids directly to OpenAI (without the prefix) and nothing else', () => {
    expect(mapOpenRouterModel(entry({ id: 'openai/gpt-4.1' }))).toMatchObject({ route_provider: 'openai', route_model: 'gpt-4.1' });
    expect(mapOpenRouterModel(entry({ id: 'openai/o3-mini' }))).toMatchObject({ route_provider: 'openai', route_model: 'o3-mini' });
    for (const id of [
      'anthropic/claude-sonnet-4',
      'google/gemini-2.5-pro',
      'meta-llama/llama-4-maverick',
      'openai/gpt-4o:extended',
      'openrouter/openai',
    ]) {
      expect(mapOpenRouterModel(entry({ id })), id).toMatchObject({ route_provider: null, route_model: null });
    }
  });

  it('trims the description and caps it at 2000 characters; none gives an empty one', () => {
    expect(mapOpenRouterModel(entry({ description: '  Hi there.  ' }))?.description).toBe('Hi there.');
    expect(mapOpenRouterModel(entry({ description: 'x'.repeat(5000) }))?.description).toHaveLength(2000);
    expect(mapOpenRouterModel(entry({ description: undefined }))?.description).toBe('');
    expect(mapOpenRouterModel(entry({ description: null }))?.description).toBe('');
  });

  it.each([
    ['no id', { id: undefined }],
    ['empty id', { id: '' }],
    ['id with spaces', { id: 'not a valid id' }],
    ['numeric id', { id: 42 }],
    ['id too long', { id: `a/${'b'.repeat(200)}` }],
    ['name not a string', { name: 12 }],
    ['created not a number', { created: '2024-05-13' }],
    ['pricing not an object', { pricing: '0.001' }],
  ])('skips an entry with %s', (_, overrides) => {
    expect(mapOpenRouterModel(entry(overrides))).toBeNull();
  });

  it.each([null, undefined, 'openai/gpt-4o', 42, []])('skips %j', (raw) => {
    expect(mapOpenRouterModel(raw)).toBeNull();
  });

  it('never invents popularity or speed, whatever the entry carries', () => {
    const model = mapOpenRouterModel(entry({ popularity: 99, speed: 'fast', top_provider: { throughput: 120 } }));
    expect(model).not.toBeNull();
    expect(Object.keys(model!).sort()).toEqual([
      'context_tokens',
      'description',
      'id',
      'input_price_per_1k',
      'name',
      'output_price_per_1k',
      'provider',
      'released_on',
      'route_model',
      'route_provider',
      'type',
    ]);
  });

  it('maps every usable entry of the fake list and skips the malformed ones', () => {
    const mapped = openRouterModels().map(mapOpenRouterModel);
    expect(mapped.filter((model) => model === null)).toHaveLength(2);
    expect(mapped.flatMap((model) => (model ? [`${model.id}|${model.provider}|${model.name}|${model.type}`] : []))).toEqual([
      'openai/gpt-4o|OpenAI|GPT-4o|paid',
      'openai/gpt-4.1|OpenAI|GPT-4.1|paid',
      'anthropic/claude-sonnet-4|Anthropic|Claude Sonnet 4|paid',
      'deepseek/deepseek-r1:free|DeepSeek|R1 (free)|free',
      'openai/gpt-4-turbo|OpenAI|GPT-4 Turbo|paid',
      'meta-llama/llama-4-maverick|Meta Llama|Llama 4 Maverick|paid',
      'openrouter/auto|Openrouter|Auto Router|paid',
      'mistralai/mistral-small-3.1-24b-instruct:free|Mistral|Mistral Small 3.1 24B (free)|free',
    ]);
  });
});

const model = (overrides: Partial<CatalogueModel>): CatalogueModel => ({
  id: 'openai/gpt-4o',
  name: 'GPT-4o',
  provider: 'OpenAI',
  type: 'paid',
  input_price_per_1k: 0.0025,
  output_price_per_1k: 0.01,
  context_tokens: 128000,
  speed: 'fast',
  description: '',
  released_on: '2024-05-13',
  popularity: null,
  status: 'approved',
  visibility: 'public',
  source: 'builtin',
  ...overrides,
});

describe('model figures', () => {
  it.each([
    [{ type: 'paid', input_price_per_1k: 0.0025, output_price_per_1k: 0.01 }, '$2.50 / $10.00 per 1M tokens (in / out)'],
    [{ type: 'paid', input_price_per_1k: 0.00015, output_price_per_1k: 0.0006 }, '$0.15 / $0.60 per 1M tokens (in / out)'],
    [{ type: 'paid', input_price_per_1k: 0.015, output_price_per_1k: 0.075 }, '$15.00 / $75.00 per 1M tokens (in / out)'],
    [{ type: 'paid', input_price_per_1k: 0.000075, output_price_per_1k: 0.0003 }, '$0.075 / $0.30 per 1M tokens (in / out)'],
    [{ type: 'paid', input_price_per_1k: 1.5, output_price_per_1k: 12 }, '$1500.00 / $12000.00 per 1M tokens (in / out)'],
    [{ type: 'paid', input_price_per_1k: 0, output_price_per_1k: 0.002 }, '$0 / $2.00 per 1M tokens (in / out)'],
    [{ type: 'free', input_price_per_1k: 0, output_price_per_1k: 0 }, 'Free'],
    [{ type: 'free', input_price_per_1k: null, output_price_per_1k: null }, 'Free'],
    [{ type: 'paid', input_price_per_1k: null, output_price_per_1k: null }, 'Variable pricing'],
    [{ type: 'paid', input_price_per_1k: 0.001, output_price_per_1k: null }, 'Variable pricing'],
  ] as const)('formatPricing(%j) = %j', (prices, expected) => {
    expect(formatPricing(prices)).toBe(expected);
  });

  it.each([
    [8192, '8K'],
    [32000, '32K'],
    [128000, '128K'],
    [200000, '200K'],
    [1000000, '1M'],
    [1048576, '1M'],
    [1500000, '1.5M'],
    [2000000, '2M'],
    [512, '512'],
    [0, null],
    [null, null],
  ])('formatContext(%j) = %j', (tokens, expected) => {
    expect(formatContext(tokens)).toBe(expected);
  });

  it('formatAdded keeps the year and month', () => {
    expect(formatAdded('2024-05-13')).toBe('2024-05');
    expect(formatAdded(null)).toBeNull();
  });
});

describe('search, filters and counts', () => {
  const models = [
    model({ id: 'openai/gpt-4o', name: 'GPT-4o', provider: 'OpenAI', type: 'paid' }),
    model({ id: 'meta-llama/llama-3.1-70b-instruct', name: 'Llama 3.1 70B', provider: 'Meta', type: 'free' }),
    model({ id: 'meta-llama/llama-4-maverick', name: 'Llama 4 Maverick', provider: 'Meta Llama', type: 'paid' }),
    model({ id: 'mistralai/mixtral-8x7b-instruct', name: 'Mixtral 8x7B', provider: 'Mistral AI', type: 'free' }),
    model({ id: 'google/gemma-2-9b-it', name: 'Gemma 2 9B', provider: 'google', type: 'free' }),
    model({ id: 'google/gemini-2.0-flash-001', name: 'Gemini 2.0 Flash', provider: 'Google', type: 'paid' }),
  ];
  const index = searchIndex(models);
  const ids = (list: CatalogueModel[]) => list.map((m) => m.id);

  it('matches every word of the query in the name or the provider, case-insensitively, in list order', () => {
    expect(ids(filterModels(models, index, '', 'all'))).toEqual(ids(models));
    expect(ids(filterModels(models, index, 'meta', 'all'))).toEqual(['meta-llama/llama-3.1-70b-instruct', 'meta-llama/llama-4-maverick']);
    expect(ids(filterModels(models, index, '  LLAMA   meta ', 'all'))).toEqual([
      'meta-llama/llama-3.1-70b-instruct',
      'meta-llama/llama-4-maverick',
    ]);
    expect(ids(filterModels(models, index, 'mistral mixtral', 'all'))).toEqual(['mistralai/mixtral-8x7b-instruct']);
    expect(ids(filterModels(models, index, 'gpt-4o', 'all'))).toEqual(['openai/gpt-4o']);
    // Written without spaces, dots or hyphens, a name or provider still matches: "gpt4o", "mistralai".
    expect(ids(filterModels(models, index, 'gpt4o', 'all'))).toEqual(['openai/gpt-4o']);
    expect(ids(filterModels(models, index, 'llama31', 'all'))).toEqual(['meta-llama/llama-3.1-70b-instruct']);
    expect(ids(filterModels(models, index, 'mistralai', 'all'))).toEqual(['mistralai/mixtral-8x7b-instruct']);
    expect(ids(filterModels(models, index, 'gpt5', 'all'))).toEqual([]);
    expect(ids(filterModels(models, index, 'meta openai', 'all'))).toEqual([]);
  });

  it('filters by type, with or without a query', () => {
    expect(ids(filterModels(models, index, '', 'free'))).toEqual([
      'meta-llama/llama-3.1-70b-instruct',
      'mistralai/mixtral-8x7b-instruct',
      'google/gemma-2-9b-it',
    ]);
    expect(ids(filterModels(models, index, '', 'paid'))).toEqual([
      'openai/gpt-4o',
      'meta-llama/llama-4-maverick',
      'google/gemini-2.0-flash-001',
    ]);
    expect(ids(filterModels(models, index, 'meta', 'free'))).toEqual(['meta-llama/llama-3.1-70b-instruct']);
    expect(ids(filterModels(models, index, 'google', 'paid'))).toEqual(['google/gemini-2.0-flash-001']);
  });

  it('counts models, free and paid ones and providers (ignoring case)', () => {
    expect(modelStats(models)).toEqual({ total: 6, free: 3, paid: 3, providers: 5 });
    expect(modelStats([])).toEqual({ total: 0, free: 0, paid: 0, providers: 0 });
  });
});
