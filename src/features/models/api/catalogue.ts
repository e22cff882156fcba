// The Model Database, straight from Supabase under RLS: everyone reads the approved
// public models, admins also their private ones (table ai_models). Visitors read it
// without the auth client (src/lib/public-data.ts).
import useSWR from 'swr';
import { CATALOGUE_COLUMNS, type CatalogueModel } from '../../../domain/model-catalogue';
import { publicDataClient } from '../../../lib/public-data';

export async function loadCatalogue(): Promise<CatalogueModel[]> {
  const client = await publicDataClient();
  const { data, error } = await client.from('ai_models').select(CATALOGUE_COLUMNS).eq('status', 'approved').order('name');
  if (error) throw new Error('Could not load the models. Check your connection and try again.');
  return data;
}

/** Keyed by the viewer: an admin sees more than a visitor. */
export function useCatalogue(userId: string | undefined, ready: boolean) {
  return useSWR<CatalogueModel[]>(ready ? ['model-catalogue', userId ?? 'anon'] : null, loadCatalogue, { revalidateOnFocus: false });
}
