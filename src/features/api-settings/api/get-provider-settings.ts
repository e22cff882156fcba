// API Settings' calls (docs/api.md#api-settings): the user's providers, saving the
// whole list, and testing one key. Keys go to the server only; none comes back.
import useSWR from 'swr';
import { ProviderSettingsResponseSchema, type ProviderSettingsResponse } from '../../../domain/provider-settings';
import { apiFetch } from '../../../lib/api-client';

export const PROVIDER_SETTINGS_PATH = '/api/settings/providers';

/** The SWR key of a user's provider settings (none while signed out). */
export const providerSettingsKey = (userId: string | undefined) => (userId ? ([PROVIDER_SETTINGS_PATH, userId] as const) : null);

export function getProviderSettings(): Promise<ProviderSettingsResponse> {
  return apiFetch(PROVIDER_SETTINGS_PATH, ProviderSettingsResponseSchema);
}

export function useProviderSettings(userId: string | undefined) {
  return useSWR<ProviderSettingsResponse>(providerSettingsKey(userId), getProviderSettings, { revalidateOnFocus: false });
}
