import type { ConnectorKind, DeliveryResult } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

export async function testConnector(connector: ConnectorKind): Promise<DeliveryResult> {
  return (await apiFetch<{ delivery: DeliveryResult }>('/api/connectors/test', { body: { connector } })).delivery;
}
