import { SupportRequestStatusResponseSchema, type SupportRequestStatus, type SupportRequestView } from '#domain/support/requests.ts';
import { apiFetch } from '../../../lib/api-client';

/** Marks a support request done, or open again (PATCH /api/admin/support/requests/:id). */
export async function setSupportRequestStatus(id: string, status: SupportRequestStatus): Promise<SupportRequestView> {
  const { request } = await apiFetch(`/api/admin/support/requests/${encodeURIComponent(id)}`, SupportRequestStatusResponseSchema, {
    method: 'PATCH',
    body: { status },
  });
  return request;
}
