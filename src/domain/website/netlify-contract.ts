// Wire shapes of Deploy to Netlify (/api/website/netlify-token and
// /api/website/sites/:id/deploy), shared by the generator page and the functions
// (docs/api.md, "Deploy to Netlify").
import * as v from 'valibot';

/** Netlify's page where a personal access token is made. */
export const NETLIFY_TOKEN_PAGE = 'https://app.netlify.com/user/applications#personal-access-tokens';

export const SaveNetlifyTokenRequestSchema = v.object({
  token: v.pipe(
    v.optional(v.string('The token must be text.'), ''),
    v.trim(),
    v.nonEmpty('Paste your Netlify personal access token.'),
    v.maxLength(200, 'This is longer than a Netlify personal access token.'),
    v.regex(/^[A-Za-z0-9_-]{20,}$/, 'This does not look like a Netlify personal access token: copy it again from Netlify.'),
  ),
});
export type SaveNetlifyTokenRequest = v.InferOutput<typeof SaveNetlifyTokenRequestSchema>;

/** Whether a token is saved, and its last four characters to recognise it; the token itself never comes back. */
export const NetlifyTokenStatusSchema = v.object({
  saved: v.boolean(),
  last4: v.nullable(v.string()),
});
export type NetlifyTokenStatus = v.InferOutput<typeof NetlifyTokenStatusSchema>;

export const DeployRequestSchema = v.object({
  /** After the stored Netlify site was deleted there: make a new one (the owner agreed). */
  recreate: v.optional(v.boolean('recreate must be true or false.'), false),
});
export type DeployRequest = v.InferOutput<typeof DeployRequestSchema>;

export const DeployResponseSchema = v.object({
  /** 'ready': live at `url`; 'processing': Netlify is still publishing it (ask GET .../deploy again). */
  state: v.picklist(['ready', 'processing']),
  site_id: v.string(),
  deploy_id: v.string(),
  /** The live https address. */
  url: v.string(),
  /** The site's page in Netlify's dashboard. */
  admin_url: v.string(),
  /** Files sent in this deploy (the ones Netlify did not have yet). */
  uploaded: v.number(),
});
export type DeployResponse = v.InferOutput<typeof DeployResponseSchema>;

/** The 409 body when the Netlify site this one deploys to was deleted there: deploy again with `recreate: true`. */
export const SiteMissingSchema = v.object({ detail: v.string(), site_missing: v.literal(true) });
