// The chat model catalogue (GET /api/ai/chat, docs/api.md): six entries, three enabled. The
// server maps each id to a provider and model (netlify/lib/ai/model-routing.ts) and
// reports which are configured; here every entry starts unconfigured.

export type ChatModelId = 'gpt4' | 'claude' | 'gemini' | 'llama' | 'mistral' | 'cohere';

export interface ChatCatalogueEntry {
  id: ChatModelId;
  name: string;
  provider: string;
  logo: string;
  enabled: boolean;
  apiKeyConfigured: boolean;
  description: string;
}

export const CHAT_CATALOGUE: readonly ChatCatalogueEntry[] = [
  { id: 'gpt4', name: 'GPT-4', provider: 'OpenAI', logo: '🤖', enabled: true, apiKeyConfigured: false, description: 'Strong general reasoning and writing.' },
  { id: 'claude', name: 'Claude 3', provider: 'Anthropic', logo: '🧠', enabled: true, apiKeyConfigured: false, description: 'Careful, nuanced long-form answers.' },
  { id: 'gemini', name: 'Gemini Pro', provider: 'Google', logo: '✨', enabled: true, apiKeyConfigured: false, description: 'Fast answers with broad knowledge.' },
  { id: 'llama', name: 'Llama 3', provider: 'Meta', logo: '🦙', enabled: false, apiKeyConfigured: false, description: 'Open-weights model, served by Groq.' },
  { id: 'mistral', name: 'Mistral', provider: 'Mistral AI', logo: '🌬️', enabled: false, apiKeyConfigured: false, description: 'Efficient European model.' },
  { id: 'cohere', name: 'Command R+', provider: 'Cohere', logo: '🔷', enabled: false, apiKeyConfigured: false, description: 'Retrieval-friendly enterprise model.' },
];

export const ENABLED_CHAT_MODELS = CHAT_CATALOGUE.filter((entry) => entry.enabled);

/** The one model of the free tier and how its answer is labelled. */
export const FREE_CHAT_MODEL = { id: 'free', name: 'GPT-4o-mini (Free)' } as const;

export const CHAT_TEXT_MAX = 8000;
/** Earlier turns of a session each model sees with a follow-up question. */
export const CHAT_HISTORY_TURNS = 10;
/** A chat's name, as the history shows it (chat_sessions_title_length in the database). */
export const CHAT_TITLE_MAX = 120;

export function chatModelName(id: string): string {
  if (id === FREE_CHAT_MODEL.id) return FREE_CHAT_MODEL.name;
  return CHAT_CATALOGUE.find((entry) => entry.id === id)?.name ?? id;
}
