// The support inbox (GET /api/admin/support): requests to talk to a person and the
// coverage gaps. The server decides the admin right from the database.
import useSWR from 'swr';
import { SupportInboxSchema, type SupportInbox } from '#domain/support/requests.ts';
import { apiFetcher } from '../../../lib/api-client';

export function useSupportInbox(userId: string) {
  return useSWR<SupportInbox>(userId ? '/api/admin/support' : null, apiFetcher(SupportInboxSchema), { revalidateOnFocus: false });
}
