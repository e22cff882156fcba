// The model providers the platform can call, each configured by env. Two SDKs
// cover them all: Anthropic's for Claude, OpenAI's for OpenAI and every
// OpenAI-compatible endpoint (Gemini, Groq for Llama, Mistral, Cohere...).

export type ProviderId = 'openai' | 'anthropic' | 'gemini' | 'groq' | 'mistral' | 'cohere';

interface ProviderDefinition {
  label: string;
  sdk: 'openai' | 'anthropic';
  keyEnv: string;
  baseUrlEnv: string;
  defaultBaseUrl?: string;
}

export const PROVIDERS: Record<ProviderId, ProviderDefinition> = {
  openai: { label: 'OpenAI', sdk: 'openai', keyEnv: 'OPENAI_API_KEY', baseUrlEnv: 'OPENAI_BASE_URL' },
  anthropic: { label: 'Anthropic', sdk: 'anthropic', keyEnv: 'ANTHROPIC_API_KEY', baseUrlEnv: 'ANTHROPIC_BASE_URL' },
  gemini: {
    label: 'Google Gemini',
    sdk: 'openai',
    keyEnv: 'GEMINI_API_KEY',
    baseUrlEnv: 'GEMINI_BASE_URL',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai/',
  },
  groq: { label: 'Groq', sdk: 'openai', keyEnv: 'GROQ_API_KEY', baseUrlEnv: 'GROQ_BASE_URL', defaultBaseUrl: 'https://api.groq.com/openai/v1' },
  mistral: { label: 'Mistral AI', sdk: 'openai', keyEnv: 'MISTRAL_API_KEY', baseUrlEnv: 'MISTRAL_BASE_URL', defaultBaseUrl: 'https://api.mistral.ai/v1' },
  cohere: {
    label: 'Cohere',
    sdk: 'openai',
    keyEnv: 'COHERE_API_KEY',
    baseUrlEnv: 'COHERE_BASE_URL',
    defaultBaseUrl: 'https://api.cohere.ai/compatibility/v1',
  },
};

export interface ProviderSettings {
  id: ProviderId;
  sdk: 'openai' | 'anthropic';
  apiKey: string;
  baseURL: string | undefined;
}

/** The provider's key and endpoint from env, or null when it has no key. */
export function providerSettings(id: ProviderId): ProviderSettings | null {
  const definition = PROVIDERS[id];
  const apiKey = process.env[definition.keyEnv]?.trim();
  if (!apiKey) return null;
  return { id, sdk: definition.sdk, apiKey, baseURL: process.env[definition.baseUrlEnv]?.trim() || definition.defaultBaseUrl };
}

export function isProviderConfigured(id: ProviderId): boolean {
  return providerSettings(id) !== null;
}

export function anyProviderConfigured(): boolean {
  return (Object.keys(PROVIDERS) as ProviderId[]).some(isProviderConfigured);
}
