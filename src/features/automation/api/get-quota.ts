// /api/ai/automation/quota: what is left of today's content generations. Read again
// after each generation (revalidateQuota), so the line beside Generate stays true.
import useSWR, { mutate } from 'swr';
import { StudioQuotaSchema, type StudioQuota } from '../../../domain/automation/quota';
import { apiFetch } from '../../../lib/api-client';

const quotaKey = (userId: string | undefined) => (userId ? (['studio-quota', userId] as const) : null);

async function getQuota(): Promise<StudioQuota> {
  return apiFetch('/api/ai/automation/quota', StudioQuotaSchema);
}

export function useStudioQuota(userId: string | undefined) {
  return useSWR<StudioQuota>(quotaKey(userId), getQuota, { revalidateOnFocus: true });
}

export const revalidateQuota = (userId: string) => mutate(quotaKey(userId));
