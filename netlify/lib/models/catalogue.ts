// The model catalogue (table ai_models) as the functions use it: new models from
// a fetch stored for review, and the models a user added to their chat.
import { CATALOGUE_COLUMNS, type CatalogueModel } from '#domain/model-catalogue.ts';
import type { ProviderId } from '../env.ts';
import { serviceClient } from '../db.ts';
import { loadProfile } from '../profile.ts';
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
    const rows = models.slice(start, start + INSERT_CHUNK).map((model) => ({ ...model, status: 'pending', source: 'openrouter' }));
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

/** A model a user added to their chat, with how it can be asked. */
export interface AddedModel {
  id: string;
  name: string;
  provider: string;
  /** The provider reached directly with the user's own key, when the model has one. */
  route: { provider: ProviderId; model: string } | null;
}

/**
 * The models a user added that are still approved, oldest first. A private model
 * answers only while the user is an admin (the catalogue hides it from the rest).
 */
export async function loadAddedModels(userId: string): Promise<AddedModel[]> {
  const client = serviceClient();
  const added = await client.from('user_models').select('model_id').eq('user_id', userId).order('added_at');
  if (added.error) throw new Error(`added models lookup failed: ${added.error.code ?? ''} ${added.error.message}`);
  const ids = (added.data ?? []).map((row) => row.model_id);
  if (ids.length === 0) return [];
  const models = await client.from('ai_models').select('id, name, provider, status, visibility, route_provider, route_model').in('id', ids);
  if (models.error) throw new Error(`added models lookup failed: ${models.error.code ?? ''} ${models.error.message}`);
  const byId = new Map((models.data ?? []).map((model) => [model.id, model]));
  const isAdmin = (models.data ?? []).some((model) => model.visibility === 'private') && (await loadProfile(userId)).is_admin;
  return ids.flatMap((id) => {
    const model = byId.get(id);
    if (!model || model.status !== 'approved' || (model.visibility !== 'public' && !isAdmin)) return [];
    const route = model.route_provider && model.route_model ? { provider: model.route_provider as ProviderId, model: model.route_model } : null;
    return [{ id: model.id, name: model.name, provider: model.provider, route }];
  });
}
