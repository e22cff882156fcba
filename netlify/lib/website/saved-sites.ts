// My Sites in Postgres (table websites, migration 20261125000700). The functions
// have already verified the caller; every query is also bound to that user's id,
// so another user's site reads as missing (404), never as forbidden.
import * as v from 'valibot';
import type { Tables } from '#domain/database.types.ts';
import { FREE_SAVED_SITES } from '#domain/pricing.ts';
import { freeSitesLimitMessage, SiteSummarySchema, type SavedSite, type SiteSummary } from '#domain/website/sites-contract.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import type { GeneratedSite } from './generate-website.ts';
import { publicUrl } from './published-page.ts';
import { previewOf, StoredSiteModelSchema, toStoredModel, type StoredSiteModel } from './stored-site.ts';

export const SITE_NOT_FOUND = 'This site is not in My Sites (it may have been deleted). Reload the list and try again.';
const NO_PROFILE = 'Your account has no profile yet. Please sign out and sign in again.';
/** How long a deleted site can be brought back with Undo (the same interval as website_room's clean-up). */
const UNDO_WINDOW_MS = 10 * 60 * 1000;

const SUMMARY_COLUMNS = 'id, name, template, tier, created_at, updated_at, model, slug, published_at, indexable';

// The summary the page gets, read from the row: the stored model instead of the
// preview drawn from it, and the publish columns instead of the public address.
const SummaryRowSchema = v.object({
  ...v.omit(SiteSummarySchema, ['preview', 'published']).entries,
  model: StoredSiteModelSchema,
  published_at: v.nullable(v.string()),
}) satisfies v.GenericSchema<
  unknown,
  Pick<Tables<'websites'>, 'id' | 'name' | 'template' | 'tier' | 'created_at' | 'updated_at' | 'slug' | 'published_at' | 'indexable'>
>;

const PagesSchema = v.nullable(v.array(v.object({ file: v.string(), html: v.string() })));

/** A website id from a path segment; anything else names no site. */
export function siteIdOf(segment: string | undefined): string {
  const parsed = v.safeParse(v.pipe(v.string(), v.uuid()), segment);
  if (!parsed.success) throw new HttpError(404, SITE_NOT_FOUND);
  return parsed.output;
}

/** The free limit for a tier: null (no limit) on PRO. */
export const siteLimitFor = (tier: 'free' | 'paid'): number | null => (tier === 'paid' ? null : FREE_SAVED_SITES);

/** A refusal of save_website, duplicate_website or restore_website as the answer the user sees. */
function refusal(error: { code?: string; message: string }, what: string): Error {
  if (error.code === '53400') return new HttpError(403, freeSitesLimitMessage());
  if (error.code === 'P0002') return new HttpError(404, SITE_NOT_FOUND);
  if (error.code === '42501') return new HttpError(403, NO_PROFILE);
  return new Error(`${what} failed: ${error.code ?? ''} ${error.message}`);
}

function toSummary(row: v.InferOutput<typeof SummaryRowSchema>, origin: string): SiteSummary {
  const { model, published_at, indexable, ...rest } = row;
  const published = rest.slug && published_at ? { slug: rest.slug, url: publicUrl(origin, rest.slug), published_at, indexable } : null;
  return { ...rest, indexable, preview: previewOf(model), published };
}

/**
 * Keeps a just-generated site in My Sites: its id, or why it was not kept (the free
 * limit). The site was already paid for and shown, so an unexpected failure is
 * logged and reported the same way rather than losing the answer.
 */
export async function saveGeneratedSite(userId: string, site: GeneratedSite): Promise<{ id: string } | { notSaved: string }> {
  const { data, error } = await serviceClient().rpc('save_website', {
    p_user_id: userId,
    p_name: site.model.business.name,
    p_template: site.model.templateId,
    p_tier: site.model.tier,
    p_model: toStoredModel(site.model, site.copySource),
    p_html: site.response.html,
    p_pages: site.response.pages ?? null,
    p_free_limit: FREE_SAVED_SITES,
  });
  if (error?.code === '53400') return { notSaved: freeSitesLimitMessage() };
  if (error || typeof data !== 'string') {
    console.error(`[websites] save failed: ${error?.code ?? ''} ${error?.message ?? 'no id'}`);
    return { notSaved: 'The site could not be saved to My Sites. Download it now, or generate it again later.' };
  }
  return { id: data };
}

