import { ConnectorsResponseSchema, type ConnectedConnector, type ConnectorKind } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

/** Connects or updates a connector; a blank secret keeps the saved one. Answers the user's connectors. */
export async function saveConnector(
  connector: ConnectorKind,
  settings: Record<string, string>,
  secret: string,
): Promise<ConnectedConnector[]> {
  const body = { connector, settings, ...(secret.trim() ? { secret: secret.trim() } : {}) };
  return (await apiFetch('/api/connectors', ConnectorsResponseSchema, { method: 'PUT', body })).connectors;
}
