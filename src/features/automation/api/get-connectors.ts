// /api/connectors: the user's connectors, never their secrets. A receiver's refusal
// (in test-connector and send-content) comes back as a delivery with ok false, not
// as an error.
import useSWR from 'swr';
import { ConnectorsResponseSchema, type ConnectedConnector } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

export const connectorsKey = (userId: string | undefined) => (userId ? (['connectors', userId] as const) : null);

export async function getConnectors(): Promise<ConnectedConnector[]> {
  return (await apiFetch('/api/connectors', ConnectorsResponseSchema)).connectors;
}

export function useConnectors(userId: string | undefined) {
  return useSWR<ConnectedConnector[]>(connectorsKey(userId), getConnectors, { revalidateOnFocus: false });
}
