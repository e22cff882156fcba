// Which provider and model answer for each chat catalogue entry. Model ids can be
// changed by env (CHAT_MODEL_<ID>), e.g. CHAT_MODEL_CLAUDE=claude-sonnet-4-5.
import { CHAT_CATALOGUE, FREE_CHAT_MODEL, type ChatModelId } from '#domain/chat-catalogue.ts';
import { anyProviderConfigured, isProviderConfigured, type ProviderId } from './providers.ts';

export interface ChatTarget {
  modelId: string;
  modelName: string;
  /** 'demo' is the offline demo provider (no key configured at all). */
  provider: ProviderId | 'demo';
  model: string;
}

const CHAT_PROVIDERS: Record<ChatModelId, { provider: ProviderId; model: string }> = {
  gpt4: { provider: 'openai', model: 'gpt-4o' },
  claude: { provider: 'anthropic', model: 'claude-3-5-sonnet-latest' },
  gemini: { provider: 'gemini', model: 'gemini-2.0-flash' },
  llama: { provider: 'groq', model: 'llama-3.3-70b-versatile' },
  mistral: { provider: 'mistral', model: 'mistral-large-latest' },
  cohere: { provider: 'cohere', model: 'command-r-plus' },
};

export function chatProviderOf(id: ChatModelId): { provider: ProviderId; model: string } {
  const mapping = CHAT_PROVIDERS[id];
  return { provider: mapping.provider, model: process.env[`CHAT_MODEL_${id.toUpperCase()}`]?.trim() || mapping.model };
}

/** True when no provider has a key: the demo provider answers. */
export function chatDemoMode(): boolean {
  return !anyProviderConfigured();
}

/** The catalogue with `apiKeyConfigured` filled in from the server's env. */
export function chatCatalogueStatus() {
  return CHAT_CATALOGUE.map((entry) => ({
    id: entry.id,
    name: entry.name,
    provider: entry.provider,
    enabled: entry.enabled,
    apiKeyConfigured: isProviderConfigured(CHAT_PROVIDERS[entry.id].provider),
  }));
}

/** Premium: every enabled model whose provider has a key (all enabled ones, as demos, when none has). */
export function premiumChatTargets(): ChatTarget[] {
  const demo = chatDemoMode();
  return CHAT_CATALOGUE.filter((entry) => entry.enabled && (demo || isProviderConfigured(CHAT_PROVIDERS[entry.id].provider))).map((entry) => {
    const { provider, model } = chatProviderOf(entry.id);
    return { modelId: entry.id, modelName: entry.name, provider: demo ? 'demo' : provider, model: demo ? 'demo' : model };
  });
}

/** Free: GPT-4o-mini on OpenAI (CHAT_FREE_MODEL overrides the model id); null when OpenAI has no key but others do. */
export function freeChatTarget(): ChatTarget | null {
  const base = { modelId: FREE_CHAT_MODEL.id, modelName: FREE_CHAT_MODEL.name };
  if (chatDemoMode()) return { ...base, provider: 'demo', model: 'demo' };
  if (!isProviderConfigured('openai')) return null;
  return { ...base, provider: 'openai', model: process.env.CHAT_FREE_MODEL?.trim() || 'gpt-4o-mini' };
}
