// Which provider and model answer for each chat catalogue entry, and for one-shot
// writing jobs. Model ids can be changed by env (CHAT_MODEL_<ID>, e.g.
// CHAT_MODEL_CLAUDE=claude-sonnet-4-5; CHAT_FREE_MODEL; TEXT_MODEL): see ../env.ts.
import { CHAT_CATALOGUE, FREE_CHAT_MODEL, type ChatModelId } from '#domain/chat-catalogue.ts';
import { PROVIDER_IDS, serverConfig, TEXT_MODEL_DEFAULTS } from '../env.ts';
import { anyProviderConfigured, isProviderConfigured, providerSettings, type ProviderId } from './providers.ts';

export interface ChatTarget {
  modelId: string;
  modelName: string;
  /** 'demo' is the offline demo provider (no key configured at all). */
  provider: ProviderId | 'demo';
  model: string;
}

const CHAT_PROVIDERS: Record<ChatModelId, ProviderId> = {
  gpt4: 'openai',
  claude: 'anthropic',
  gemini: 'gemini',
  llama: 'groq',
  mistral: 'mistral',
  cohere: 'cohere',
};

export function chatProviderOf(id: ChatModelId): { provider: ProviderId; model: string } {
  return { provider: CHAT_PROVIDERS[id], model: serverConfig().chatModels[id] };
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
    apiKeyConfigured: isProviderConfigured(CHAT_PROVIDERS[entry.id]),
  }));
}

/** Premium: every enabled model whose provider has a key (all enabled ones, as demos, when none has). */
export function premiumChatTargets(): ChatTarget[] {
  const demo = chatDemoMode();
  return CHAT_CATALOGUE.filter((entry) => entry.enabled && (demo || isProviderConfigured(CHAT_PROVIDERS[entry.id]))).map((entry) => {
    const { provider, model } = chatProviderOf(entry.id);
    return { modelId: entry.id, modelName: entry.name, provider: demo ? 'demo' : provider, model: demo ? 'demo' : model };
  });
}

/** Free: GPT-4o-mini on OpenAI (CHAT_FREE_MODEL overrides the model id); null when OpenAI has no key but others do. */
export function freeChatTarget(): ChatTarget | null {
  const base = { modelId: FREE_CHAT_MODEL.id, modelName: FREE_CHAT_MODEL.name };
  if (chatDemoMode()) return { ...base, provider: 'demo', model: 'demo' };
  if (!isProviderConfigured('openai')) return null;
  return { ...base, provider: 'openai', model: serverConfig().freeChatModel };
}

/**
 * The model used for single-shot writing jobs (website copy, content): the
 * `TEXT_MODEL_PROVIDER`/`TEXT_MODEL` override, else the first configured provider's
 * small model; null when no provider is configured (callers then use their offline path).
 */
export function defaultTextModel(): { provider: ProviderId; model: string } | null {
  const override = serverConfig().textModel;
  if (override.provider && providerSettings(override.provider)) {
    return { provider: override.provider, model: override.model ?? TEXT_MODEL_DEFAULTS[override.provider] };
  }
  const first = PROVIDER_IDS.find((id) => providerSettings(id));
  return first ? { provider: first, model: TEXT_MODEL_DEFAULTS[first] } : null;
}
