// A user's provider settings (API Settings), read and written with the service role
// only: the table is closed to browsers (migration 20261123000100). Keys are sealed
// for their user, provider and destination (secret-box.ts) and never leave the
// server; what goes back is whether a key is saved and its last 4 characters. A key
// is only ever sent where it was saved for: moving a custom provider to another
// address needs the key typed again.
import * as v from 'valibot';
import type { Tables } from '#domain/database.types.ts';
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
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { addedModelFrom, type AddedModelRow } from '../models/catalogue.ts';
import { checkOutboundUrl, outboundFetch, OutboundRefusedError } from '../outbound.ts';
import { destinationOrigin, openBound, sealBound, SecretUnreadableError, secretsConfigured, type SecretBinding } from '../secret-box.ts';

const isBuiltIn = (id: string): id is BuiltInProviderId => (BUILT_IN_PROVIDER_IDS as readonly string[]).includes(id);

/**
 * Where a provider's key goes: a built-in provider's key only to the endpoint the
 * server configures for it, a custom provider's only to the origin of its base URL.
 */
export function providerDestination(kind: string, baseUrl: string | null): string {
  return kind === 'custom' ? `custom ${destinationOrigin(baseUrl || DEFAULT_CUSTOM_BASE_URL)}` : `builtin ${kind}`;
}

const keyBinding = (userId: string, row: Pick<StoredRow, 'id' | 'kind' | 'base_url'>): SecretBinding => ({
  userId,
  slot: `provider:${row.id}:${row.kind}`,
  destination: providerDestination(row.kind, row.base_url),
});

/** The context keys were sealed with before they were bound to a destination: such keys still open, and are sealed anew on the next save. */
const legacyKeyContext = (userId: string, providerId: string) => `${userId}:${providerId}`;

/** A saved key, opened for the row it is stored in (and so for that row's destination only). */
function openKey(userId: string, row: StoredRow & { key_sealed: string }) {
  return openBound(row.key_sealed, keyBinding(userId, row), legacyKeyContext(userId, row.id));
}

/** A saved key sealed anew when an older server key or the unbound form sealed it; as it is when it cannot be opened (the user is told when it is used). */
function resealedIfStale(userId: string, row: StoredRow & { key_sealed: string }): string {
  if (!secretsConfigured()) return row.key_sealed;
  try {
    const opened = openKey(userId, row);
    return opened.stale ? sealBound(opened.plaintext, keyBinding(userId, row)) : row.key_sealed;
  } catch (error) {
    if (error instanceof SecretUnreadableError) return row.key_sealed;
    throw error;
  }
}

export const KEY_AGAIN =
  'Enter the API key again to use it with the new address: a saved key is only sent to the address it was saved for.';

const PROVIDER_KINDS = [...BUILT_IN_PROVIDER_IDS, 'custom'] as const satisfies readonly ProviderKind[];

/** The columns of user_providers the functions read (the table's check constraint holds `kind` to these). */
const StoredRowSchema = v.object({
  id: v.string(),
  kind: v.picklist(PROVIDER_KINDS),
  name: v.string(),
  provider: v.string(),
  enabled: v.boolean(),
  position: v.number(),
  base_url: v.nullable(v.string()),
  model: v.nullable(v.string()),
  key_sealed: v.nullable(v.string()),
  key_last4: v.nullable(v.string()),
}) satisfies v.GenericSchema<
  unknown,
  Pick<
    Tables<'user_providers'>,
    'id' | 'kind' | 'name' | 'provider' | 'enabled' | 'position' | 'base_url' | 'model' | 'key_sealed' | 'key_last4'
  >
>;
type StoredRow = v.InferOutput<typeof StoredRowSchema>;

async function storedRows(userId: string): Promise<StoredRow[]> {
  const { data, error } = await serviceClient()
    .from('user_providers')
    .select('id, kind, name, provider, enabled, position, base_url, model, key_sealed, key_last4')
    .eq('user_id', userId)
    .order('position');
  if (error) throw new Error(`provider settings lookup failed: ${error.code ?? ''} ${error.message}`);
  return fromDatabase(v.array(StoredRowSchema), data ?? [], 'user_providers');
}

