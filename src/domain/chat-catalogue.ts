// The chat model catalogue (GET /api/ai/chat, docs/api.md): six entries, three enabled,
// one per provider of the registry (providers.ts) that has a chat card. The server asks
// each with its provider's key (netlify/lib/ai/model-routing.ts) and reports which are
// configured; here every entry starts unconfigured.
import { CHAT_CARDS, type ChatModelId, type ProviderId } from './providers';

export type { ChatModelId };

export interface ChatCatalogueEntry {
  id: ChatModelId;
  name: string;
  /** The provider's label (the registry's). */
  provider: string;
  /** The registry's provider whose key answers this card. */
  providerId: ProviderId;
  logo: string;
  enabled: boolean;
  apiKeyConfigured: boolean;
  description: string;
}

export const CHAT_CATALOGUE: readonly ChatCatalogueEntry[] = CHAT_CARDS.map((card) => ({
  id: card.id,
  name: card.name,
  provider: card.provider.label,
  providerId: card.provider.id,
  logo: card.provider.logo,
  enabled: card.provider.enabled,
  apiKeyConfigured: false,
  description: card.description,
}));

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
