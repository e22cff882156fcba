// API Settings (GET/PUT /api/settings/providers, POST /api/settings/providers/test;
// docs/api.md): a user's model providers, the seven built-in ones (the chat cards'
// six, and OpenRouter for the models users add) and their own OpenAI-compatible
// endpoints, in the order they chose, with keys they saved.
// A saved key never comes back: only whether there is one and its last 4 characters.
import * as v from 'valibot';
import { CUSTOM_PROVIDER_BASE, PROVIDER_IDS, PROVIDER_LIST, type ProviderId } from './providers';

/** Every provider of the registry (providers.ts) is built in. */
export const BUILT_IN_PROVIDER_IDS = PROVIDER_IDS;
export type BuiltInProviderId = ProviderId;
export type ProviderKind = BuiltInProviderId | 'custom';

export interface BuiltInProvider {
  id: BuiltInProviderId;
  /** The chat model this key answers with. */
  name: string;
  provider: string;
  logo: string;
  description: string;
  /** On until the user switches it off. */
  enabled: boolean;
}

/** The initial list: the providers of the chat catalogue's six models, then OpenRouter for the models users add. */
export const BUILT_IN_PROVIDERS: readonly BuiltInProvider[] = PROVIDER_LIST.map((entry) => ({
  id: entry.id,
  name: entry.chat?.name ?? entry.settings.name ?? entry.label,
  provider: entry.label,
  logo: entry.logo,
  description: entry.settings.description,
  enabled: entry.enabled,
}));

/** A custom provider without a base URL is asked through OpenAI's own API (its model id defaults to its name). */
export const DEFAULT_CUSTOM_BASE_URL = CUSTOM_PROVIDER_BASE.baseUrl;

export const PROVIDER_LIMITS = { name: 80, provider: 80, key: 500, baseUrl: 500, model: 200, custom: 20 } as const;

/** A custom provider's id: its name lower-cased with spaces turned to hyphens ("My Ollama" is "my-ollama"). */
export function customProviderId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** One provider as GET answers it. */
const ProviderSettingSchema = v.object({
  id: v.string(),
  kind: v.picklist([...BUILT_IN_PROVIDER_IDS, 'custom']),
  name: v.string(),
  provider: v.string(),
  logo: v.string(),
  description: v.string(),
  enabled: v.boolean(),
  /** Custom providers only: the OpenAI-compatible endpoint and the model it asks for. */
  baseUrl: v.nullable(v.string()),
  model: v.nullable(v.string()),
  /** Whether a key is saved, and its last 4 characters (never the key). */
  apiKeyConfigured: v.boolean(),
  keyLast4: v.nullable(v.string()),
});
export type ProviderSetting = v.InferOutput<typeof ProviderSettingSchema>;

/** GET and PUT /api/settings/providers answer. */
export const ProviderSettingsResponseSchema = v.object({
  providers: v.array(ProviderSettingSchema),
  /** False when the server cannot store keys (no PROVIDER_KEYS_SECRET): the page says so. */
  keysStorable: v.boolean(),
  /** The providers the server has a key of its own for, and whether it has none (demo mode): what API Settings' preview reads. */
  platform: v.object({ demo: v.boolean(), keys: v.array(v.picklist(BUILT_IN_PROVIDER_IDS)) }),
});
export type ProviderSettingsResponse = v.InferOutput<typeof ProviderSettingsResponseSchema>;

const trimmed = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.trim(),
    v.nonEmpty(`Please fill in the ${label.toLowerCase()}.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

const apiKey = v.pipe(
  v.string('The API key must be text.'),
  v.trim(),
  v.maxLength(PROVIDER_LIMITS.key, `The API key must be at most ${PROVIDER_LIMITS.key} characters.`),
  v.regex(/^\S*$/, 'The API key cannot contain spaces.'),
);

const providerId = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'The provider id must be lower-case letters, digits, dots, dashes or underscores.'),
);
const providerKind = v.picklist([...BUILT_IN_PROVIDER_IDS, 'custom'], 'Unknown provider kind.');

/**
 * One provider in a PUT (the array's order is the list's order). `apiKey`: a string
 * saves that key (an empty one removes the saved key); absent keeps the saved key.
 */
export const ProviderUpdateSchema = v.object({
  id: providerId,
  kind: providerKind,
  name: trimmed('Model name', PROVIDER_LIMITS.name),
  provider: trimmed('Provider name', PROVIDER_LIMITS.provider),
  enabled: v.boolean('enabled must be true or false.'),
  baseUrl: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(PROVIDER_LIMITS.baseUrl, `The base URL must be at most ${PROVIDER_LIMITS.baseUrl} characters.`),
      ),
    ),
  ),
  model: v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.maxLength(PROVIDER_LIMITS.model, `The model id must be at most ${PROVIDER_LIMITS.model} characters.`)),
    ),
  ),
  apiKey: v.optional(apiKey),
});
export type ProviderUpdate = v.InferOutput<typeof ProviderUpdateSchema>;

export const ProviderSettingsUpdateSchema = v.object({
  providers: v.pipe(
    v.array(ProviderUpdateSchema),
    v.maxLength(BUILT_IN_PROVIDERS.length + PROVIDER_LIMITS.custom, `At most ${PROVIDER_LIMITS.custom} custom providers.`),
  ),
});
export type ProviderSettingsUpdate = v.InferInput<typeof ProviderSettingsUpdateSchema>;

/** POST /api/settings/providers/test: the key typed (or, absent, the saved one) against that provider. */
export const ProviderTestSchema = v.object({
  id: providerId,
  kind: providerKind,
  apiKey: v.optional(apiKey),
  /** A custom provider's name, for the messages (its saved one when absent). */
  provider: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PROVIDER_LIMITS.provider))),
  baseUrl: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(PROVIDER_LIMITS.baseUrl)))),
  model: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(PROVIDER_LIMITS.model)))),
});
export type ProviderTest = v.InferInput<typeof ProviderTestSchema>;

/** `detail`: what happened, in words a user can act on (the provider's own reason when it refused). */
export const ProviderTestResponseSchema = v.object({ ok: v.boolean(), detail: v.string() });
export type ProviderTestResponse = v.InferOutput<typeof ProviderTestResponseSchema>;
