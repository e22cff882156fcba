// Server configuration: every environment variable the functions use, read and
// validated here and nowhere else (docs/configuration.md lists them all). It is
// read lazily, so tests can set env before first use, and read again whenever
// one of the variables has changed. A bad value throws a ConfigError naming the
// variable; endpoint() logs it and answers a plain 500.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import {
  CHAT_MODEL_IDS,
  chatCard,
  FREE_CHAT,
  MODEL_ROUTER,
  PROVIDER_IDS,
  PROVIDERS,
  type ChatModelId,
  type ProviderId,
} from '#domain/providers.ts';
import { DEFAULT_SUPPORT_EMAIL } from '#domain/support/contract.ts';

/** A model call's timeout and answer length when its caller does not choose them. */
export const MODEL_DEFAULTS = { timeoutMs: 45_000, maxTokens: 2048 } as const;

/** OpenRouter's public model list, which the admins' 'Fetch Latest Models' reads (no key needed). */
const OPENROUTER_MODELS_URL_DEFAULT = `${PROVIDERS[MODEL_ROUTER].baseUrl}/models`;
/** How long that read may take unless OPENROUTER_MODELS_TIMEOUT_MS says otherwise. */
const MODEL_LIST_TIMEOUT_DEFAULT_MS = 15_000;

/** Tavily's search API, behind the automation page's 'Fetch Search Insights' when TAVILY_API_KEY is set. */
const TAVILY_BASE_URL_DEFAULT = 'https://api.tavily.com';
/** How long a search may take unless TAVILY_TIMEOUT_MS says otherwise. */
const TAVILY_TIMEOUT_DEFAULT_MS = 10_000;

/** Netlify's API (Deploy to Netlify) unless NETLIFY_API_URL says otherwise. */
const NETLIFY_API_URL_DEFAULT = 'https://api.netlify.com/api/v1';

// Free tier per day; paid users get ten times as much.
const QUOTA_DEFAULTS = { chat: 50, content: 20, website: 10, support: 50 } as const;

// Per user and minute (anonymous: per client address). They leave a person plenty
// of room (and the e2e suite, which runs many requests from one address): they stop
// scripts, not users.
const RATE_DEFAULTS = {
  ai: { name: 'RATE_PER_MINUTE_AI', fallback: 20 },
  website: { name: 'RATE_PER_MINUTE_WEBSITE', fallback: 30 },
  me: { name: 'RATE_PER_MINUTE_ME', fallback: 120 },
  payments: { name: 'RATE_PER_MINUTE_PAYMENTS', fallback: 20 },
  settings: { name: 'RATE_PER_MINUTE_SETTINGS', fallback: 60 },
  sites: { name: 'RATE_PER_MINUTE_SITES', fallback: 120 },
  drafts: { name: 'RATE_PER_MINUTE_DRAFTS', fallback: 120 },
  files: { name: 'RATE_PER_MINUTE_FILES', fallback: 120 },
  images: { name: 'RATE_PER_MINUTE_IMAGES', fallback: 60 },
  admin: { name: 'RATE_PER_MINUTE_ADMIN', fallback: 10 },
  anonymous: { name: 'RATE_PER_MINUTE_IP', fallback: 300 },
} as const;

const INFLIGHT_MAX_DEFAULT = 2;
// An in-flight lease outlives the longest answer (every model has its own timeout) by
// this margin unless INFLIGHT_LEASE_SECONDS says otherwise, so a crashed function locks
// its user out for a minute or two at most.
const INFLIGHT_LEASE_MARGIN_SECONDS = 60;

// A user gets at most this many quota units back per kind and day (after a failed
// answer), so failing on purpose cannot buy free answers.
const QUOTA_REFUNDS_PER_DAY_DEFAULT = 5;

