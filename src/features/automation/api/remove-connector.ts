import type { ConnectedConnector, ConnectorKind, ConnectorsResponse } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

export async function removeConnector(connector: ConnectorKind): Promise<ConnectedConnector[]> {
  return (await apiFetch<ConnectorsResponse>('/api/connectors', { method: 'DELETE', body: { connector } })).connectors;
}
