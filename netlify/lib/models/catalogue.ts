// The model catalogue (table ai_models) as the functions use it: new models from
// a fetch stored for review, and the models a user added to their chat (read with
// the user's settings in one round trip: user_chat_settings).
import { CATALOGUE_COLUMNS, type AddedModel, type CatalogueModel } from '#domain/model-catalogue.ts';
import { isProviderId, MODEL_ROUTER } from '#domain/providers.ts';
import { serviceClient } from '../db.ts';
import type { FetchedModel } from './openrouter.ts';

const INSERT_CHUNK = 100;

/**
 * Stores as pending the models the catalogue does not have yet (pending, approved
 * and rejected ones are all left alone) and answers those it stored, in list order.
 * Two admins fetching at once never store a model twice: the insert skips existing ids.
 */
export async function storeNewModels(models: readonly FetchedModel[]): Promise<CatalogueModel[]> {
  const stored: CatalogueModel[] = [];
  for (let start = 0; start < models.length; start += INSERT_CHUNK) {
    const rows = models.slice(start, start + INSERT_CHUNK).map((model) => ({ ...model, status: 'pending', source: MODEL_ROUTER }));
    const { data, error } = await serviceClient()
      .from('ai_models')
      .upsert(rows, { onConflict: 'id', ignoreDuplicates: true })
      .select(CATALOGUE_COLUMNS);
    if (error) throw new Error(`model catalogue insert failed: ${error.code ?? ''} ${error.message}`);
    stored.push(...(data ?? []));
  }
  const order = new Map(models.map((model, i) => [model.id, i]));
  return stored.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** An added model as user_chat_settings reads it (migration 20261125000300): still approved, and public or the user is an admin. */
export interface AddedModelRow {
  id: string;
  name: string;
  provider: string;
  route_provider: string | null;
  route_model: string | null;
}

export function addedModelFrom(row: AddedModelRow): AddedModel {
  const route =
    row.route_provider && row.route_model && isProviderId(row.route_provider)
      ? { provider: row.route_provider, model: row.route_model }
      : null;
  return { id: row.id, name: row.name, provider: row.provider, route };
}
