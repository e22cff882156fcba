// /api/automation/failure-hook: the webhook that hears about failed deliveries. The
// answer never carries the address, only a summary its owner recognises.
import useSWR from 'swr';
import {
  FailureHookResponseSchema,
  FailureHookTestResponseSchema,
  type FailureHook,
  type FailureHookTest,
} from '../../../domain/automation/failure-notice';
import { apiFetch } from '../../../lib/api-client';

const PATH = '/api/automation/failure-hook';

export const failureHookKey = (userId: string | undefined) => (userId ? (['failure-hook', userId] as const) : null);

export function useFailureHook(userId: string | undefined) {
  return useSWR<FailureHook | null>(failureHookKey(userId), async () => (await apiFetch(PATH, FailureHookResponseSchema)).hook, {
    revalidateOnFocus: false,
  });
}

export async function saveFailureHook(url: string): Promise<FailureHook | null> {
  return (await apiFetch(PATH, FailureHookResponseSchema, { method: 'PUT', body: { url: url.trim() } })).hook;
}

export async function removeFailureHook(): Promise<null> {
  await apiFetch(PATH, FailureHookResponseSchema, { method: 'DELETE' });
  return null;
}

export async function testFailureHook(): Promise<FailureHookTest> {
  return (await apiFetch(`${PATH}/test`, FailureHookTestResponseSchema, { method: 'POST' })).test;
}
