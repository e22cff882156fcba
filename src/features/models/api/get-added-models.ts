// The models a user added to their chat ('Add to Platform'), table user_models:
// the user's own rows only (RLS); Postgres refuses more than USER_MODELS_MAX.
import useSWR from 'swr';
import { loadAuthClient } from '../../../lib/auth-client';

export async function getAddedModelIds(): Promise<string[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.from('user_models').select('model_id').order('added_at');
  if (error) throw new Error('Could not load the models you added. Try again.');
  return data.map((row) => row.model_id);
}

export const addedModelsKey = (userId: string | undefined) => (userId ? (['added-models', userId] as const) : null);

export function useAddedModels(userId: string | undefined) {
  return useSWR<string[]>(addedModelsKey(userId), getAddedModelIds, { revalidateOnFocus: false });
}
