import { USER_MODELS_MAX } from '../../../domain/model-catalogue';
import { loadAuthClient } from '../../../lib/auth-client';

export async function addModel(modelId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('user_models').insert({ model_id: modelId });
  // Already added (from another tab): the wanted state holds.
  if (!error || error.code === '23505') return;
  if (error.code === '23514') throw new Error(`You can add up to ${USER_MODELS_MAX} models. Remove one first.`);
  throw new Error('The model could not be added. It may no longer be in the catalogue; refresh and try again.');
}
