// Deploy to Netlify: a saved site's files, as the server rendered and stored them
// (websites.html, or every page of a multi-page PRO site), sent to the owner's own
// Netlify account with a file-digest deploy. The first deploy creates the Netlify
// site and keeps its id on the row, so every later one goes to the same site and
// Netlify asks only for the files that changed. A sync function has about 10 s, so
// the whole deploy works within a budget (NETLIFY_DEPLOY_BUDGET_MS, 7 s) and answers 'processing' when
// Netlify is not done yet (GET .../deploy asks again).
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { Tables } from '#domain/database.types.ts';
import type { DeployResponse } from '#domain/website/netlify-contract.ts';
import { serviceClient } from '../db.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { createSite, getDeploy, NetlifySiteMissing, startDeploy, uploadFile, type NetlifyDeploy } from './netlify-api.ts';
import { openNetlifyToken } from './netlify-token.ts';
import { readOwnSite } from './saved-sites.ts';

/** No single Netlify call gets less than this, even late in the budget. */
const MIN_CALL_MS = 1_500;
const POLL_INTERVAL_MS = 300;

export const SITE_GONE =
  'The Netlify site this site deployed to no longer exists (it was deleted on Netlify). Create a new Netlify site to deploy it again.';
const NOT_DEPLOYED = 'This site has not been deployed to Netlify yet.';

/** The stored Netlify site was deleted there: the function answers 409 with `site_missing: true`. */
export class SiteMissingError extends HttpError {
  constructor() {
    super(409, SITE_GONE);
  }
}

const RowSchema = v.object({
  html: v.string(),
  pages: v.nullable(v.array(v.object({ file: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*\.html$/)), html: v.string() }))),
  netlify_site_id: v.nullable(v.string()),
  netlify_url: v.nullable(v.string()),
  netlify_admin_url: v.nullable(v.string()),
  netlify_deploy_id: v.nullable(v.string()),
}) satisfies v.GenericSchema<
  unknown,
  Pick<Tables<'websites'>, 'html' | 'netlify_site_id' | 'netlify_url' | 'netlify_admin_url' | 'netlify_deploy_id'>
>;
type Row = v.InferOutput<typeof RowSchema>;

const ownedRow = (userId: string, id: string): Promise<Row> =>
  readOwnSite(userId, id, 'html, pages, netlify_site_id, netlify_url, netlify_admin_url, netlify_deploy_id', RowSchema);

async function record(userId: string, id: string, columns: Partial<Tables<'websites'>>): Promise<void> {
  const { error } = await serviceClient().from('websites').update(columns).eq('id', id).eq('user_id', userId);
  if (error) throw new Error(`website netlify update failed: ${error.code ?? ''} ${error.message}`);
}

/** The files of a site by their path on Netlify: every page of a multi-page site, else index.html. */
export function siteFiles(row: Pick<Row, 'html' | 'pages'>): Map<string, Buffer> {
  const pages = row.pages?.length ? row.pages : [{ file: 'index.html', html: row.html }];
  return new Map(pages.map((page) => [`/${page.file}`, Buffer.from(page.html, 'utf8')]));
}

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks Netlify until the deploy is ready, an error, or the budget is spent. */
async function settled(token: string, deploy: NetlifyDeploy, deadline: number): Promise<NetlifyDeploy> {
  let current = deploy;
  while (current.state !== 'ready' && current.state !== 'error' && Date.now() + POLL_INTERVAL_MS < deadline) {
    await sleep(POLL_INTERVAL_MS);
    current = await getDeploy(token, deploy.id, Math.max(MIN_CALL_MS, deadline - Date.now()));
  }
  if (current.state === 'error') {
    const why = current.error_message ? ` Netlify said: ${current.error_message.slice(0, 200)}` : '';
    throw new HttpError(502, `Netlify could not publish the site.${why}`);
  }
  return current;
}

/** The Netlify site to deploy to: the stored one, or a new one (stored at once) the first time or when `recreate`. */
async function targetSite(
  userId: string,
  id: string,
  row: Row,
  token: string,
  recreate: boolean,
  timeLeft: () => number,
): Promise<{ id: string; url: string; admin_url: string }> {
  const { netlify_site_id: siteId, netlify_url: url, netlify_admin_url: adminUrl } = row;
  if (siteId && url && adminUrl && !recreate) return { id: siteId, url, admin_url: adminUrl };
  const created = await createSite(token, timeLeft());
  const site = { id: created.id, url: created.ssl_url || created.url, admin_url: created.admin_url };
  await record(userId, id, { netlify_site_id: site.id, netlify_url: site.url, netlify_admin_url: site.admin_url, netlify_deploy_id: null });
  return site;
}

/** Deploys the owner's saved site to their Netlify account (a new Netlify site the first time, or when `recreate`). */
export async function deployToNetlify(userId: string, id: string, recreate: boolean): Promise<DeployResponse> {
  const deadline = Date.now() + serverConfig().timeoutsMs.netlifyDeploy;
  const timeLeft = () => Math.max(MIN_CALL_MS, deadline - Date.now());
  const row = await ownedRow(userId, id);
  const token = await openNetlifyToken(userId);
  const site = await targetSite(userId, id, row, token, recreate, timeLeft);
  const siteId = site.id;
  const files = siteFiles(row);
  const digests = new Map([...files].map(([path, bytes]) => [path, sha1(bytes)]));
  try {
    const deploy = await startDeploy(token, siteId, Object.fromEntries(digests), timeLeft());
    const required = new Set(deploy.required);
    const toSend = [...files].filter(([path]) => required.has(digests.get(path)!));
    await Promise.all(toSend.map(([path, bytes]) => uploadFile(token, deploy.id, path, bytes, timeLeft())));
    await record(userId, id, { netlify_deploy_id: deploy.id, netlify_deployed_at: new Date().toISOString() });
    const done = await settled(token, deploy, deadline);
    return {
      state: done.state === 'ready' ? 'ready' : 'processing',
      site_id: siteId,
      deploy_id: deploy.id,
      url: site.url,
      admin_url: site.admin_url,
      uploaded: toSend.length,
    };
  } catch (error) {
    if (error instanceof NetlifySiteMissing) throw new SiteMissingError();
    throw error;
  }
}

/** Where the site's last deploy stands (the page asks while it is 'processing'). */
export async function deployStatus(userId: string, id: string): Promise<DeployResponse> {
  const row = await ownedRow(userId, id);
  if (!row.netlify_site_id || !row.netlify_deploy_id || !row.netlify_url || !row.netlify_admin_url) throw new HttpError(404, NOT_DEPLOYED);
  const token = await openNetlifyToken(userId);
  try {
    const deploy = await getDeploy(token, row.netlify_deploy_id, serverConfig().timeoutsMs.netlifyDeploy);
    if (deploy.state === 'error') await settled(token, deploy, 0);
    return {
      state: deploy.state === 'ready' ? 'ready' : 'processing',
      site_id: row.netlify_site_id,
      deploy_id: deploy.id,
      url: row.netlify_url,
      admin_url: row.netlify_admin_url,
      uploaded: 0,
    };
  } catch (error) {
    if (error instanceof NetlifySiteMissing) throw new SiteMissingError();
    throw error;
  }
}
