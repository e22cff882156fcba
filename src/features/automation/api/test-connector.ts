import { DeliveryResponseSchema, type ConnectorKind, type DeliveryResult } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

export async function testConnector(connector: ConnectorKind): Promise<DeliveryResult> {
  return (await apiFetch('/api/connectors/test', DeliveryResponseSchema, { body: { connector } })).delivery;
}
