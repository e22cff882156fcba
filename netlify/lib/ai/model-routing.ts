// Which provider and model answer for each chat catalogue entry, and for one-shot
// writing jobs. Model ids can be changed by env (CHAT_MODEL_<ID>, e.g.
// CHAT_MODEL_CLAUDE=claude-sonnet-4-5; CHAT_FREE_MODEL; TEXT_MODEL): see ../env.ts.
import { CHAT_CATALOGUE, FREE_CHAT_MODEL, type ChatModelId } from '#domain/chat-catalogue.ts';
import type { ChatStatus } from '#domain/chat-contract.ts';
import { builtInKeySource, keylessSource, type KeySource, type PlannedModel } from '#domain/chat-plan.ts';
import type { AddedModel } from '#domain/model-catalogue.ts';
import { seesImages } from '#domain/model-vision.ts';
import { chatCard, CUSTOM_PROVIDER_BASE, FREE_CHAT, MODEL_ROUTER, PROVIDER_IDS, PROVIDERS, type ProviderId } from '#domain/providers.ts';
import { serverConfig } from '../env.ts';
import { anyProviderConfigured, isProviderConfigured, providerSettings, type ProviderCredentials } from './providers.ts';

export interface ChatTarget {
  modelId: string;
  modelName: string;
  /** 'demo' is the offline demo provider (the platform has no key at all, and the user none for this model). */
  provider: ProviderId | 'demo';
  model: string;
  /** Whose key answers: the user's own (API Settings), the platform's env key, the demo, or nobody's ('none': see `unavailable`). */
  keySource: KeySource;
  /** The user's key or custom endpoint, when keySource is 'user'. */
  credentials?: ProviderCredentials;
  /** An added model no key can serve: why, and which key to add (its card shows this instead of an answer). */
  unavailable?: string;
  /** An added model no real key answers (a demo or `unavailable`): the keys that would. */
  needsKey?: string;
  /** Whether the model can see an image attached to the question (model-vision.ts); left out: it cannot. */
  vision?: boolean;
}

/** A user's custom OpenAI-compatible provider, with its key opened. */
export interface UserCustomProvider {
  id: string;
  name: string;
  provider: string;
  baseUrl: string;
  model: string;
  apiKey: string;
}

/** What a user brought (API Settings, enabled entries only): keys for built-in providers and custom endpoints. */
export interface UserChatKeys {
  /** A built-in provider the user switched on or off (unset: the catalogue's own default). */
  enabled: Partial<Record<ProviderId, boolean>>;
  keys: Partial<Record<ProviderId, string>>;
  custom: UserCustomProvider[];
  /** The SSRF-safe fetch custom endpoints are reached through (netlify/lib/outbound.ts). */
  outboundFetch: typeof fetch;
  /** The models the user added from the Model Database ('Add to Platform'), oldest first. */
  added: AddedModel[];
  /** The ids of the user's providers in the order API Settings saved them (built-in and custom); empty: the catalogue's order. */
  order: readonly string[];
}

export const NO_USER_KEYS: UserChatKeys = { enabled: {}, keys: {}, custom: [], outboundFetch: fetch, added: [], order: [] };

/** The id API Settings lists a chat card under: a catalogue model's provider, a custom provider's own id. */
const orderKey = (modelId: string) => CHAT_CATALOGUE.find((entry) => entry.id === modelId)?.providerId ?? modelId;

/**
 * The catalogue's cards and the custom providers' in the order the user saved in API
 * Settings (the chat's cards, and so the merge model offered first, follow it); what
 * the order does not name keeps its place after what it does.
 */
