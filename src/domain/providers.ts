// The AI providers, each defined here and nowhere else: its id, the label every
// list, card and message shows, the SDK that speaks to it, its API's address, the
// environment variables of the platform's key, its models, and the chat card its
// key answers. The chat catalogue (chat-catalogue.ts), API Settings
// (provider-settings.ts), the functions' configuration and model routing
// (netlify/lib/env.ts, netlify/lib/ai) and the Model Database read them from here;
// tests/unit/provider-registry.test.ts fails when a label, id or address is
// written anywhere else. A new provider also needs its id in the check
// constraints of user_providers.kind and ai_models.route_provider (migrations).

export const PROVIDER_IDS = ['openai', 'anthropic', 'gemini', 'groq', 'mistral', 'cohere', 'openrouter'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** The chat catalogue's six cards, by the ids GET /api/ai/chat answers with, in its order. */
export const CHAT_MODEL_IDS = ['gpt4', 'claude', 'gemini', 'llama', 'mistral', 'cohere'] as const;
export type ChatModelId = (typeof CHAT_MODEL_IDS)[number];

/** Which SDK speaks to a provider: Anthropic's for Claude, OpenAI's for OpenAI and every OpenAI-compatible API. */
export type ProviderSdk = 'openai' | 'anthropic';

/** A chat catalogue card (the fields of GET /api/ai/chat's models that are not the provider's own). */
export interface ChatCard {
  id: ChatModelId;
  name: string;
  description: string;
  /** The model id the card is asked with, unless CHAT_MODEL_<ID> says otherwise. */
  model: string;
}

export interface ProviderDefinition<Id extends ProviderId = ProviderId> {
  id: Id;
  /** The company, as the chat catalogue, API Settings, the key guide and every error message name it. */
  label: string;
  sdk: ProviderSdk;
  /** Its API, unless `env.baseUrl` is set. */
  baseUrl: string;
  /** The platform's key for it, and the variable that points it elsewhere (docs/configuration.md). */
  env: { apiKey: string; baseUrl: string };
  /** Its small model, for one-shot writing jobs (website copy, automation, Mr. Support) unless TEXT_MODEL says otherwise. */
  textModel: string;
  /** The chat card and API Settings row's logo. */
  logo: string;
  /** Whether the chat asks it until the user switches it in API Settings (its chat card's `enabled`). */
  enabled: boolean;
  /** The chat card its key answers; null for a provider that only serves the models users add. */
  chat: ChatCard | null;
  /** API Settings' row: named after the chat card (else `name`); what the key is for and what it looks like. */
  settings: { name?: string; description: string };
  /** A path of its API that only a valid key may read, when its model list answers anyone (Test connection). */
  keyCheckPath?: string;
  /**
   * The prefix of OpenRouter's ids of its models when the rest of such an id is the
   * provider's own model id: a fetched model with it can be asked directly, with a key for this provider.
   */
  openRouterPrefix?: string;
  /** Its model that reads a scanned PDF's pages when given the PDF itself (My files), with the user's own key. */
  scanModel?: string;
}

type Registry = { readonly [Id in ProviderId]: ProviderDefinition<Id> };

export const PROVIDERS: Registry = {
  openai: {
    id: 'openai',
    label: 'OpenAI',
    sdk: 'openai',
    baseUrl: 'https://api.openai.com/v1',
    env: { apiKey: 'OPENAI_API_KEY', baseUrl: 'OPENAI_BASE_URL' },
    textModel: 'gpt-4o-mini',
    logo: '🤖',
    enabled: true,
    chat: { id: 'gpt4', name: 'GPT-4', description: 'Strong general reasoning and writing.', model: 'gpt-4o' },
    scanModel: 'gpt-4o',
    settings: { description: 'GPT-4 in the chat, and GPT-4o-mini for the free plan. Keys start with sk-.' },
    openRouterPrefix: 'openai/',
  },
  anthropic: {
    id: 'anthropic',
    label: 'Anthropic',
    sdk: 'anthropic',
    baseUrl: 'https://api.anthropic.com',
    env: { apiKey: 'ANTHROPIC_API_KEY', baseUrl: 'ANTHROPIC_BASE_URL' },
    textModel: 'claude-3-5-haiku-latest',
    logo: '🧠',
    enabled: true,
    chat: { id: 'claude', name: 'Claude 3', description: 'Careful, nuanced long-form answers.', model: 'claude-3-5-sonnet-latest' },
    scanModel: 'claude-3-5-sonnet-latest',
    settings: { description: 'Careful, nuanced long-form answers. Keys start with sk-ant-.' },
  },
  gemini: {
    id: 'gemini',
    label: 'Google Gemini',
    sdk: 'openai',
    baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai/',
    env: { apiKey: 'GEMINI_API_KEY', baseUrl: 'GEMINI_BASE_URL' },
    textModel: 'gemini-2.0-flash',
    logo: '✨',
    enabled: true,
    chat: { id: 'gemini', name: 'Gemini Pro', description: 'Fast answers with broad knowledge.', model: 'gemini-2.0-flash' },
    settings: { description: 'Fast answers with broad knowledge. Keys come from Google AI Studio.' },
  },
  groq: {
    id: 'groq',
    label: 'Groq',
    sdk: 'openai',
    baseUrl: 'https://api.groq.com/openai/v1',
    env: { apiKey: 'GROQ_API_KEY', baseUrl: 'GROQ_BASE_URL' },
    textModel: 'llama-3.3-70b-versatile',
    logo: '🦙',
    enabled: false,
    chat: { id: 'llama', name: 'Llama 3', description: "Meta's open-weights model, served by Groq.", model: 'llama-3.3-70b-versatile' },
    settings: { description: "Meta's open-weights Llama, served fast by Groq. Keys start with gsk_." },
  },
  mistral: {
    id: 'mistral',
    label: 'Mistral AI',
    sdk: 'openai',
    baseUrl: 'https://api.mistral.ai/v1',
    env: { apiKey: 'MISTRAL_API_KEY', baseUrl: 'MISTRAL_BASE_URL' },
    textModel: 'mistral-small-latest',
    logo: '🌬️',
    enabled: false,
    chat: { id: 'mistral', name: 'Mistral', description: 'Efficient European model.', model: 'mistral-large-latest' },
    settings: { description: 'Efficient European models from Mistral AI.' },
  },
  cohere: {
    id: 'cohere',
    label: 'Cohere',
    sdk: 'openai',
    baseUrl: 'https://api.cohere.ai/compatibility/v1',
    env: { apiKey: 'COHERE_API_KEY', baseUrl: 'COHERE_BASE_URL' },
    textModel: 'command-r-plus',
    logo: '🔷',
    enabled: false,
    chat: { id: 'cohere', name: 'Command R+', description: 'Retrieval-friendly enterprise model.', model: 'command-r-plus' },
    settings: { description: 'Retrieval-friendly enterprise model from Cohere.' },
  },
  openrouter: {
    id: 'openrouter',
    label: 'OpenRouter',
    sdk: 'openai',
    baseUrl: 'https://openrouter.ai/api/v1',
    env: { apiKey: 'OPENROUTER_API_KEY', baseUrl: 'OPENROUTER_BASE_URL' },
    textModel: 'openai/gpt-4o-mini',
    logo: '🔀',
    enabled: true,
    chat: null,
    settings: { name: 'Models you add', description: 'One key for the models you add from the Model Database. Keys start with sk-or-.' },
    // Its model list answers anyone: only its key endpoint proves a key.
    keyCheckPath: '/key',
  },
};

/** Every provider, in the registry's order (API Settings' initial list, the first configured text model). */
export const PROVIDER_LIST: readonly ProviderDefinition[] = PROVIDER_IDS.map((id) => PROVIDERS[id]);

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

/** Each chat card with the provider whose key answers it, in the catalogue's order. */
export const CHAT_CARDS: readonly (ChatCard & { provider: ProviderDefinition })[] = PROVIDER_LIST.flatMap((provider) =>
  provider.chat ? [{ ...provider.chat, provider }] : [],
);

/** The chat card of a catalogue id, and the provider whose key answers it. */
export function chatCard(id: ChatModelId): ChatCard & { provider: ProviderDefinition } {
  const card = CHAT_CARDS.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`No provider has the chat card "${id}".`);
  return card;
}

/** The free plan's one model: always on this provider (CHAT_FREE_MODEL changes the model id). */
export const FREE_CHAT = { provider: PROVIDERS.openai.id, model: 'gpt-4o-mini' } as const;

/**
 * The provider that can answer any model of the Model Database (their ids are its
 * ids) and whose public model list 'Fetch Latest Models' reads, at `<baseUrl>/models`.
 */
export const MODEL_ROUTER = PROVIDERS.openrouter.id;

/** A user's own OpenAI-compatible endpoint (API Settings' custom providers): spoken to like this provider, at its address when it names none. */
export const CUSTOM_PROVIDER_BASE = PROVIDERS.openai;