/** `origin`: this app's address, where the public pages are (publicUrl). */
export async function listSites(userId: string, origin: string): Promise<SiteSummary[]> {
  const { data, error } = await serviceClient()
    .from('websites')
    .select(SUMMARY_COLUMNS)
    .eq('user_id', userId)
    .is('deleted_at', null)
    .order('updated_at', { ascending: false })
    .limit(500);
  if (error) throw new Error(`websites list failed: ${error.code ?? ''} ${error.message}`);
  return fromDatabase(v.array(SummaryRowSchema), data, 'websites').map((row) => toSummary(row, origin));
}

/**
 * One of the owner's sites (not deleted): the given columns, parsed with `schema`.
 * Another user's site, a deleted one or none reads as missing (404).
 */
export async function readOwnSite<TSchema extends v.GenericSchema>(
  userId: string,
  id: string,
  columns: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const { data, error } = await serviceClient()
    .from('websites')
    .select(columns)
    .eq('id', id)
    .eq('user_id', userId)
    .is('deleted_at', null)
    .maybeSingle();
  if (error) throw new Error(`website read failed: ${error.code ?? ''} ${error.message}`);
  if (!data) throw new HttpError(404, SITE_NOT_FOUND);
  return fromDatabase(schema, data, 'websites');
}

const OpenedRowSchema = v.object({ ...SummaryRowSchema.entries, html: v.string(), pages: PagesSchema });

export async function getSite(userId: string, id: string, origin: string): Promise<SavedSite> {
  const { html, pages, ...row } = await readOwnSite(userId, id, `${SUMMARY_COLUMNS}, html, pages`, OpenedRowSchema);
  const { copy_source, business, industry } = row.model;
  return { ...toSummary(row, origin), html, ...(pages ? { pages } : {}), copy_source, business, industry };
}

/** The stored model of one of the user's sites (what Rewrite reads): 404 when it is not theirs or deleted. */
export async function getSiteModel(userId: string, id: string): Promise<StoredSiteModel> {
  return (await readOwnSite(userId, id, 'model', v.object({ model: StoredSiteModelSchema }))).model;
}

export async function renameSite(userId: string, id: string, name: string, origin: string): Promise<SiteSummary> {
  const { data, error } = await serviceClient()
    .from('websites')
    .update({ name, updated_at: new Date().toISOString() })
    .eq('id', id)
    .eq('user_id', userId)
    .is('deleted_at', null)
    .select(SUMMARY_COLUMNS)
    .maybeSingle();
  if (error) throw new Error(`website rename failed: ${error.code ?? ''} ${error.message}`);
  if (!data) throw new HttpError(404, SITE_NOT_FOUND);
  return toSummary(fromDatabase(SummaryRowSchema, data, 'websites'), origin);
}

export async function duplicateSite(userId: string, id: string): Promise<string> {
  const { data, error } = await serviceClient().rpc('duplicate_website', { p_user_id: userId, p_id: id, p_free_limit: FREE_SAVED_SITES });
  if (error) throw refusal(error, 'website duplicate');
  return data;
}

/** Marks the site deleted (Undo brings it back) and removes for good what was deleted before the undo window. */
export async function deleteSite(userId: string, id: string): Promise<void> {
  const db = serviceClient();
  const now = Date.now();
  const { data, error } = await db
    .from('websites')
    .update({ deleted_at: new Date(now).toISOString() })
    .eq('id', id)
    .eq('user_id', userId)
    .is('deleted_at', null)
    .select('id');
  if (error) throw new Error(`website delete failed: ${error.code ?? ''} ${error.message}`);
  if (data.length === 0) throw new HttpError(404, SITE_NOT_FOUND);
  const purge = await db
    .from('websites')
    .delete()
    .eq('user_id', userId)
    .lt('deleted_at', new Date(now - UNDO_WINDOW_MS).toISOString());
  if (purge.error) console.error(`[websites] clean-up failed: ${purge.error.code ?? ''} ${purge.error.message}`);
}

export async function restoreSite(userId: string, id: string): Promise<void> {
  const { error } = await serviceClient().rpc('restore_website', { p_user_id: userId, p_id: id, p_free_limit: FREE_SAVED_SITES });
  if (error) throw refusal(error, 'website restore');
}
