import { DeliveryResponseSchema, type DeliveryResult, type SendContent } from '../../../domain/connectors';
import { apiFetch } from '../../../lib/api-client';

/** Sends content through one connector now. */
export async function sendContent(content: SendContent): Promise<DeliveryResult> {
  return (await apiFetch('/api/connectors/send', DeliveryResponseSchema, { body: content })).delivery;
}
