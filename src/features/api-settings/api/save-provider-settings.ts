import {
  ProviderSettingsResponseSchema,
  type ProviderSettingsResponse,
  type ProviderSettingsUpdate,
} from '../../../domain/provider-settings';
import { apiFetch } from '../../../lib/api-client';
import { PROVIDER_SETTINGS_PATH } from './get-provider-settings';

/** Saves the whole list of providers; a key left out keeps the saved one. */
export function saveProviderSettings(update: ProviderSettingsUpdate): Promise<ProviderSettingsResponse> {
  return apiFetch(PROVIDER_SETTINGS_PATH, ProviderSettingsResponseSchema, { method: 'PUT', body: update });
}
