// Each user's connectors (table user_connectors, service role only): settings in
// clear, the secret (hook URL, token, application password) sealed with
// secret-box and bound to its user and connector. The secret never leaves here:
// lists carry a short summary the owner recognises instead.
import * as v from 'valibot';
import { CONNECTOR_INFO, CONNECTOR_SETTINGS, type ConnectedConnector, type ConnectorKind, type DeliveryResult } from '#domain/connectors.ts';
import { serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { checkOutboundUrl, OutboundRefusedError } from '../outbound.ts';
import { openSecret, sealSecret, SecretUnreadableError, secretsConfigured } from '../secret-box.ts';

const context = (userId: string, connector: ConnectorKind) => `connector:${userId}:${connector}`;

/** The secret's field of a kind (each kind has exactly one). */
export function secretField(connector: ConnectorKind) {
  return CONNECTOR_INFO[connector].fields.find((field) => field.secret)!;
}

/** How the owner recognises a secret without seeing it: a hook's host and last characters, else the last four. */
function summarize(connector: ConnectorKind, secret: string): string {
  if (secretField(connector).type === 'url') {
    const url = new URL(secret);
    return `${url.host}/…/${secret.slice(-4)}`;
  }
  return `…${secret.slice(-4)}`;
}

/** The checked secret and settings of a connection, or a 400 saying what to fix. */
function checked(connector: ConnectorKind, rawSettings: Record<string, string>, secret: string): Record<string, string> {
  const parsed = v.safeParse(CONNECTOR_SETTINGS[connector], rawSettings);
  if (!parsed.success) throw new HttpError(400, parsed.issues[0].message);
  const settings = parsed.output;
  try {
    if (secretField(connector).type === 'url') checkOutboundUrl(secret);
    if (settings.siteUrl) settings.siteUrl = checkOutboundUrl(settings.siteUrl).toString().replace(/\/+$/, '');
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw new HttpError(400, error.message);
    throw error;
  }
  return settings;
}

interface Row {
  connector: string;
  settings: unknown;
  summary: string;
  last_test: unknown;
  updated_at: string;
}

const asListed = (row: Row): ConnectedConnector => ({
  connector: row.connector as ConnectorKind,
  settings: (row.settings ?? {}) as Record<string, string>,
  summary: row.summary,
  last_test: (row.last_test ?? null) as DeliveryResult | null,
  updated_at: row.updated_at,
});

export async function listConnectors(userId: string): Promise<ConnectedConnector[]> {
  const { data, error } = await serviceClient().from('user_connectors').select('connector, settings, summary, last_test, updated_at').eq('user_id', userId).order('connector');
  if (error) throw new Error(`connectors could not be read: ${error.message}`);
  return data.map(asListed);
}

/** Connects (or updates) a connector; a missing secret keeps the saved one. */
export async function saveConnector(userId: string, connector: ConnectorKind, rawSettings: Record<string, string>, newSecret: string | undefined): Promise<ConnectedConnector> {
  if (!secretsConfigured()) throw new HttpError(503, 'Connectors cannot be saved yet: the server has no key to encrypt them (PROVIDER_KEYS_SECRET).');
  const secret = newSecret || (await connectorSecret(userId, connector))?.secret;
  if (!secret) throw new HttpError(400, `Please enter the ${secretField(connector).label.toLowerCase()}.`);
  const settings = checked(connector, rawSettings, secret);
  const { data, error } = await serviceClient()
    .from('user_connectors')
    .upsert({ user_id: userId, connector, settings, secret_sealed: sealSecret(secret, context(userId, connector)), summary: summarize(connector, secret), last_test: null, updated_at: new Date().toISOString() })
    .select('connector, settings, summary, last_test, updated_at')
    .single();
  if (error) throw new Error(`the connector could not be saved: ${error.message}`);
  return asListed(data);
}

export async function deleteConnector(userId: string, connector: ConnectorKind): Promise<void> {
  const { error } = await serviceClient().from('user_connectors').delete().eq('user_id', userId).eq('connector', connector);
  if (error) throw new Error(`the connector could not be removed: ${error.message}`);
}

/** A connector's settings and opened secret, or null when it is not connected. */
export async function connectorSecret(userId: string, connector: ConnectorKind): Promise<{ settings: Record<string, string>; secret: string } | null> {
  const { data, error } = await serviceClient().from('user_connectors').select('settings, secret_sealed').eq('user_id', userId).eq('connector', connector).maybeSingle();
  if (error) throw new Error(`the connector could not be read: ${error.message}`);
  if (!data) return null;
  try {
    return { settings: (data.settings ?? {}) as Record<string, string>, secret: openSecret(data.secret_sealed, context(userId, connector)) };
  } catch (failure) {
    if (failure instanceof SecretUnreadableError) throw new HttpError(409, `The saved ${CONNECTOR_INFO[connector].name} connection can no longer be read. Connect it again.`);
    throw failure;
  }
}

export async function recordTest(userId: string, connector: ConnectorKind, result: DeliveryResult): Promise<void> {
  await serviceClient().from('user_connectors').update({ last_test: result as never }).eq('user_id', userId).eq('connector', connector);
}
