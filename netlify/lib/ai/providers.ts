// The model providers the platform can call, each configured by env (keys and
// base URLs: see ../env.ts). Two SDKs cover them all: Anthropic's for Claude,
// OpenAI's for OpenAI and every OpenAI-compatible endpoint (Gemini, Groq for
// Llama, Mistral, Cohere, OpenRouter for any model of the Model Database).
import { PROVIDER_IDS, serverConfig, type ProviderId } from '../env.ts';

export type { ProviderId };

interface ProviderDefinition {
  label: string;
  sdk: 'openai' | 'anthropic';
}

export const PROVIDERS: Record<ProviderId, ProviderDefinition> = {
  openai: { label: 'OpenAI', sdk: 'openai' },
  anthropic: { label: 'Anthropic', sdk: 'anthropic' },
  gemini: { label: 'Google Gemini', sdk: 'openai' },
  groq: { label: 'Groq', sdk: 'openai' },
  mistral: { label: 'Mistral AI', sdk: 'openai' },
  cohere: { label: 'Cohere', sdk: 'openai' },
  openrouter: { label: 'OpenRouter', sdk: 'openai' },
};

export interface ProviderSettings {
  id: ProviderId;
  sdk: 'openai' | 'anthropic';
  apiKey: string;
  baseURL: string | undefined;
}

/**
 * A key and endpoint a call uses instead of the platform's env ones: a user's own
 * key (API Settings) for a built-in provider, or a user's custom OpenAI-compatible
 * endpoint, which is reached through the SSRF-safe fetch.
 */
export interface ProviderCredentials {
  sdk: 'openai' | 'anthropic';
  apiKey: string;
  baseURL: string | undefined;
  /** How messages name the provider ("OpenAI", or a custom provider's own name). */
  label: string;
  fetch?: typeof fetch;
}

/** The provider's key and endpoint, or null when it has no key. */
export function providerSettings(id: ProviderId): ProviderSettings | null {
  const { apiKey, baseURL } = serverConfig().providers[id];
  if (!apiKey) return null;
  return { id, sdk: PROVIDERS[id].sdk, apiKey, baseURL };
}

export function isProviderConfigured(id: ProviderId): boolean {
  return providerSettings(id) !== null;
}

export function anyProviderConfigured(): boolean {
  return PROVIDER_IDS.some(isProviderConfigured);
}