function inUserOrder<T>(items: readonly T[], providerOf: (item: T) => string, user: UserChatKeys): T[] {
  const rank = (item: T) => {
    const at = user.order.indexOf(providerOf(item));
    return at === -1 ? user.order.length : at;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** Whether the chat asks this catalogue model: the user's switch in API Settings, else the catalogue's default. */
const isEnabledFor = (entry: (typeof CHAT_CATALOGUE)[number], user: UserChatKeys) => user.enabled[entry.providerId] ?? entry.enabled;

function userCredentials(provider: ProviderId, user: UserChatKeys): ProviderCredentials | null {
  const apiKey = user.keys[provider];
  if (!apiKey) return null;
  return { sdk: PROVIDERS[provider].sdk, apiKey, baseURL: serverConfig().providers[provider].baseURL, label: PROVIDERS[provider].label };
}

/**
 * The model that reads a scanned PDF's pages, with the user's own key (the platform
 * does not pay for it): the first provider of the registry with a `scanModel` that the
 * user has a key for and has not switched off in API Settings; null without one.
 */
export function scannedPdfReader(user: UserChatKeys): { provider: ProviderId; model: string; credentials: ProviderCredentials } | null {
  for (const provider of PROVIDER_IDS) {
    const model = PROVIDERS[provider].scanModel;
    const credentials = model ? userCredentials(provider, user) : null;
    if (model && credentials && user.enabled[provider] !== false) return { provider, model, credentials };
  }
  return null;
}

function customTarget(custom: UserCustomProvider, user: UserChatKeys): ChatTarget {
  return {
    modelId: custom.id,
    modelName: custom.name,
    provider: CUSTOM_PROVIDER_BASE.id,
    model: custom.model,
    vision: seesImages(custom.model),
    keySource: 'user',
    // Local endpoints (Ollama, LM Studio) take any key.
    credentials: {
      sdk: CUSTOM_PROVIDER_BASE.sdk,
      apiKey: custom.apiKey || 'none',
      baseURL: custom.baseUrl,
      label: custom.provider,
      custom: true,
      fetch: user.outboundFetch,
    },
  };
}

/** A card the offline demo provider answers. */
const demoTarget = (modelId: string, modelName: string, extra: Partial<ChatTarget> = {}): ChatTarget => ({
  modelId,
  modelName,
  provider: 'demo',
  model: 'demo',
  keySource: 'demo',
  ...extra,
});

/**
 * How an added model is asked, in order: the user's own key for its provider, the
 * user's OpenRouter key, the platform's key for its provider, the platform's
 * OpenRouter key (OPENROUTER_API_KEY). With none of them, a demo answer when the
 * platform has no key at all, else the card says which key to add.
 */
function addedTarget(added: AddedModel, user: UserChatKeys, serverDemo = chatDemoMode()): ChatTarget {
  const base = { modelId: added.id, modelName: added.name, vision: seesImages(added.id) };
  const direct = added.route;
  const viaRouter = { provider: MODEL_ROUTER, model: added.id };
  const ownDirect = direct && userCredentials(direct.provider, user);
  if (direct && ownDirect) return { ...base, ...direct, keySource: 'user', credentials: ownDirect };
  const ownRouter = userCredentials(MODEL_ROUTER, user);
  if (ownRouter) return { ...base, ...viaRouter, keySource: 'user', credentials: ownRouter };
  if (direct && isProviderConfigured(direct.provider)) return { ...base, ...direct, keySource: 'platform' };
  if (isProviderConfigured(MODEL_ROUTER)) return { ...base, ...viaRouter, keySource: 'platform' };
  const router = PROVIDERS[MODEL_ROUTER].label;
  const needsKey = direct ? `your ${PROVIDERS[direct.provider].label} or ${router} API key` : `your ${router} API key`;
  if (keylessSource(serverDemo) === 'demo') return demoTarget(added.id, added.name, { needsKey, vision: base.vision });
  return {
    ...base,
    ...viaRouter,
    keySource: 'none',
    needsKey,
    unavailable: `${added.name} needs an API key this server does not have. Add ${needsKey} in API Settings to get its answers.`,
  };
}

export function chatProviderOf(id: ChatModelId): { provider: ProviderId; model: string } {
  return { provider: chatCard(id).provider.id, model: serverConfig().chatModels[id] };
}

/** True when no provider has a key: the demo provider answers. */
export function chatDemoMode(): boolean {
  return !anyProviderConfigured();
}

/** The cards a list of targets shows, for GET /api/ai/chat's `answering` (the chat's model count). */
export function plannedModels(targets: readonly ChatTarget[]): PlannedModel[] {
  return targets.map((target) => ({
    id: target.modelId,
    name: target.modelName,
    keySource: target.keySource,
    vision: target.vision === true,
    ...(target.needsKey ? { needsKey: target.needsKey } : {}),
  }));
}

/**
 * The catalogue with `apiKeyConfigured` from the server's env or the user's own keys,
 * then the user's custom providers and added models; `answering` is the plan the
 * caller's next question is asked with (chat/turn.ts's chatTargetsFor), and `demo`
 * whether a card of it is a demo.
 */
export function chatCatalogueStatus(user: UserChatKeys, answering: PlannedModel[]): ChatStatus {
  const models: ChatStatus['models'] = CHAT_CATALOGUE.map((entry) => ({
    id: entry.id,
    name: entry.name,
    provider: entry.provider,
    enabled: isEnabledFor(entry, user),
    apiKeyConfigured: isProviderConfigured(entry.providerId) || Boolean(user.keys[entry.providerId]),
  }));
  const custom = user.custom.map((entry) => ({
    id: entry.id,
    name: entry.name,
    provider: entry.provider,
    enabled: true,
    apiKeyConfigured: true,
    custom: true as const,
  }));
  const added = user.added.map((entry) => ({
    id: entry.id,
    name: entry.name,
    provider: entry.provider,
    enabled: true,
    apiKeyConfigured: addedTarget(entry, user, false).keySource !== 'none',
    added: true as const,
  }));
  return {
    demo: answering.some((model) => model.keySource === 'demo'),
    models: [...inUserOrder([...models, ...custom], (model) => orderKey(model.id), user), ...added],
    answering,
  };
}

/**
 * Premium: every enabled catalogue model whose provider has a key, the user's own
 * first, then the platform's (with no platform key at all, the others answer as a
 * demo: chat-plan.ts); then the user's custom providers, then the models they added.
 */
export function premiumChatTargets(user: UserChatKeys = NO_USER_KEYS): ChatTarget[] {
  const serverDemo = chatDemoMode();
  const catalogue = CHAT_CATALOGUE.filter((entry) => isEnabledFor(entry, user)).flatMap((entry): ChatTarget[] => {
    const { provider, model } = chatProviderOf(entry.id);
    const credentials = userCredentials(provider, user);
    const base = { modelId: entry.id, modelName: entry.name, provider, model, vision: seesImages(model) };
    switch (builtInKeySource({ userKey: credentials !== null, platformKey: isProviderConfigured(provider), serverDemo })) {
      case 'user':
        return [{ ...base, keySource: 'user', credentials: credentials! }];
      case 'platform':
        return [{ ...base, keySource: 'platform' }];
      case 'demo':
        return [demoTarget(entry.id, entry.name, { vision: base.vision })];
      case null:
        return [];
    }
  });
  return [
    ...inUserOrder([...catalogue, ...user.custom.map((custom) => customTarget(custom, user))], (target) => orderKey(target.modelId), user),
    ...user.added.map((added) => addedTarget(added, user, serverDemo)),
  ];
}

/** Free: GPT-4o-mini on OpenAI (FREE_CHAT; CHAT_FREE_MODEL overrides the model id), with the user's OpenAI key if they saved one; null when neither side has an OpenAI key but the platform has others. */
export function freeChatTarget(user: UserChatKeys = NO_USER_KEYS): ChatTarget | null {
  const model = serverConfig().freeChatModel;
  const base = { modelId: FREE_CHAT_MODEL.id, modelName: FREE_CHAT_MODEL.name, model, vision: seesImages(model) };
  const credentials = userCredentials(FREE_CHAT.provider, user);
  if (credentials) return { ...base, provider: FREE_CHAT.provider, keySource: 'user', credentials };
  if (chatDemoMode()) return { ...base, provider: 'demo', model: 'demo', keySource: 'demo' };
  if (!isProviderConfigured(FREE_CHAT.provider)) return null;
  return { ...base, provider: FREE_CHAT.provider, keySource: 'platform' };
}

/**
 * The model used for single-shot writing jobs (website copy, content): the
 * `TEXT_MODEL_PROVIDER`/`TEXT_MODEL` override, else the first configured provider's
 * small model; null when no provider is configured (callers then use their offline path).
 */
export function defaultTextModel(): { provider: ProviderId; model: string } | null {
  const override = serverConfig().textModel;
  if (override.provider && providerSettings(override.provider)) {
    return { provider: override.provider, model: override.model ?? PROVIDERS[override.provider].textModel };
  }
  const first = PROVIDER_IDS.find((id) => providerSettings(id));
  return first ? { provider: first, model: PROVIDERS[first].textModel } : null;
}
