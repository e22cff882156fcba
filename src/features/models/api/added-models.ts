// The models a user added to their chat ('Add to Platform'), table user_models:
// the user's own rows only (RLS); Postgres refuses more than USER_MODELS_MAX.
import useSWR from 'swr';
import { USER_MODELS_MAX } from '../../../domain/model-catalogue';
import { loadAuthClient } from '../../../lib/auth-client';

export async function loadAddedModelIds(): Promise<string[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.from('user_models').select('model_id').order('added_at');
  if (error) throw new Error('Could not load the models you added. Try again.');
  return data.map((row) => row.model_id);
}

export const addedModelsKey = (userId: string | undefined) => (userId ? (['added-models', userId] as const) : null);

export function useAddedModels(userId: string | undefined) {
  return useSWR<string[]>(addedModelsKey(userId), loadAddedModelIds, { revalidateOnFocus: false });
}

export async function addModel(modelId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('user_models').insert({ model_id: modelId });
  // Already added (from another tab): the wanted state holds.
  if (!error || error.code === '23505') return;
  if (error.code === '23514') throw new Error(`You can add up to ${USER_MODELS_MAX} models. Remove one first.`);
  throw new Error('The model could not be added. It may no longer be in the catalogue; refresh and try again.');
}

export async function removeModel(modelId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('user_models').delete().eq('model_id', modelId);
  if (error) throw new Error('The model could not be removed. Try again.');
}
