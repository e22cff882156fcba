import type { ProviderTest, ProviderTestResponse } from '../../../domain/provider-settings';
import { apiFetch } from '../../../lib/api-client';
import { PROVIDER_SETTINGS_PATH } from './get-provider-settings';

export function testProvider(test: ProviderTest): Promise<ProviderTestResponse> {
  return apiFetch<ProviderTestResponse>(`${PROVIDER_SETTINGS_PATH}/test`, { method: 'POST', body: test });
}
