// /api/ai/automation/quota: what is left of today's content generations. Read again
// after each generation (revalidateQuota), so the line beside Generate stays true.
import useSWR, { mutate } from 'swr';
import { AutomationQuotaSchema, type AutomationQuota } from '../../../domain/automation/quota';
import { apiFetch } from '../../../lib/api-client';

const quotaKey = (userId: string | undefined) => (userId ? (['automation-quota', userId] as const) : null);

async function getQuota(): Promise<AutomationQuota> {
  return apiFetch('/api/ai/automation/quota', AutomationQuotaSchema);
}

export function useAutomationQuota(userId: string | undefined) {
  return useSWR<AutomationQuota>(quotaKey(userId), getQuota, { revalidateOnFocus: true });
}

export const revalidateQuota = (userId: string) => mutate(quotaKey(userId));
