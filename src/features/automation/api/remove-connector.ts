import { ConnectorsResponseSchema, type ConnectedConnector, type ConnectorKind } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

export async function removeConnector(connector: ConnectorKind): Promise<ConnectedConnector[]> {
  return (await apiFetch('/api/connectors', ConnectorsResponseSchema, { method: 'DELETE', body: { connector } })).connectors;
}
