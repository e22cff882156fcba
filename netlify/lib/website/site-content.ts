// Edit in place (editor-contract.ts): a saved site's content read for the editor,
// saved whole (rendered again here, from data, exactly as generation renders) and
// its earlier versions listed and restored. Every query is bound to the caller,
// so another user's site reads as missing (404).
import * as v from 'valibot';
import {
  CONTENT_CONFLICT,
  SITE_VERSIONS_KEPT,
  type SaveContentRequestSchema,
  type SiteContent,
  type SiteContentResponse,
} from '#domain/website/editor-contract.ts';
import { describeChange, SiteChangeSchema, type SiteChange, type SiteVersion } from '#domain/website/site-change.ts';
import { findTemplate } from '#domain/website/templates.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { renderSite } from './render-site.ts';
import { readOwnSite, SITE_NOT_FOUND } from './saved-sites.ts';
import { contentOf, siteModelOf, StoredSiteModelSchema, withContent, type StoredSiteModel } from './stored-site.ts';

const ContentRowSchema = v.object({
  id: v.string(),
  revision: v.number(),
  updated_at: v.string(),
  tier: v.picklist(['premium', 'free']),
  model: StoredSiteModelSchema,
});
type ContentRow = v.InferOutput<typeof ContentRowSchema>;

const UNRENDERABLE = 'This site was made with a design or industry that no longer exists, so it cannot be edited.';

const readRow = (userId: string, id: string): Promise<ContentRow> =>
  readOwnSite(userId, id, 'id, revision, updated_at, tier, model', ContentRowSchema);

function rendered(model: StoredSiteModel) {
  const site = siteModelOf(model);
  if (!site) throw new HttpError(409, UNRENDERABLE);
  return { site: renderSite(site), editor: renderSite(site, { editable: true }) };
}

function answer(row: Omit<ContentRow, 'model'>, model: StoredSiteModel): SiteContentResponse {
  const { site, editor } = rendered(model);
  return {
    id: row.id,
    revision: row.revision,
    updated_at: row.updated_at,
    tier: row.tier,
    content: contentOf(model),
    html: site.html,
    ...(site.pages ? { pages: site.pages } : {}),
    editor_html: editor.html,
  };
}

export async function loadContent(userId: string, id: string): Promise<SiteContentResponse> {
  const row = await readRow(userId, id);
  return answer(row, row.model);
}

/** Stores a model as the site's next revision (the version it replaces keeps `change`); refused when the site moved past `revision` meanwhile. */
async function store(
  userId: string,
  row: ContentRow,
  revision: number,
  model: StoredSiteModel,
  change: SiteChange,
): Promise<SiteContentResponse> {
  const { site } = rendered(model);
  const { data, error } = await serviceClient().rpc('save_website_content', {
    p_user_id: userId,
    p_id: row.id,
    p_revision: revision,
    p_template: model.template,
    p_model: model,
    p_html: site.html,
    p_pages: site.pages?.map(({ file, html }) => ({ file, html })) ?? null,
    p_keep: SITE_VERSIONS_KEPT,
    p_change: change,
  });
  if (error?.code === 'P0002') throw new HttpError(404, SITE_NOT_FOUND);
  if (error?.code === '40001') throw new HttpError(409, CONTENT_CONFLICT);
  if (error) throw new Error(`website content save failed: ${error.code ?? ''} ${error.message}`);
  return answer({ ...row, revision: data, updated_at: new Date().toISOString() }, model);
}

/** A free account keeps to the free designs, as generation does (the server decides, from the profile). */
function checkDesign(content: SiteContent, isPaid: boolean) {
  const template = findTemplate(content.template);
  if (template && !template.free && !isPaid) {
    throw new HttpError(403, `The ${template.name} design is part of PRO. Upgrade to use it, or choose Modern, Creative or Corporate.`);
  }
}

export async function saveContent(
  userId: string,
  id: string,
  request: v.InferOutput<typeof SaveContentRequestSchema>,
  isPaid: boolean,
): Promise<SiteContentResponse> {
  checkDesign(request.content, isPaid);
  const row = await readRow(userId, id);
  if (row.revision !== request.revision) throw new HttpError(409, CONTENT_CONFLICT);
  const change = describeChange(contentOf(row.model), request.content, request.cause);
  return store(userId, row, request.revision, withContent(row.model, request.content), change);
}

export async function listVersions(userId: string, id: string): Promise<SiteVersion[]> {
  await readRow(userId, id);
  const { data, error } = await serviceClient()
    .from('website_versions')
    .select('id, revision, created_at, change')
    .eq('website_id', id)
    .eq('user_id', userId)
    .order('revision', { ascending: false })
    .limit(SITE_VERSIONS_KEPT);
  if (error) throw new Error(`website versions read failed: ${error.code ?? ''} ${error.message}`);
  // A change this code cannot read (written by another version of it) is shown as none rather than failing the list.
  return data.map((version) => {
    const change = v.safeParse(SiteChangeSchema, version.change);
    return { ...version, change: change.success ? change.output : null };
  });
}

/** An earlier version becomes the newest: the current one is kept as a version too, so a restore can be undone. */
export async function restoreVersion(userId: string, id: string, versionId: string): Promise<SiteContentResponse> {
  const row = await readRow(userId, id);
  const { data, error } = await serviceClient()
    .from('website_versions')
    .select('model, created_at')
    .eq('id', versionId)
    .eq('website_id', id)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`website version read failed: ${error.code ?? ''} ${error.message}`);
  if (!data) throw new HttpError(404, 'That version is no longer kept. Reload the list of versions and choose another.');
  const model = fromDatabase(StoredSiteModelSchema, data.model, 'website_versions');
  return store(userId, row, row.revision, model, { kind: 'restore', restored: data.created_at });
}
