import { FetchNewModelsResponseSchema, type FetchNewModelsResponse } from '../../../domain/model-catalogue';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/admin/fetch-new-models: the models OpenRouter lists that the catalogue did not know, now pending. */
export function fetchNewModels(): Promise<FetchNewModelsResponse> {
  return apiFetch('/api/admin/fetch-new-models', FetchNewModelsResponseSchema);
}
