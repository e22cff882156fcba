// The functions' configuration (netlify/lib/env.ts): defaults, overrides, values
// that change between calls, and a bad value's message and 500.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configVariableNames, DEPRECATED_ENV_NAMES, serverConfig, serviceRoleKey, supabaseUrl } from '../../netlify/lib/env.ts';
import { endpoint, json } from '../../netlify/lib/http.ts';
import { PROVIDER_LIST } from '../../src/domain/providers.ts';

const NAMES = configVariableNames();
const saved = new Map<string, string | undefined>();

beforeEach(() => {
  for (const name of [...NAMES, 'NETLIFY_DEV']) {
    saved.set(name, process.env[name]);
    delete process.env[name];
  }
});
afterEach(() => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.restoreAllMocks();
});

describe('serverConfig', () => {
  it('has a default for everything but the keys and the Supabase project', () => {
    const config = serverConfig();
    expect(config.chatModelTimeoutMs).toBe(45_000);
    expect(config.quotaFreePerDay).toEqual({ chat: 50, content: 20, website: 10, support: 50 });
    expect(config.ratePerMinute).toEqual({
      ai: 20,
      website: 30,
      me: 120,
      payments: 20,
      settings: 60,
      sites: 120,
      admin: 10,
      anonymous: 300,
      drafts: 120,
      files: 120,
      images: 60,
    });
    expect(config.providerKeysSecret).toEqual([]);
    expect(config.outboundAllowLocal).toBe(false);
    expect(config.paypal).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      environment: 'sandbox',
      webhookId: undefined,
      apiBase: undefined,
      timeoutMs: 20_000,
      captureLeaseSeconds: 65,
    });
    expect(config.inflightMaxAi).toBe(2);
    expect(config.inflightLeaseSeconds).toBe(105);
    expect(config.quotaRefundsPerDay).toBe(5);
    expect(config.timeoutsMs).toEqual({
      websiteCopy: 25_000,
      automationOutline: 15_000,
      automationSection: 40_000,
      support: 30_000,
      providerTest: 10_000,
      image: 50_000,
      connector: 10_000,
      netlifyDeploy: 7_000,
    });
    expect(config.automation).toEqual({
      secret: undefined,
      baseUrl: undefined,
      retryMinutes: 15,
      batch: 100,
      claimMinutes: 20,
      runTimeoutMinutes: 10,
      tickBudgetMs: 20_000,
      handOffTimeoutMs: 10_000,
    });
    expect(config.support).toEqual({
      email: 'support@aibusinesshub.app',
      perSession: 20,
      perIp: 60,
      ipWindowMinutes: 10,
      requestsPerHour: 5,
      forwardUrl: undefined,
    });
    expect(config.freeChatModel).toBe('gpt-4o-mini');
    expect(config.chatModels.claude).toBe('claude-3-5-sonnet-latest');
    expect(config.textModel).toEqual({ provider: undefined, model: undefined });
    // every provider at the registry's address, OpenAI's and Anthropic's included (their SDKs' own defaults)
    expect(config.providers).toEqual(
      Object.fromEntries(PROVIDER_LIST.map((provider) => [provider.id, { apiKey: undefined, baseURL: provider.baseUrl }])),
    );
    expect(config.providers.openai.baseURL).toBe('https://api.openai.com/v1');
    expect(config.providers.groq.baseURL).toBe('https://api.groq.com/openai/v1');
    expect(config.openRouterModelsUrl).toBe('https://openrouter.ai/api/v1/models');
    expect(config.openRouterModelsTimeoutMs).toBe(15_000);
    expect(config.supabase).toEqual({ url: undefined, serviceRoleKey: undefined, jwtSecret: undefined });
  });

  it('takes overrides, trims them, treats blank as unset and reads a changed value again', () => {
    Object.assign(process.env, {
      RATE_PER_MINUTE_AI: '7',
      QUOTA_FREE_CHAT: '0',
      CHAT_MODEL_CLAUDE: ' claude-sonnet-4-5 ',
      CHAT_MODEL_TIMEOUT_MS: '',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      TEXT_MODEL_PROVIDER: 'anthropic',
      SUPABASE_URL: 'https://abc.supabase.co//',
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
    });
    const config = serverConfig();
    expect(config.ratePerMinute.ai).toBe(7);
    expect(config.quotaFreePerDay.chat).toBe(0);
    expect(config.chatModels.claude).toBe('claude-sonnet-4-5');
    expect(config.chatModelTimeoutMs).toBe(45_000);
    expect(config.providers.openai).toEqual({ apiKey: 'sk-test', baseURL: 'http://127.0.0.1:9999/v1' });
    expect(config.textModel.provider).toBe('anthropic');
    expect(supabaseUrl()).toBe('https://abc.supabase.co');
    expect(serviceRoleKey()).toBe('service-key');
    expect(serverConfig()).toBe(config);

    process.env.RATE_PER_MINUTE_AI = '8';
    expect(serverConfig().ratePerMinute.ai).toBe(8);
    delete process.env.RATE_PER_MINUTE_AI;
    expect(serverConfig().ratePerMinute.ai).toBe(20);
  });

  it('names the variable and the value it rejects', () => {
    const rejects = (name: string, value: string, message: string) => {
      process.env[name] = value;
      expect(() => serverConfig()).toThrow(message);
      delete process.env[name];
    };
    rejects('RATE_PER_MINUTE_AI', 'abc', 'RATE_PER_MINUTE_AI must be a whole number from 1 to 1000000, got "abc".');
    rejects('RATE_PER_MINUTE_IP', '0', 'RATE_PER_MINUTE_IP must be a whole number from 1 to 1000000, got "0".');
    rejects('QUOTA_FREE_WEBSITE', '-1', 'QUOTA_FREE_WEBSITE must be a whole number from 0 to 1000000, got "-1".');
    rejects('CHAT_MODEL_TIMEOUT_MS', '12.5', 'CHAT_MODEL_TIMEOUT_MS must be a whole number from 100 to 600000, got "12.5".');
    rejects('INFLIGHT_MAX_AI', '20x', 'INFLIGHT_MAX_AI must be a whole number from 1 to 100, got "20x".');
    rejects(
      'GEMINI_BASE_URL',
      'generativelanguage.googleapis.com',
      'GEMINI_BASE_URL must be an http(s) URL, got "generativelanguage.googleapis.com".',
    );
    rejects('SUPABASE_URL', 'ftp://abc.supabase.co', 'SUPABASE_URL must be an http(s) URL, got "ftp://abc.supabase.co".');
    rejects(
      'TEXT_MODEL_PROVIDER',
      'openia',
      'TEXT_MODEL_PROVIDER must be one of openai, anthropic, gemini, groq, mistral, cohere, openrouter, got "openia".',
    );
    rejects('CHAT_FREE_MODEL', 'gpt 4o', 'CHAT_FREE_MODEL must be a model id without spaces, got "gpt 4o".');
  });

  it('never repeats a key in its message', () => {
    process.env.OPENAI_API_KEY = 'sk-secret part';
    expect(() => serverConfig()).toThrow(/^OPENAI_API_KEY must be a key without spaces\.$/);
    delete process.env.OPENAI_API_KEY;
    process.env.PAYPAL_CLIENT_SECRET = 'paypal secret';
    expect(() => serverConfig()).toThrow(/^PAYPAL_CLIENT_SECRET must be a secret without spaces\.$/);
  });

  it('reads PayPal, and never sends live payments to PAYPAL_API_BASE', () => {
    Object.assign(process.env, {
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-ID',
      PAYPAL_API_BASE: 'http://127.0.0.1:9999/',
      PAYPAL_TIMEOUT_MS: '500',
    });
    expect(serverConfig().paypal).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      environment: 'sandbox',
      webhookId: 'WH-ID',
      apiBase: 'http://127.0.0.1:9999',
      timeoutMs: 500,
      // three calls of 0.5 s and 5 s
      captureLeaseSeconds: 7,
    });
    process.env.PAYPAL_CAPTURE_LEASE_SECONDS = '90';
    expect(serverConfig().paypal.captureLeaseSeconds).toBe(90);
    delete process.env.PAYPAL_CAPTURE_LEASE_SECONDS;
    process.env.PAYPAL_ENVIRONMENT = 'live';
    expect(() => serverConfig()).toThrow(
      'PAYPAL_API_BASE is for tests and local runs only and cannot be used with PAYPAL_ENVIRONMENT=live.',
    );
    delete process.env.PAYPAL_API_BASE;
    expect(serverConfig().paypal.environment).toBe('live');
    process.env.PAYPAL_ENVIRONMENT = 'production';
    expect(() => serverConfig()).toThrow('PAYPAL_ENVIRONMENT must be one of sandbox, live, got "production".');
  });

  it('keeps the leases longer than what they cover', () => {
    process.env.CHAT_MODEL_TIMEOUT_MS = '90000';
    expect(serverConfig().inflightLeaseSeconds).toBe(150);
    process.env.INFLIGHT_LEASE_SECONDS = '300';
    expect(serverConfig().inflightLeaseSeconds).toBe(300);
    process.env.INFLIGHT_LEASE_SECONDS = '90';
    expect(() => serverConfig()).toThrow(
      'INFLIGHT_LEASE_SECONDS must be longer than an answer may take (CHAT_MODEL_TIMEOUT_MS, 90 s), got 90.',
    );
    delete process.env.INFLIGHT_LEASE_SECONDS;

    Object.assign(process.env, { AUTOMATION_CLAIM_MINUTES: '30', AUTOMATION_RUN_TIMEOUT_MINUTES: '14' });
    expect(serverConfig().automation).toMatchObject({ claimMinutes: 30, runTimeoutMinutes: 14 });
    process.env.AUTOMATION_CLAIM_MINUTES = '14';
    expect(() => serverConfig()).toThrow('AUTOMATION_CLAIM_MINUTES must be longer than AUTOMATION_RUN_TIMEOUT_MINUTES (14), got 14.');
    process.env.AUTOMATION_RUN_TIMEOUT_MINUTES = '15';
    expect(() => serverConfig()).toThrow('AUTOMATION_RUN_TIMEOUT_MINUTES must be a whole number from 1 to 14, got "15".');
  });

  it('reads each deprecated name when its new name is unset, and the new name first', () => {
    for (const [name, deprecated] of Object.entries(DEPRECATED_ENV_NAMES)) {
      expect(NAMES, deprecated).toContain(deprecated);
      expect(name.startsWith('AUTOMATION_'), name).toBe(true);
    }
    Object.assign(process.env, { SCHEDULER_SECRET: 'old-secret', SCHEDULER_BATCH: '7', STUDIO_OUTLINE_TIMEOUT_MS: '9000' });
    expect(serverConfig().automation).toMatchObject({ secret: 'old-secret', batch: 7 });
    expect(serverConfig().timeoutsMs.automationOutline).toBe(9000);
    Object.assign(process.env, { AUTOMATION_SECRET: 'new-secret', AUTOMATION_BATCH: '8', AUTOMATION_OUTLINE_TIMEOUT_MS: '8000' });
    expect(serverConfig().automation).toMatchObject({ secret: 'new-secret', batch: 8 });
    expect(serverConfig().timeoutsMs.automationOutline).toBe(8000);
    delete process.env.AUTOMATION_BATCH;
    expect(serverConfig().automation.batch).toBe(7);
    // A bad value is named by the variable it came from.
    process.env.SCHEDULER_BATCH = 'many';
    expect(() => serverConfig()).toThrow('SCHEDULER_BATCH must be a whole number from 1 to 1000, got "many".');
  });

  it('says which Supabase value is missing', () => {
    expect(() => supabaseUrl()).toThrow('Server is missing the SUPABASE_URL environment variable.');
    expect(() => serviceRoleKey()).toThrow('Server is missing the SUPABASE_SERVICE_ROLE_KEY environment variable.');
  });

  it('makes an endpoint answer a plain 500 and logs the message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.RATE_PER_MINUTE_AI = 'abc';
    const handler = endpoint(['GET'], async () => json({ rate: serverConfig().ratePerMinute.ai }));
    const response = await handler(new Request('http://localhost/api/test'));
    expect(response.status).toBe(500);
    const body = (await response.json()) as { detail: string };
    expect(body.detail).toBe('Something went wrong on our side. Please try again.');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('ConfigError: RATE_PER_MINUTE_AI must be a whole number'));
  });
});

describe('docs/configuration.md', () => {
  it('documents every variable the functions read', () => {
    const docs = readFileSync('docs/configuration.md', 'utf8');
    for (const name of NAMES) expect(docs, name).toContain(`\`${name}\``);
  });
});
