// Publish, Update and Unpublish of a site in My Sites (migration
// 20261125000800): the page is rendered here from the stored model, never taken
// from the browser, and kept as a snapshot that /s/<slug> serves.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { slugFromName, type Published, type PublishSiteRequest } from '#domain/website/sites-contract.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { publicUrl, purgePublishedPages } from './published-page.ts';
import { renderSite } from './render-site.ts';
import { readOwnSite, SITE_NOT_FOUND } from './saved-sites.ts';
import type { Credit } from './site-model.ts';
import { siteModelOf, StoredSiteModelSchema } from './stored-site.ts';

const SiteRowSchema = v.object({ name: v.string(), slug: v.nullable(v.string()), model: StoredSiteModelSchema });
const PublishedRowSchema = v.object({ slug: v.string(), published_at: v.string(), publish_version: v.number() });

const UNRENDERABLE = 'This site was made with a design or industry that no longer exists, so it cannot be published.';

export const slugTakenMessage = (slug: string) => `The address /s/${slug} belongs to another website. Please choose a different address.`;

interface PublishInput extends PublishSiteRequest {
  /** The owner's tier now: free pages carry the "Powered by AI Business Hub" link, PRO pages do not. */
  paid: boolean;
  /** This app's address: the public page's URL and the free page's link home. */
  origin: string;
}

const readSite = (userId: string, id: string) => readOwnSite(userId, id, 'name, slug, model', SiteRowSchema);

/** Puts the site online (or online again, from its current saved model) and answers where. */
export async function publishSite(userId: string, id: string, input: PublishInput): Promise<Published> {
  const site = await readSite(userId, id);
  const credit: Credit = input.paid ? null : { kind: 'link', href: `${input.origin}/` };
  const model = siteModelOf(site.model);
  if (!model) throw new HttpError(409, UNRENDERABLE);
  const rendered = renderSite(model, { credit });
  // The owner's address, else the one the site already holds, else one from its name (with a suffix if taken).
  const exact = input.slug !== undefined || site.slug !== null;
  const slug = input.slug ?? site.slug ?? slugFromName(site.name);
  const publish = (candidate: string) =>
    serviceClient().rpc('publish_website', {
      p_user_id: userId,
      p_id: id,
      p_slug: candidate,
      p_exact: exact,
      p_html: rendered.html,
      p_pages: rendered.pages?.map(({ file, html }) => ({ file, html })) ?? null,
      p_indexable: input.indexable ?? false,
    });
  let { data, error } = await publish(slug);
  // A name twenty other sites share already: a random ending instead of -21, -22...
  if (error?.code === '23505' && !exact) ({ data, error } = await publish(`${slug.slice(0, 53)}-${randomUUID().slice(0, 6)}`));
  if (error?.code === '23505') throw new HttpError(409, slugTakenMessage(slug));
  if (error?.code === 'P0002') throw new HttpError(404, SITE_NOT_FOUND);
  if (error) throw new Error(`website publish failed: ${error.code ?? ''} ${error.message}`);
  const row = fromDatabase(PublishedRowSchema, data?.[0], 'publish_website');
  await purgePublishedPages(id);
  return { slug: row.slug, url: publicUrl(input.origin, row.slug), published_at: row.published_at, indexable: input.indexable ?? false };
}

/** Takes the site's page offline (its address then answers 404); the slug stays with the site. */
export async function unpublishSite(userId: string, id: string): Promise<void> {
  const { data, error } = await serviceClient()
    .from('websites')
    .update({ published_at: null, published_html: null, published_pages: null })
    .eq('id', id)
    .eq('user_id', userId)
    .is('deleted_at', null)
    .select('id');
  if (error) throw new Error(`website unpublish failed: ${error.code ?? ''} ${error.message}`);
  if (data.length === 0) throw new HttpError(404, SITE_NOT_FOUND);
  await purgePublishedPages(id);
}
