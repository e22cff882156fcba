// /api/connectors: the user's connectors (never their secrets), connect, remove,
// test, and send content now. A receiver's refusal comes back as a delivery with
// ok false, not as an error.
import useSWR from 'swr';
import type { ConnectedConnector, ConnectorKind, ConnectorsResponse, DeliveryResult, SendContent } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

export const connectorsKey = (userId: string | undefined) => (userId ? (['connectors', userId] as const) : null);

export function useConnectors(userId: string | undefined) {
  return useSWR<ConnectedConnector[]>(connectorsKey(userId), async () => (await apiFetch<ConnectorsResponse>('/api/connectors')).connectors, { revalidateOnFocus: false });
}

export async function saveConnector(connector: ConnectorKind, settings: Record<string, string>, secret: string): Promise<ConnectedConnector[]> {
  const body = { connector, settings, ...(secret.trim() ? { secret: secret.trim() } : {}) };
  return (await apiFetch<ConnectorsResponse>('/api/connectors', { method: 'PUT', body })).connectors;
}

export async function removeConnector(connector: ConnectorKind): Promise<ConnectedConnector[]> {
  return (await apiFetch<ConnectorsResponse>('/api/connectors', { method: 'DELETE', body: { connector } })).connectors;
}

export async function testConnector(connector: ConnectorKind): Promise<DeliveryResult> {
  return (await apiFetch<{ delivery: DeliveryResult }>('/api/connectors/test', { body: { connector } })).delivery;
}

export async function sendContent(content: SendContent): Promise<DeliveryResult> {
  return (await apiFetch<{ delivery: DeliveryResult }>('/api/connectors/send', { body: content })).delivery;
}
