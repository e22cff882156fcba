// Runs Netlify Functions (v2: `export default (req, context) => Response` plus
// `config.path`) behind a Node HTTP server: request in, streamed response out.
// Shared by the dev server plugin and the test hosts so both behave like Netlify.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export type FunctionHandler = (req: Request, context: Record<string, unknown>) => Response | Promise<Response>;
export interface FunctionModule {
  default: FunctionHandler;
  config?: { path?: string | string[]; schedule?: string };
  /** The function's name (its file name): it also answers at /.netlify/functions/<name>, like on Netlify. */
  name?: string;
}

interface Route {
  handler: FunctionHandler;
  /** A "-background" function: answered 202 at once, then run to the end. */
  background: boolean;
}

const BACKGROUND = /-background$/;

/**
 * Netlify's `context.waitUntil` for a local host: the work a function hands over
 * after its response (a history write) runs on, its failure is logged, and the
 * host waits for all of it before it closes, as Netlify keeps the function alive.
 */
export class PendingWork {
  private readonly pending = new Set<Promise<void>>();

  readonly waitUntil = (promise: Promise<unknown>): void => {
    const tracked: Promise<void> = promise
      .then(
        () => {},
        (error: unknown) =>
          console.error(`[functions] work after the response failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  };

  /** Resolves when everything handed over so far is done. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
  }
}

export function routeTable(modules: FunctionModule[]): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const mod of modules) {
    const route = { handler: mod.default, background: BACKGROUND.test(mod.name ?? '') };
    const paths = mod.config?.path;
    for (const path of Array.isArray(paths) ? paths : paths ? [paths] : []) table.set(path, route);
    // Scheduled functions cannot be called over HTTP on Netlify.
    if (mod.name && !mod.config?.path && !mod.config?.schedule) table.set(`/.netlify/functions/${mod.name}`, route);
  }
  return table;
}

export function toWebRequest(req: IncomingMessage, res: ServerResponse, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const controller = new AbortController();
  // The client went away before the answer was complete: let the function know (streams, model calls).
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    signal: controller.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a web Response to Node's response, streaming the body chunk by chunk. */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.flushHeaders();
  if (!response.body) return void res.end();
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  res.once('close', () => body.destroy());
  body.pipe(res);
}

/**
 * The parameters of `path` under a config.path `pattern` (`/share/:id`: one non-empty
 * segment per `:name`, as Netlify's URLPattern matching), or null when it does not match.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = got[i]!;
    if (part.startsWith(':')) {
      if (!segment) return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return params;
}

function findRoute(routes: Map<string, Route>, path: string): { route: Route; params: Record<string, string> } | undefined {
  const exact = routes.get(path);
  if (exact) return { route: exact, params: {} };
  for (const [pattern, route] of routes) {
    if (!pattern.includes('/:')) continue;
    const params = matchPath(pattern, path);
    if (params) return { route, params };
  }
  return undefined;
}

/** Answers a request with the matching function; false when no function has that path. */
export async function runFunction(
  routes: Map<string, Route>,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  pending: PendingWork,
): Promise<boolean> {
  const path = new URL(req.url ?? '/', origin).pathname;
  const found = findRoute(routes, path);
  if (!found) return false;
  const { route, params } = found;
  const context = { ip: req.socket.remoteAddress, waitUntil: pending.waitUntil, params };
  if (route.background) {
    await runInBackground(route.handler, req, res, origin, context);
    return true;
  }
  const response = await route.handler(toWebRequest(req, res, origin), context);
  // Answered before reading the whole body (401, 413, 415...): the rest of it is
  // still on the connection and must not be read as the next request.
  if (!req.complete) res.setHeader('connection', 'close');
  await sendWebResponse(response, res);
  return true;
}

/** Like Netlify's background functions: the body is read, 202 is answered, then the function runs to its end (its answer unused). */
async function runInBackground(
  handler: FunctionHandler,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  context: Record<string, unknown>,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
  res.writeHead(202).end();
  Promise.resolve()
    .then(() => handler(request, context))
    .then((response) => response.body?.cancel())
    .catch((error: unknown) =>
      console.error(
        `[functions] background ${new URL(request.url).pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
}
