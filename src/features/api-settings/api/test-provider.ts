import { ProviderTestResponseSchema, type ProviderTest, type ProviderTestResponse } from '../../../domain/provider-settings';
import { apiFetch } from '../../../lib/api-client';
import { PROVIDER_SETTINGS_PATH } from './get-provider-settings';

export function testProvider(test: ProviderTest): Promise<ProviderTestResponse> {
  return apiFetch(`${PROVIDER_SETTINGS_PATH}/test`, ProviderTestResponseSchema, { method: 'POST', body: test });
}
