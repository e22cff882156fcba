// The few calls of Netlify's API that Deploy to Netlify makes (NETLIFY_API_URL),
// each through the outbound helper with the owner's token, and each answer parsed
// with valibot before it is used. Netlify's refusals become answers the owner can
// act on: a refused token (401/403), its deploy rate limit (429, Retry-After passed
// on), and a site deleted on Netlify (NetlifySiteMissing, turned into a 409 that
// offers to create it again).
import * as v from 'valibot';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { OutboundRefusedError, outboundText } from '../outbound.ts';

export const TOKEN_REFUSED =
  'Netlify refused the token: check it, or remove it and save a new one under Deploy to Netlify ("Netlify personal access token").';
const UNREACHABLE = 'Netlify could not be reached. Try again in a minute.';
const TOO_SLOW = 'Netlify did not answer in time. Try again in a minute.';
const ODD_ANSWER = 'Netlify answered in an unexpected way. Try again in a minute.';

/** The Netlify site (or deploy) this call names is gone: deleted on Netlify. */
export class NetlifySiteMissing extends Error {
  override name = 'NetlifySiteMissing';
}

const SiteSchema = v.object({ id: v.string(), ssl_url: v.nullish(v.string()), url: v.string(), admin_url: v.string() });
export type NetlifySite = v.InferOutput<typeof SiteSchema>;

const DeploySchema = v.object({
  id: v.string(),
  state: v.string(),
  required: v.nullish(v.array(v.string()), []),
  error_message: v.nullish(v.string()),
});
export type NetlifyDeploy = v.InferOutput<typeof DeploySchema>;

const UserSchema = v.object({ id: v.string() });

interface CallOptions {
  method: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/octet-stream (a file's bytes). */
  bytes?: Buffer;
  timeoutMs: number;
}

/** Seconds until Netlify takes another request: Retry-After, else its rate-limit reset time. */
function retryAfterSeconds(headers: Headers): number {
  const after = Number(headers.get('retry-after'));
  if (Number.isFinite(after) && after > 0) return Math.ceil(after);
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(1, Math.ceil(reset - Date.now() / 1000));
  return 60;
}

async function call(token: string, path: string, { method, json, bytes, timeoutMs }: CallOptions): Promise<unknown> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (bytes) headers['content-type'] = 'application/octet-stream';
  let answer: Awaited<ReturnType<typeof outboundText>>;
  try {
    answer = await outboundText(`${serverConfig().netlifyApiUrl}${path}`, {
      method,
      headers,
      body: bytes ? new Uint8Array(bytes) : json === undefined ? undefined : JSON.stringify(json),
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new HttpError(504, TOO_SLOW);
    if (error instanceof OutboundRefusedError) throw new HttpError(502, `${UNREACHABLE} (${error.message})`);
    throw new HttpError(502, UNREACHABLE);
  }
  const { status, headers: got, text } = answer;
  if (status === 401 || status === 403) throw new HttpError(400, TOKEN_REFUSED);
  if (status === 429) {
    const seconds = retryAfterSeconds(got);
    throw new HttpError(429, `Netlify allows only a few deploys a minute: try again in ${seconds} s.`, { 'Retry-After': String(seconds) });
  }
  if (status === 404) throw new NetlifySiteMissing(`Netlify has no ${path}`);
  if (status < 200 || status >= 300) {
    console.error(`[netlify] ${method} ${path.split('/').slice(0, 2).join('/')} answered ${status}`);
    throw new HttpError(502, ODD_ANSWER);
  }
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    throw new HttpError(502, ODD_ANSWER);
  }
}

function parsed<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  console.error(`[netlify] ${what} had an unexpected shape at ${v.getDotPath(result.issues[0]) ?? 'the top'}`);
  throw new HttpError(502, ODD_ANSWER);
}

/** GET /user: the token works (any 2xx with a user). */
export async function checkToken(token: string, timeoutMs: number): Promise<void> {
  try {
    parsed(UserSchema, await call(token, '/user', { method: 'GET', timeoutMs }), 'GET /user');
  } catch (error) {
    if (error instanceof NetlifySiteMissing) throw new HttpError(502, ODD_ANSWER);
    throw error;
  }
}

/** POST /sites: a new site with a name Netlify chooses. */
export async function createSite(token: string, timeoutMs: number): Promise<NetlifySite> {
  return parsed(SiteSchema, await call(token, '/sites', { method: 'POST', json: {}, timeoutMs }), 'POST /sites');
}

/** POST /sites/{id}/deploys with the files' SHA-1 digests: the deploy, with the digests Netlify still needs in `required`. */
export async function startDeploy(token: string, siteId: string, files: Record<string, string>, timeoutMs: number): Promise<NetlifyDeploy> {
  const path = `/sites/${encodeURIComponent(siteId)}/deploys`;
  return parsed(DeploySchema, await call(token, path, { method: 'POST', json: { files }, timeoutMs }), 'POST deploys');
}

/** PUT /deploys/{id}/files/{path}: one file's bytes. */
export async function uploadFile(token: string, deployId: string, file: string, bytes: Buffer, timeoutMs: number): Promise<void> {
  const path = `/deploys/${encodeURIComponent(deployId)}/files/${file.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
  await call(token, path, { method: 'PUT', bytes, timeoutMs });
}

/** GET /deploys/{id}: where the deploy stands ('uploading', 'processing', 'ready', 'error'...). */
export async function getDeploy(token: string, deployId: string, timeoutMs: number): Promise<NetlifyDeploy> {
  return parsed(DeploySchema, await call(token, `/deploys/${encodeURIComponent(deployId)}`, { method: 'GET', timeoutMs }), 'GET deploy');
}
