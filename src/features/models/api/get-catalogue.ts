// The Model Database, straight from Supabase under RLS: everyone reads the approved
// public models, admins also their private ones (table ai_models). Visitors read it
// without the auth client (src/lib/public-data.ts).
import useSWR from 'swr';
import * as v from 'valibot';
import { CATALOGUE_COLUMNS, CatalogueModelSchema, type CatalogueModel } from '../../../domain/model-catalogue';
import { selectPublicRows } from '../../../lib/public-data';

export async function getCatalogue(): Promise<CatalogueModel[]> {
  try {
    const rows = await selectPublicRows('ai_models', {
      select: CATALOGUE_COLUMNS.replace(/\s+/g, ''),
      status: 'eq.approved',
      order: 'name.asc',
    });
    return v.parse(v.array(CatalogueModelSchema), rows);
  } catch {
    throw new Error('Could not load the models. Check your connection and try again.');
  }
}

/** Keyed by the viewer: an admin sees more than a visitor. */
export function useCatalogue(userId: string | undefined, ready: boolean) {
  return useSWR<CatalogueModel[]>(ready ? ['model-catalogue', userId ?? 'anon'] : null, getCatalogue, { revalidateOnFocus: false });
}