function toSetting(row: StoredRow): ProviderSetting {
  const builtIn = BUILT_IN_PROVIDERS.find((entry) => entry.id === row.id);
  return {
    id: row.id,
    kind: row.kind,
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
  return {
    id,
    kind: id,
    name: entry.name,
    provider: entry.provider,
    enabled: entry.enabled,
    position,
    base_url: null,
    model: null,
    key_sealed: null,
    key_last4: null,
  };
};

/** The saved rows in their order, then every built-in provider not saved yet, with its defaults. */
function withBuiltIns(rows: StoredRow[]): StoredRow[] {
  const missing = BUILT_IN_PROVIDER_IDS.filter((id) => !rows.some((row) => row.id === id));
  return [...rows, ...missing.map((id, i) => defaultRow(id, rows.length + i))];
}

export async function loadProviderSettings(userId: string): Promise<ProviderSetting[]> {
  return withBuiltIns(await storedRows(userId)).map(toSetting);
}

/** A user's saved provider: its kind, its base URL, and its key (opened on demand); null when the provider is not saved. */
export async function savedProvider(
  userId: string,
  providerId: string,
): Promise<{ kind: string; baseUrl: string | null; model: string | null; provider: string; hasKey: boolean; openKey(): string } | null> {
  const row = (await storedRows(userId)).find((candidate) => candidate.id === providerId);
  if (!row) return null;
  return {
    kind: row.kind,
    baseUrl: row.base_url,
    model: row.model,
    provider: row.provider,
    hasKey: row.key_sealed !== null,
    // Opened only when it is used: a key typed for the test needs no saved one.
    openKey() {
      try {
        return openKey(userId, { ...row, key_sealed: row.key_sealed ?? '' }).plaintext;
      } catch (error) {
        if (error instanceof SecretUnreadableError)
          throw new HttpError(409, 'The saved key for this provider can no longer be read. Enter it again and save.');
        throw error;
      }
    },
  };
}

/** A custom provider's base URL (OpenAI's API when none is given), if the server may call it (the same rule the calls use). */
export function checkedBaseUrl(raw: string | null | undefined, name: string): string {
  try {
    return checkOutboundUrl(raw || DEFAULT_CUSTOM_BASE_URL)
      .toString()
      .replace(/\/+$/, '');
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw new HttpError(400, `${name}: ${error.message}`);
    throw error;
  }
}

/** 400 unless the id and kind agree: a built-in provider's id is its kind, and a custom provider never takes a built-in id. */
export function checkedProviderKind(id: string, kind: ProviderKind): void {
  if (isBuiltIn(id) !== (kind !== 'custom') || (kind !== 'custom' && kind !== id)) {
    throw new HttpError(
      400,
      isBuiltIn(id) ? `"${id}" is the id of a built-in provider. Choose another name.` : `Unknown built-in provider "${id}".`,
    );
  }
}

function checkedList(updates: ProviderUpdate[]) {
  const seen = new Set<string>();
  for (const update of updates) {
    if (seen.has(update.id))
      throw new HttpError(
        400,
        `"${update.name}" has the id "${update.id}", which another provider in your list already has. Choose another name.`,
      );
    seen.add(update.id);
    checkedProviderKind(update.id, update.kind);
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
    const place = { id: update.id, kind: update.kind, base_url: custom ? checkedBaseUrl(update.baseUrl, update.name) : null };
    const old = previous.get(update.id);
    let sealed = old?.key_sealed ?? null;
    let last4 = old?.key_last4 ?? null;
    if (update.apiKey !== undefined) {
      sealed = update.apiKey ? sealBound(update.apiKey, keyBinding(userId, place)) : null;
      last4 = update.apiKey ? update.apiKey.slice(-4) : null;
    } else if (old?.key_sealed) {
      if (providerDestination(old.kind, old.base_url) !== providerDestination(place.kind, place.base_url))
        throw new HttpError(400, `${update.name}: ${KEY_AGAIN}`);
      sealed = resealedIfStale(userId, { ...old, key_sealed: old.key_sealed });
    }
    return {
      user_id: userId,
      ...place,
      name: update.name,
      provider: update.provider,
      enabled: update.enabled,
      position,
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

/** An added model as user_chat_settings reads it (migration 20261125000300). */
const AddedModelRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  provider: v.string(),
  route_provider: v.nullable(v.string()),
  route_model: v.nullable(v.string()),
}) satisfies v.GenericSchema<unknown, AddedModelRow>;

/** A user's saved providers and added models, as user_chat_settings answers them in one round trip (jsonb; migration 20261125000300). */
export const ChatSettingsRowsSchema = v.object({
  providers: v.array(StoredRowSchema),
  added: v.array(AddedModelRowSchema),
});
export type ChatSettingsRows = v.InferOutput<typeof ChatSettingsRowsSchema>;

/** The keys, custom endpoints and added models a user's chat uses (chatKeysFrom), in one round trip. */
export async function loadUserChatKeys(userId: string): Promise<UserChatKeys> {
  const { data, error } = await serviceClient().rpc('user_chat_settings', { p_user_id: userId });
  if (error) throw new Error(`provider settings lookup failed: ${error.code ?? ''} ${error.message}`);
  return chatKeysFrom(userId, fromDatabase(ChatSettingsRowsSchema, data, 'user_chat_settings'));
}

/** The keys, custom endpoints (enabled entries only) and added models of saved settings. A key that no longer opens (its server key was dropped) is skipped, so the platform's key answers; API Settings' test shows it as not configured. */
export function chatKeysFrom(userId: string, { providers: stored, added }: ChatSettingsRows): UserChatKeys {
  const enabled: UserChatKeys['enabled'] = Object.fromEntries(
    stored.filter((row) => isBuiltIn(row.id)).map((row) => [row.id, row.enabled]),
  );
  const rows = stored.filter((row) => row.enabled);
  const open = (row: StoredRow): string | null => {
    if (!row.key_sealed || !secretsConfigured()) return null;
    try {
      return openKey(userId, { ...row, key_sealed: row.key_sealed }).plaintext;
    } catch {
      console.warn(`[settings] a saved provider key (${row.id}) no longer opens; the platform's key is used`);
      return null;
    }
  };
  const keys: UserChatKeys['keys'] = {};
  const custom: UserCustomProvider[] = [];
  for (const row of rows) {
    if (row.kind === 'custom') {
      if (row.base_url && row.model)
        custom.push({
          id: row.id,
          name: row.name,
          provider: row.provider,
          baseUrl: row.base_url,
          model: row.model,
          apiKey: open(row) ?? '',
        });
    } else if (isBuiltIn(row.id)) {
      const key = open(row);
      if (key) keys[row.id] = key;
    }
  }
  return {
    enabled,
    keys,
    custom,
    outboundFetch: outboundFetch as typeof fetch,
    added: added.map(addedModelFrom),
    order: stored.map((row) => row.id),
  };
}
