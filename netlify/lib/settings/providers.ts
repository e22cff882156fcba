// A user's provider settings (API Settings), read and written with the service role
// only: the table is closed to browsers (migration 20261125000000). Keys are sealed
// per user and provider (secret-box.ts) and never leave the server; what goes back
// is whether a key is saved and its last 4 characters.
import {
  DEFAULT_CUSTOM_BASE_URL,
  BUILT_IN_PROVIDER_IDS,
  BUILT_IN_PROVIDERS,
  type BuiltInProviderId,
  type ProviderKind,
  type ProviderSetting,
  type ProviderUpdate,
} from '#domain/provider-settings.ts';
import type { UserChatKeys, UserCustomProvider } from '../ai/model-routing.ts';
import { serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { loadAddedModels } from '../models/catalogue.ts';
import { checkOutboundUrl, outboundFetch, OutboundRefusedError } from '../outbound.ts';
import { openSecret, sealedWithOldKey, sealSecret, SecretUnreadableError, secretsConfigured } from '../secret-box.ts';

/** The chat catalogue enables GPT-4, Claude 3 and Gemini Pro; Llama 3, Mistral and Command R+ start off. An OpenRouter key, once saved, answers for the models the user added. */
const ENABLED_BY_DEFAULT: ReadonlySet<BuiltInProviderId> = new Set(['openai', 'anthropic', 'gemini', 'openrouter']);

const isBuiltIn = (id: string): id is BuiltInProviderId => (BUILT_IN_PROVIDER_IDS as readonly string[]).includes(id);

/** What a sealed key is bound to: a copy in another row or account does not open. */
export const keyContext = (userId: string, providerId: string) => `${userId}:${providerId}`;

interface StoredRow {
  id: string;
  kind: string;
  name: string;
  provider: string;
  enabled: boolean;
  position: number;
  base_url: string | null;
  model: string | null;
  key_sealed: string | null;
  key_last4: string | null;
}

async function storedRows(userId: string): Promise<StoredRow[]> {
  const { data, error } = await serviceClient()
    .from('user_providers')
    .select('id, kind, name, provider, enabled, position, base_url, model, key_sealed, key_last4')
    .eq('user_id', userId)
    .order('position');
  if (error) throw new Error(`provider settings lookup failed: ${error.code ?? ''} ${error.message}`);
  return data ?? [];
}

function toSetting(row: StoredRow): ProviderSetting {
  const builtIn = BUILT_IN_PROVIDERS.find((entry) => entry.id === row.id);
  return {
    id: row.id,
    kind: row.kind as ProviderKind,
    name: row.name,
    provider: row.provider,
    logo: builtIn?.logo ?? '🔌',
    description: builtIn?.description ?? 'Your own OpenAI-compatible endpoint.',
    enabled: row.enabled,
    baseUrl: row.base_url,
    model: row.model,
    apiKeyConfigured: row.key_sealed !== null,
    keyLast4: row.key_last4,
  };
}

const defaultRow = (id: BuiltInProviderId, position: number): StoredRow => {
  const entry = BUILT_IN_PROVIDERS.find((candidate) => candidate.id === id)!;
  return { id, kind: id, name: entry.name, provider: entry.provider, enabled: ENABLED_BY_DEFAULT.has(id), position, base_url: null, model: null, key_sealed: null, key_last4: null };
};

/** The saved rows in their order, then every built-in provider not saved yet, with its defaults. */
function withBuiltIns(rows: StoredRow[]): StoredRow[] {
  const missing = BUILT_IN_PROVIDER_IDS.filter((id) => !rows.some((row) => row.id === id));
  return [...rows, ...missing.map((id, i) => defaultRow(id, rows.length + i))];
}

export async function loadProviderSettings(userId: string): Promise<ProviderSetting[]> {
  return withBuiltIns(await storedRows(userId)).map(toSetting);
}

/** A user's saved key for a provider, opened (null when none is saved). */
export async function savedProviderKey(userId: string, providerId: string): Promise<string | null> {
  const row = (await storedRows(userId)).find((candidate) => candidate.id === providerId);
  if (!row?.key_sealed) return null;
  try {
    return openSecret(row.key_sealed, keyContext(userId, providerId));
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw new HttpError(409, 'The saved key for this provider can no longer be read. Enter it again and save.');
    throw error;
  }
}

/** A custom provider's base URL (OpenAI's API when none is given), if the server may call it (the same rule the calls use). */
export function checkedBaseUrl(raw: string | null | undefined, name: string): string {
  try {
    return checkOutboundUrl(raw || DEFAULT_CUSTOM_BASE_URL).toString().replace(/\/+$/, '');
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw new HttpError(400, `${name}: ${error.message}`);
    throw error;
  }
}

function checkedList(updates: ProviderUpdate[]) {
  const seen = new Set<string>();
  for (const update of updates) {
    if (seen.has(update.id)) throw new HttpError(400, `"${update.name}" has the id "${update.id}", which another provider in your list already has. Choose another name.`);
    seen.add(update.id);
    if (isBuiltIn(update.id) !== (update.kind !== 'custom') || (update.kind !== 'custom' && update.kind !== update.id)) {
      throw new HttpError(400, isBuiltIn(update.id) ? `"${update.id}" is the id of a built-in provider. Choose another name.` : `Unknown built-in provider "${update.id}".`);
    }
  }
}

/**
 * Saves the whole list in its order: rows left out are removed (built-in ones
 * come back with their defaults), keys are sealed anew when given, kept when not,
 * and sealed again with the newest server key when an older one sealed them.
 */
export async function saveProviderSettings(userId: string, updates: ProviderUpdate[]): Promise<ProviderSetting[]> {
  checkedList(updates);
  const previous = new Map((await storedRows(userId)).map((row) => [row.id, row]));
  if (updates.some((update) => update.apiKey) && !secretsConfigured()) {
    throw new HttpError(503, 'This server cannot store API keys yet. Please try again later.');
  }
  const now = new Date().toISOString();
  const rows = updates.map((update, position) => {
    const custom = update.kind === 'custom';
    const context = keyContext(userId, update.id);
    const old = previous.get(update.id);
    let sealed = old?.key_sealed ?? null;
    let last4 = old?.key_last4 ?? null;
    if (update.apiKey !== undefined) {
      sealed = update.apiKey ? sealSecret(update.apiKey, context) : null;
      last4 = update.apiKey ? update.apiKey.slice(-4) : null;
    } else if (sealed && secretsConfigured() && sealedWithOldKey(sealed)) {
      sealed = sealSecret(openSecret(sealed, context), context);
    }
    return {
      user_id: userId,
      id: update.id,
      kind: update.kind,
      name: update.name,
      provider: update.provider,
      enabled: update.enabled,
      position,
      base_url: custom ? checkedBaseUrl(update.baseUrl, update.name) : null,
      model: custom ? update.model || update.name : null,
      key_sealed: sealed,
      key_last4: last4,
      updated_at: now,
    };
  });
  const client = serviceClient();
  if (rows.length) {
    const { error } = await client.from('user_providers').upsert(rows, { onConflict: 'user_id,id' });
    if (error) throw new Error(`provider settings write failed: ${error.code ?? ''} ${error.message}`);
  }
  const removed = [...previous.keys()].filter((id) => !rows.some((row) => row.id === id));
  if (removed.length) {
    const { error } = await client.from('user_providers').delete().eq('user_id', userId).in('id', removed);
    if (error) throw new Error(`provider settings delete failed: ${error.code ?? ''} ${error.message}`);
  }
  return loadProviderSettings(userId);
}

/**
 * The keys, custom endpoints (enabled entries only) and added models a user's chat uses. A key
 * that no longer opens (its server key was dropped) is skipped, so the platform's
 * key answers instead; the user sees it as not configured in API Settings' test.
 */
export async function loadUserChatKeys(userId: string): Promise<UserChatKeys> {
  const [stored, added] = await Promise.all([storedRows(userId), loadAddedModels(userId)]);
  const enabled: UserChatKeys['enabled'] = Object.fromEntries(stored.filter((row) => isBuiltIn(row.id)).map((row) => [row.id, row.enabled]));
  const rows = stored.filter((row) => row.enabled);
  const open = (row: StoredRow): string | null => {
    if (!row.key_sealed || !secretsConfigured()) return null;
    try {
      return openSecret(row.key_sealed, keyContext(userId, row.id));
    } catch {
      console.warn(`[settings] a saved provider key (${row.id}) no longer opens; the platform's key is used`);
      return null;
    }
  };
  const keys: UserChatKeys['keys'] = {};
  const custom: UserCustomProvider[] = [];
  for (const row of rows) {
    if (row.kind === 'custom') {
      if (row.base_url && row.model) custom.push({ id: row.id, name: row.name, provider: row.provider, baseUrl: row.base_url, model: row.model, apiKey: open(row) ?? '' });
    } else if (isBuiltIn(row.id)) {
      const key = open(row);
      if (key) keys[row.id] = key;
    }
  }
  return { enabled, keys, custom, outboundFetch: outboundFetch as typeof fetch, added };
}
