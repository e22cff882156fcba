import type { DeliveryResult, SendContent } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

/** Sends content through one connector now. */
export async function sendContent(content: SendContent): Promise<DeliveryResult> {
  return (await apiFetch<{ delivery: DeliveryResult }>('/api/connectors/send', { body: content })).delivery;
}
