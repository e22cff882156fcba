// The model providers the platform can call (src/domain/providers.ts defines them),
// each configured by env (keys and base URLs: see ../env.ts). Two SDKs cover them
// all: Anthropic's for Claude, OpenAI's for OpenAI and every OpenAI-compatible
// endpoint (Gemini, Groq for Llama, Mistral, Cohere, OpenRouter for any model of
// the Model Database).
import { PROVIDER_IDS, PROVIDERS, type ProviderId, type ProviderSdk } from '#domain/providers.ts';
import { serverConfig } from '../env.ts';

export interface ProviderSettings {
  id: ProviderId;
  sdk: ProviderSdk;
  apiKey: string;
  baseURL: string | undefined;
}

/**
 * A key and endpoint a call uses instead of the platform's env ones: a user's own
 * key (API Settings) for a built-in provider, or a user's custom OpenAI-compatible
 * endpoint, which is reached through the SSRF-safe fetch.
 */
export interface ProviderCredentials {
  sdk: ProviderSdk;
  apiKey: string;
  baseURL: string | undefined;
  /** How messages name the provider ("OpenAI", or a custom provider's own name). */
  label: string;
  /** A custom endpoint (the user chose its address): only its failures talk about an address. */
  custom?: boolean;
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
