import { loadAuthClient } from '../../../lib/auth-client';

export async function removeModel(modelId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('user_models').delete().eq('model_id', modelId);
  if (error) throw new Error('The model could not be removed. Try again.');
}