// Model calls that are not the chat's own (CHAT_MODEL_TIMEOUT_MS): each caller's time limit.
const CALL_TIMEOUT_DEFAULTS_MS = {
  /** Website copy, one call. */
  websiteCopy: 25_000,
  /** The automation page's outline of a long piece, then each of its sections (in parallel): together within Netlify's 60 s. */
  automationOutline: 15_000,
  automationSection: 40_000,
  /** Mr. Support's answer. */
  support: 30_000,
  /** API Settings' 'Test connection' (the provider's model list). */
  providerTest: 10_000,
  /** One image generation: the slowest image models take most of Netlify's 60 s. */
  image: 50_000,
  /** One delivery to a connector (a hook, WordPress, Notion, Airtable). */
  connector: 10_000,
  /** A whole Deploy to Netlify before it answers 'processing' (Netlify stops a sync function at 10 s). */
  netlifyDeploy: 7_000,
} as const;

// Scheduled runs: a claim holds its item this long (the run may write for
// AUTOMATION_RUN_TIMEOUT_MINUTES of a background function's 15), a tick claims for
// this long (a scheduled function stops at 30 s), a hand-off may take this long.
const AUTOMATION_RUN_DEFAULTS = {
  retryMinutes: 15,
  batch: 100,
  claimMinutes: 20,
  runTimeoutMinutes: 10,
  tickBudgetMs: 20_000,
  handOffTimeoutMs: 10_000,
} as const;

// Mr. Support: questions per conversation (kept by the server for 24 hours after its last question), and per client address in a window of 10 minutes.
const SUPPORT_LIMIT_DEFAULTS = { perSession: 20, perIp: 60, ipWindowMinutes: 10 } as const;

export const PAYPAL_ENVIRONMENTS = ['sandbox', 'live'] as const;
export type PayPalEnvironment = (typeof PAYPAL_ENVIRONMENTS)[number];

/** How long one PayPal call may take: the SDK itself has no timeout. */
const PAYPAL_TIMEOUT_DEFAULT_MS = 20_000;

export interface PayPalConfig {
  /** Both set, or PayPal is not configured (the payment endpoints answer 503). */
  clientId: string | undefined;
  clientSecret: string | undefined;
  environment: PayPalEnvironment;
  /** The id PayPal gave the webhook registered for /api/payments/webhook. */
  webhookId: string | undefined;
  /** Tests and local runs only: every PayPal request goes here instead of PayPal. Never with live. */
  apiBase: string | undefined;
  timeoutMs: number;
  /** How long one capture holds its order (others wait for its outcome); by default three PayPal calls and 5 s. */
  captureLeaseSeconds: number;
}

