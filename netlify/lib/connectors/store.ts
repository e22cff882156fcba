// Each user's connectors (table user_connectors, service role only): settings in
// clear, the secret (hook URL, token, application password) sealed with
// secret-box and bound to its user, connector and destination. The secret never
// leaves here: lists carry a short summary the owner recognises instead. A secret
// goes only where it was saved for: moving a WordPress site to another address
// needs its password typed again.
import * as v from 'valibot';
import {
  CONNECTOR_INFO,
  CONNECTOR_KINDS,
  CONNECTOR_SETTINGS,
  DeliveryResultSchema,
  hookAddressProblem,
  type ConnectedConnector,
  type ConnectorKind,
  type DeliveryResult,
} from '#domain/connectors.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { serverConfig } from '../env.ts';
import { checkOutboundDestination, isLocalName, OutboundRefusedError } from '../outbound.ts';
import { destinationOrigin, openBound, sealBound, SecretUnreadableError, secretsConfigured, type SecretBinding } from '../secret-box.ts';
import { addressHint } from '../address-hint.ts';

/**
 * Where a connector's secret goes: a hook's secret is its own address (a new one is
 * a new secret), Notion's and Airtable's tokens go only to their API, which the
 * server sets, and a WordPress password only to the site it was saved with.
 */
function connectorDestination(connector: ConnectorKind, settings: Record<string, string>): string {
  if (secretField(connector).type === 'url') return 'hook';
  return settings.siteUrl ? `site ${destinationOrigin(settings.siteUrl)}` : `api ${connector}`;
}

const secretBinding = (userId: string, connector: ConnectorKind, settings: Record<string, string>): SecretBinding => ({
  userId,
  slot: `connector:${connector}`,
  destination: connectorDestination(connector, settings),
});

/** The context secrets were sealed with before they were bound to a destination: they still open, and are sealed anew on the next save. */
const legacyContext = (userId: string, connector: ConnectorKind) => `connector:${userId}:${connector}`;

export const SECRET_AGAIN = (connector: ConnectorKind) =>
  `Enter the ${secretField(connector).label.toLowerCase()} again to use it with the new address: a saved secret is only sent to the address it was saved for.`;

/** The secret's field of a kind (each kind has exactly one). */
export function secretField(connector: ConnectorKind) {
  return CONNECTOR_INFO[connector].fields.find((field) => field.secret)!;
}

/** How the owner recognises a secret without seeing it: a hook's host and last characters, else the last four. */
function summarize(connector: ConnectorKind, secret: string): string {
  if (secretField(connector).type === 'url') return addressHint(secret);
  return `…${secret.slice(-4)}`;
}

/** A hook on this machine, which only a local run (OUTBOUND_ALLOW_LOCAL) accepts: its stand-in receivers have no service's address. */
const isLocalStandIn = (url: URL) => serverConfig().outboundAllowLocal && isLocalName(url);

/**
 * The checked secret and settings of a connection, or a 400 saying what to fix: the
 * same checks a delivery makes (public addresses only, names resolved now), and a
 * hook of a service only at that service's address.
 */
async function checked(connector: ConnectorKind, rawSettings: Record<string, string>, secret: string): Promise<Record<string, string>> {
  const parsed = v.safeParse(CONNECTOR_SETTINGS[connector], rawSettings);
  if (!parsed.success) throw new HttpError(400, parsed.issues[0].message);
  const settings = parsed.output;
  try {
    if (secretField(connector).type === 'url') {
      const hook = await checkOutboundDestination(secret);
      const problem = isLocalStandIn(hook) ? null : hookAddressProblem(connector, secret);
      if (problem) throw new HttpError(400, problem);
    }
    if (settings.siteUrl) settings.siteUrl = (await checkOutboundDestination(settings.siteUrl)).toString().replace(/\/+$/, '');
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw new HttpError(400, error.message);
    throw error;
  }
  return settings;
}

/** The settings a connector keeps (jsonb, saved as CONNECTOR_SETTINGS checked them): text values by name. */
const StoredSettingsSchema = v.nullish(v.record(v.string(), v.string()), {});

/** A row as GET /api/connectors lists it (the table holds `connector` to CONNECTOR_KINDS, `last_test` to an object). */
const ListedRowSchema = v.object({
  connector: v.picklist(CONNECTOR_KINDS),
  settings: StoredSettingsSchema,
  summary: v.string(),
  last_test: v.nullish(DeliveryResultSchema, null),
  updated_at: v.string(),
}) satisfies v.GenericSchema<unknown, ConnectedConnector>;

const LISTED_COLUMNS = 'connector, settings, summary, last_test, updated_at';

export async function listConnectors(userId: string): Promise<ConnectedConnector[]> {
  const { data, error } = await serviceClient().from('user_connectors').select(LISTED_COLUMNS).eq('user_id', userId).order('connector');
  if (error) throw new Error(`connectors could not be read: ${error.message}`);
  return fromDatabase(v.array(ListedRowSchema), data, 'user_connectors');
}

/** Connects (or updates) a connector; a missing secret keeps the saved one, for the same destination only. */
export async function saveConnector(
  userId: string,
  connector: ConnectorKind,
  rawSettings: Record<string, string>,
  newSecret: string | undefined,
): Promise<ConnectedConnector> {
  if (!secretsConfigured())
    throw new HttpError(503, 'Connectors cannot be saved yet: the server has no key to encrypt them (PROVIDER_KEYS_SECRET).');
  const saved = newSecret ? null : await connectorSecret(userId, connector);
  const secret = newSecret || saved?.secret;
  if (!secret) throw new HttpError(400, `Please enter the ${secretField(connector).label.toLowerCase()}.`);
  const settings = await checked(connector, rawSettings, secret);
  if (saved && connectorDestination(connector, saved.settings) !== connectorDestination(connector, settings))
    throw new HttpError(400, SECRET_AGAIN(connector));
  const { data, error } = await serviceClient()
    .from('user_connectors')
    .upsert({
      user_id: userId,
      connector,
      settings,
      secret_sealed: sealBound(secret, secretBinding(userId, connector, settings)),
      summary: summarize(connector, secret),
      last_test: null,
      updated_at: new Date().toISOString(),
    })
    .select(LISTED_COLUMNS)
    .single();
  if (error) throw new Error(`the connector could not be saved: ${error.message}`);
  return fromDatabase(ListedRowSchema, data, 'user_connectors');
}

export async function deleteConnector(userId: string, connector: ConnectorKind): Promise<void> {
  const { error } = await serviceClient().from('user_connectors').delete().eq('user_id', userId).eq('connector', connector);
  if (error) throw new Error(`the connector could not be removed: ${error.message}`);
}

/** A connector's settings and opened secret, or null when it is not connected. */
export async function connectorSecret(
  userId: string,
  connector: ConnectorKind,
): Promise<{ settings: Record<string, string>; secret: string } | null> {
  const { data, error } = await serviceClient()
    .from('user_connectors')
    .select('settings, secret_sealed')
    .eq('user_id', userId)
    .eq('connector', connector)
    .maybeSingle();
  if (error) throw new Error(`the connector could not be read: ${error.message}`);
  if (!data) return null;
  const settings = fromDatabase(StoredSettingsSchema, data.settings, `user_connectors.settings of ${connector}`);
  try {
    return {
      settings,
      secret: openBound(data.secret_sealed, secretBinding(userId, connector, settings), legacyContext(userId, connector)).plaintext,
    };
  } catch (failure) {
    if (failure instanceof SecretUnreadableError)
      throw new HttpError(409, `The saved ${CONNECTOR_INFO[connector].name} connection can no longer be read. Connect it again.`);
    throw failure;
  }
}

/** Keeps a test's outcome with the connector. The outcome still reaches the user when this write fails, so the failure is logged, not thrown. */
export async function recordTest(userId: string, connector: ConnectorKind, result: DeliveryResult): Promise<void> {
  const { error } = await serviceClient()
    .from('user_connectors')
    .update({ last_test: result })
    .eq('user_id', userId)
    .eq('connector', connector);
  if (error) console.error(`[connectors] the test outcome of ${connector} could not be kept: ${error.code ?? ''} ${error.message}`);
}