export interface ServerConfig {
  supabase: { url: string | undefined; serviceRoleKey: string | undefined; anonKey: string | undefined; jwtSecret: string | undefined };
  /** A provider without an apiKey is not configured; its baseURL is the registry's (src/domain/providers.ts) unless <ID>_BASE_URL is set. */
  providers: Record<ProviderId, { apiKey: string | undefined; baseURL: string }>;
  /** The model id each chat catalogue card is answered by. */
  chatModels: Record<ChatModelId, string>;
  freeChatModel: string;
  /** The TEXT_MODEL_PROVIDER / TEXT_MODEL override for one-shot writing jobs. */
  textModel: { provider: ProviderId | undefined; model: string | undefined };
  chatModelTimeoutMs: number;
  quotaFreePerDay: Record<keyof typeof QUOTA_DEFAULTS, number>;
  ratePerMinute: Record<keyof typeof RATE_DEFAULTS, number>;
  inflightMaxAi: number;
  /** How long an AI request's in-flight slot is held when it is not given back (a crashed function). */
  inflightLeaseSeconds: number;
  /** Quota units given back per user, kind and day at most. */
  quotaRefundsPerDay: number;
  /** The time limits of the model and outbound calls that are not the chat's own (CALL_TIMEOUT_DEFAULTS_MS). */
  timeoutsMs: Record<keyof typeof CALL_TIMEOUT_DEFAULTS_MS, number>;
  paypal: PayPalConfig;
  /** Server keys for the secrets stored in the database, newest first (empty: none can be stored). */
  providerKeysSecret: { version: string; secret: string }[];
  /** OUTBOUND_ALLOW_LOCAL=1: URLs users give may also be http://localhost or 127.0.0.1 (local runs and tests only). */
  outboundAllowLocal: boolean;
  /** The model list 'Fetch Latest Models' reads (OPENROUTER_MODELS_URL), and its time limit. */
  openRouterModelsUrl: string;
  openRouterModelsTimeoutMs: number;
  /** Real-time search for the automation page (TAVILY_API_KEY; none: the labelled sample), its base URL and time limit. */
  tavily: { apiKey: string | undefined; baseUrl: string; timeoutMs: number };
  /** Scheduled runs: the secret of the tick's internal call, this site's address, the retry delay, and its leases and limits (AUTOMATION_RUN_DEFAULTS). */
  automation: {
    secret: string | undefined;
    baseUrl: string | undefined;
    retryMinutes: number;
    batch: number;
    claimMinutes: number;
    runTimeoutMinutes: number;
    tickBudgetMs: number;
    handOffTimeoutMs: number;
  };
  /** The APIs of the Notion and Airtable connectors (tests point them at fakes). */
  connectorApis: { notion: string; airtable: string };
  /** Netlify's API, where Deploy to Netlify sends the owner's token and files (NETLIFY_API_URL; tests point it at a fake). */
  netlifyApiUrl: string;
  /** Whether changes to a published site purge the CDN's copies: Netlify gives functions NETLIFY_PURGE_API_TOKEN (which purgeCache reads); local hosts have no CDN. */
  cdnPurge: boolean;
  /**
   * Mr. Support: the address it points people to, its limits per conversation and per
   * client address (in a window of ipWindowMinutes), and the webhook each new request
   * to talk to a person is forwarded to (SUPPORT_FORWARD_URL; none: stored only).
   */
  support: {
    email: string;
    perSession: number;
    perIp: number;
    ipWindowMinutes: number;
    requestsPerHour: number;
    forwardUrl: string | undefined;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

interface Kind<T> {
  schema: v.GenericSchema<string, T>;
  /** Completes "NAME must be ...". */
  expected: string;
  /** Never repeat the value in a message. */
  secret?: boolean;
}

const wholeNumber = (min: number, max: number): Kind<number> => ({
  schema: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.number(), v.minValue(min), v.maxValue(max)),
  expected: `a whole number from ${min} to ${max}`,
});

const httpUrl: Kind<string> = {
  schema: v.pipe(
    v.string(),
    v.url(),
    v.check((url) => /^https?:\/\//i.test(url)),
  ),
  expected: 'an http(s) URL',
};

const word = (what: string, secret = false): Kind<string> => ({
  schema: v.pipe(v.string(), v.regex(/^\S+$/)),
  expected: `${what} without spaces`,
  secret,
});

const paypalEnvironment: Kind<PayPalEnvironment> = {
  schema: v.picklist(PAYPAL_ENVIRONMENTS),
  expected: `one of ${PAYPAL_ENVIRONMENTS.join(', ')}`,
};

// `v2:<secret>,v1:<older secret>`: the first seals new values, every one still opens
// what it sealed. A single secret without a version is `v1`. Secrets are at least 32
// characters (for example `openssl rand -base64 32`).
const keyVersions: Kind<{ version: string; secret: string }[]> = {
  schema: v.pipe(
    v.string(),
    v.transform((raw) =>
      raw.split(',').map((entry) => {
        const match = /^\s*([a-z0-9]{1,8}):(.*?)\s*$/i.exec(entry);
        return match ? { version: match[1]!, secret: match[2]! } : { version: 'v1', secret: entry.trim() };
      }),
    ),
    v.check((keys) => keys.every((key) => key.secret.length >= 32) && new Set(keys.map((key) => key.version)).size === keys.length),
  ),
  expected: 'one secret of at least 32 characters, or a comma-separated list of version:secret pairs (newest first, each version once)',
  secret: true,
};

const flag: Kind<boolean> = {
  schema: v.pipe(
    v.picklist(['0', '1', 'true', 'false']),
    v.transform((value) => value === '1' || value === 'true'),
  ),
  expected: '1 or 0',
};

const emailAddress: Kind<string> = { schema: v.pipe(v.string(), v.email()), expected: 'an e-mail address' };

const providerId: Kind<ProviderId> = { schema: v.picklist(PROVIDER_IDS), expected: `one of ${PROVIDER_IDS.join(', ')}` };

type Source = (name: string) => string | undefined;

/**
 * Deprecated names, each read when its new name is unset so existing deployments keep
 * working (docs/configuration.md, "Deprecated names"): the automation feature's settings
 * were once named after "the scheduler" and "the studio".
 */
export const DEPRECATED_ENV_NAMES: Readonly<Record<string, string>> = {
  AUTOMATION_SECRET: 'SCHEDULER_SECRET',
  AUTOMATION_BASE_URL: 'SCHEDULER_BASE_URL',
  AUTOMATION_RETRY_MINUTES: 'SCHEDULER_RETRY_MINUTES',
  AUTOMATION_BATCH: 'SCHEDULER_BATCH',
  AUTOMATION_TICK_BUDGET_MS: 'SCHEDULER_TICK_BUDGET_MS',
  AUTOMATION_HANDOFF_TIMEOUT_MS: 'SCHEDULER_HANDOFF_TIMEOUT_MS',
  AUTOMATION_CLAIM_MINUTES: 'SCHEDULER_CLAIM_MINUTES',
  AUTOMATION_RUN_TIMEOUT_MINUTES: 'SCHEDULER_RUN_TIMEOUT_MINUTES',
  AUTOMATION_OUTLINE_TIMEOUT_MS: 'STUDIO_OUTLINE_TIMEOUT_MS',
  AUTOMATION_SECTION_TIMEOUT_MS: 'STUDIO_SECTION_TIMEOUT_MS',
};

/** The variable's value by `kind` (or its deprecated name's when it is unset), undefined when unset or blank (as `NAME=` in an env file leaves it). */
function read<T>(env: Source, name: string, kind: Kind<T>): T | undefined {
  let used = name;
  let raw = env(name)?.trim();
  const deprecated = DEPRECATED_ENV_NAMES[name];
  if (!raw && deprecated) {
    used = deprecated;
    raw = env(deprecated)?.trim();
  }
  if (!raw) return undefined;
  const result = v.safeParse(kind.schema, raw);
  if (result.success) return result.output;
  throw new ConfigError(`${used} must be ${kind.expected}${kind.secret ? '' : `, got ${JSON.stringify(raw)}`}.`);
}

const mapKeys = <K extends string, T>(keys: readonly K[], value: (key: K) => T) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, T>;
const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>) => Object.keys(record) as K[];

function load(env: Source): ServerConfig {
  const quota = wholeNumber(0, 1_000_000);
  const rate = wholeNumber(1, 1_000_000);
  const chatModelTimeoutMs = read(env, 'CHAT_MODEL_TIMEOUT_MS', wholeNumber(100, 600_000)) ?? MODEL_DEFAULTS.timeoutMs;
  const callTimeout = (name: string, key: keyof typeof CALL_TIMEOUT_DEFAULTS_MS, max = 60_000) =>
    read(env, name, wholeNumber(100, max)) ?? CALL_TIMEOUT_DEFAULTS_MS[key];
  return {
    supabase: {
      url: read(env, 'SUPABASE_URL', httpUrl)?.replace(/\/+$/, ''),
      serviceRoleKey: read(env, 'SUPABASE_SERVICE_ROLE_KEY', word('a key', true)),
      // The browser's key, for reads anyone may make (a shared chat's page): Netlify
      // gives the functions the build's variables too, so VITE_SUPABASE_ANON_KEY does.
      anonKey: read(env, 'SUPABASE_ANON_KEY', word('a key', true)) ?? read(env, 'VITE_SUPABASE_ANON_KEY', word('a key', true)),
      jwtSecret: read(env, 'SUPABASE_JWT_SECRET', word('a secret', true)),
    },
    providers: mapKeys(PROVIDER_IDS, (id) => ({
      apiKey: read(env, PROVIDERS[id].env.apiKey, word('a key', true)),
      baseURL: read(env, PROVIDERS[id].env.baseUrl, httpUrl) ?? PROVIDERS[id].baseUrl,
    })),
    chatModels: mapKeys(CHAT_MODEL_IDS, (id) => read(env, `CHAT_MODEL_${id.toUpperCase()}`, word('a model id')) ?? chatCard(id).model),
    freeChatModel: read(env, 'CHAT_FREE_MODEL', word('a model id')) ?? FREE_CHAT.model,
    textModel: { provider: read(env, 'TEXT_MODEL_PROVIDER', providerId), model: read(env, 'TEXT_MODEL', word('a model id')) },
    chatModelTimeoutMs,
    quotaFreePerDay: mapKeys(
      keysOf(QUOTA_DEFAULTS),
      (kind) => read(env, `QUOTA_FREE_${kind.toUpperCase()}`, quota) ?? QUOTA_DEFAULTS[kind],
    ),
    ratePerMinute: mapKeys(keysOf(RATE_DEFAULTS), (rule) => read(env, RATE_DEFAULTS[rule].name, rate) ?? RATE_DEFAULTS[rule].fallback),
    inflightMaxAi: read(env, 'INFLIGHT_MAX_AI', wholeNumber(1, 100)) ?? INFLIGHT_MAX_DEFAULT,
    inflightLeaseSeconds: inflightLease(env, chatModelTimeoutMs),
    quotaRefundsPerDay: read(env, 'QUOTA_REFUNDS_PER_DAY', wholeNumber(0, 1000)) ?? QUOTA_REFUNDS_PER_DAY_DEFAULT,
    timeoutsMs: {
      websiteCopy: callTimeout('WEBSITE_COPY_TIMEOUT_MS', 'websiteCopy'),
      automationOutline: callTimeout('AUTOMATION_OUTLINE_TIMEOUT_MS', 'automationOutline'),
      automationSection: callTimeout('AUTOMATION_SECTION_TIMEOUT_MS', 'automationSection'),
      support: callTimeout('SUPPORT_MODEL_TIMEOUT_MS', 'support', 600_000),
      providerTest: callTimeout('PROVIDER_TEST_TIMEOUT_MS', 'providerTest'),
      image: callTimeout('IMAGE_MODEL_TIMEOUT_MS', 'image', 600_000),
      connector: callTimeout('CONNECTOR_TIMEOUT_MS', 'connector'),
      netlifyDeploy: callTimeout('NETLIFY_DEPLOY_BUDGET_MS', 'netlifyDeploy', 9_000),
    },
    paypal: loadPayPal(env),
    providerKeysSecret: read(env, 'PROVIDER_KEYS_SECRET', keyVersions) ?? [],
    outboundAllowLocal: read(env, 'OUTBOUND_ALLOW_LOCAL', flag) ?? false,
    openRouterModelsUrl: read(env, 'OPENROUTER_MODELS_URL', httpUrl) ?? OPENROUTER_MODELS_URL_DEFAULT,
    openRouterModelsTimeoutMs: read(env, 'OPENROUTER_MODELS_TIMEOUT_MS', wholeNumber(100, 120_000)) ?? MODEL_LIST_TIMEOUT_DEFAULT_MS,
    tavily: {
      apiKey: read(env, 'TAVILY_API_KEY', word('a key', true)),
      baseUrl: (read(env, 'TAVILY_BASE_URL', httpUrl) ?? TAVILY_BASE_URL_DEFAULT).replace(/\/+$/, ''),
      timeoutMs: read(env, 'TAVILY_TIMEOUT_MS', wholeNumber(100, 60_000)) ?? TAVILY_TIMEOUT_DEFAULT_MS,
    },
    automation: loadAutomation(env),
    connectorApis: {
      notion: (read(env, 'NOTION_API_BASE', httpUrl) ?? 'https://api.notion.com').replace(/\/+$/, ''),
      airtable: (read(env, 'AIRTABLE_API_BASE', httpUrl) ?? 'https://api.airtable.com').replace(/\/+$/, ''),
    },
    netlifyApiUrl: (read(env, 'NETLIFY_API_URL', httpUrl) ?? NETLIFY_API_URL_DEFAULT).replace(/\/+$/, ''),
    cdnPurge: read(env, 'NETLIFY_PURGE_API_TOKEN', word('a token', true)) !== undefined,
    support: {
      email: read(env, 'SUPPORT_EMAIL', emailAddress) ?? DEFAULT_SUPPORT_EMAIL,
      perSession: read(env, 'SUPPORT_LIMIT_PER_SESSION', rate) ?? SUPPORT_LIMIT_DEFAULTS.perSession,
      perIp: read(env, 'SUPPORT_LIMIT_PER_IP', rate) ?? SUPPORT_LIMIT_DEFAULTS.perIp,
      // The limiter keeps a window for a day (migration 20261124000300).
      ipWindowMinutes: read(env, 'SUPPORT_LIMIT_IP_WINDOW_MINUTES', wholeNumber(1, 1440)) ?? SUPPORT_LIMIT_DEFAULTS.ipWindowMinutes,
      requestsPerHour: read(env, 'SUPPORT_LIMIT_REQUESTS_PER_HOUR', rate) ?? 5,
      forwardUrl: read(env, 'SUPPORT_FORWARD_URL', httpUrl),
    },
  };
}

/** The in-flight lease: INFLIGHT_LEASE_SECONDS, else the chat timeout and a margin; never shorter than an answer may take. */
function inflightLease(env: Source, chatModelTimeoutMs: number): number {
  const answerSeconds = Math.ceil(chatModelTimeoutMs / 1000);
  const seconds = read(env, 'INFLIGHT_LEASE_SECONDS', wholeNumber(1, 86_400)) ?? answerSeconds + INFLIGHT_LEASE_MARGIN_SECONDS;
  if (seconds <= answerSeconds) {
    throw new ConfigError(
      `INFLIGHT_LEASE_SECONDS must be longer than an answer may take (CHAT_MODEL_TIMEOUT_MS, ${answerSeconds} s), got ${seconds}.`,
    );
  }
  return seconds;
}

function loadAutomation(env: Source): ServerConfig['automation'] {
  const claimMinutes = read(env, 'AUTOMATION_CLAIM_MINUTES', wholeNumber(1, 1440)) ?? AUTOMATION_RUN_DEFAULTS.claimMinutes;
  // A background function has 15 minutes.
  const runTimeoutMinutes = read(env, 'AUTOMATION_RUN_TIMEOUT_MINUTES', wholeNumber(1, 14)) ?? AUTOMATION_RUN_DEFAULTS.runTimeoutMinutes;
  // A run still writing when its claim ends could be claimed and written a second time.
  if (claimMinutes <= runTimeoutMinutes) {
    throw new ConfigError(
      `AUTOMATION_CLAIM_MINUTES must be longer than AUTOMATION_RUN_TIMEOUT_MINUTES (${runTimeoutMinutes}), got ${claimMinutes}.`,
    );
  }
  return {
    secret: read(env, 'AUTOMATION_SECRET', word('a secret', true)),
    // Netlify sets URL to the site's main address.
    baseUrl: (read(env, 'AUTOMATION_BASE_URL', httpUrl) ?? read(env, 'URL', httpUrl))?.replace(/\/+$/, ''),
    retryMinutes: read(env, 'AUTOMATION_RETRY_MINUTES', wholeNumber(1, 1440)) ?? AUTOMATION_RUN_DEFAULTS.retryMinutes,
    batch: read(env, 'AUTOMATION_BATCH', wholeNumber(1, 1000)) ?? AUTOMATION_RUN_DEFAULTS.batch,
    claimMinutes,
    runTimeoutMinutes,
    // A scheduled function stops at 30 s.
    tickBudgetMs: read(env, 'AUTOMATION_TICK_BUDGET_MS', wholeNumber(1000, 25_000)) ?? AUTOMATION_RUN_DEFAULTS.tickBudgetMs,
    handOffTimeoutMs: read(env, 'AUTOMATION_HANDOFF_TIMEOUT_MS', wholeNumber(100, 25_000)) ?? AUTOMATION_RUN_DEFAULTS.handOffTimeoutMs,
  };
}

function loadPayPal(env: Source): PayPalConfig {
  const environment = read(env, 'PAYPAL_ENVIRONMENT', paypalEnvironment) ?? 'sandbox';
  const apiBase = read(env, 'PAYPAL_API_BASE', httpUrl)?.replace(/\/+$/, '');
  if (apiBase && environment === 'live') {
    throw new ConfigError('PAYPAL_API_BASE is for tests and local runs only and cannot be used with PAYPAL_ENVIRONMENT=live.');
  }
  const timeoutMs = read(env, 'PAYPAL_TIMEOUT_MS', wholeNumber(100, 120_000)) ?? PAYPAL_TIMEOUT_DEFAULT_MS;
  return {
    clientId: read(env, 'PAYPAL_CLIENT_ID', word('a client id')),
    clientSecret: read(env, 'PAYPAL_CLIENT_SECRET', word('a secret', true)),
    environment,
    webhookId: read(env, 'PAYPAL_WEBHOOK_ID', word('a webhook id')),
    apiBase,
    timeoutMs,
    // A capture makes up to three PayPal calls: it reads the order, captures it, and reads it again when PayPal says it was captured already.
    captureLeaseSeconds: read(env, 'PAYPAL_CAPTURE_LEASE_SECONDS', wholeNumber(1, 3600)) ?? Math.ceil((3 * timeoutMs) / 1000) + 5,
  };
}

// `netlify dev` reads .env files once, before its [dev] command starts the local
// Supabase that writes .env.local on a first run: the Supabase values it lacks
// then come from that file, read on demand.
const FROM_LOCAL_ENV_FILE = new Set(['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'VITE_SUPABASE_ANON_KEY']);
let localEnvFile: Record<string, string> | null = null;

function readLocalEnvFile(): Record<string, string> | null {
  if (process.env.NETLIFY_DEV !== 'true') return null;
  if (!localEnvFile) {
    try {
      const text = readFileSync('.env.local', 'utf8');
      localEnvFile = Object.fromEntries(
        text
          .split('\n')
          .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
          .filter((match): match is RegExpExecArray => match !== null)
          .map((match) => [match[1]!, match[2]!]),
      );
    } catch {
      return null;
    }
  }
  return localEnvFile;
}

let cached: { names: string[]; values: (string | undefined)[]; file: Record<string, string> | null; config: ServerConfig } | null = null;

/** The validated configuration; parsed again only when a variable it reads (or .env.local) has changed. */
export function serverConfig(): ServerConfig {
  const file = readLocalEnvFile();
  const last = cached;
  if (last && last.file === file && last.names.every((name, i) => process.env[name] === last.values[i])) return last.config;
  const names: string[] = [];
  const config = load((name) => {
    names.push(name);
    return process.env[name] || (FROM_LOCAL_ENV_FILE.has(name) ? file?.[name] : undefined);
  });
  cached = { names, values: names.map((name) => process.env[name]), file, config };
  return config;
}

/** The name of every variable serverConfig reads, in the order it reads them. */
export function configVariableNames(): string[] {
  const names: string[] = [];
  load((name) => {
    names.push(name);
    return undefined;
  });
  return names;
}

function required<T>(name: string, value: T | undefined): T {
  if (value === undefined) throw new ConfigError(`Server is missing the ${name} environment variable.`);
  return value;
}

/** The Supabase project URL, without a trailing slash. */
export function supabaseUrl(): string {
  return required('SUPABASE_URL', serverConfig().supabase.url);
}

export function serviceRoleKey(): string {
  return required('SUPABASE_SERVICE_ROLE_KEY', serverConfig().supabase.serviceRoleKey);
}

/** The anon key: what a visitor's browser may do, and nothing more. */
export function anonKey(): string {
  return required('SUPABASE_ANON_KEY', serverConfig().supabase.anonKey);
}
