// JSON responses and the `{ detail }` error shape every endpoint answers with.
import { messageOf } from '#domain/error-message.ts';
import { ServerTiming } from './server-timing.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(data, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(status: number, detail: string, headers: Record<string, string> = {}): Response {
  return json({ detail }, status, headers);
}

/**
 * What the platform tells a function about the request: Netlify's Context (and the
 * local runner in scripts/function-http.ts) carry `ip` and `waitUntil`, which keeps
 * the function alive after its response until the promise settles.
 */
export interface RequestContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** Hands over work the answer does not wait for (a history write): `start` begins it. */
export type Defer = (what: string, start: () => Promise<unknown>) => void;

/**
 * Work kept off the answer's path, started at once: the platform's waitUntil keeps
 * the function alive until it is done (without one, as in a direct call, it simply
 * runs on), and a failure is logged, never lost silently.
 */
export function deferWith(context: RequestContext): Defer {
  return (what, start) => {
    const failed = (error: unknown) => console.error(`[after the answer] ${what} failed: ${messageOf(error, String(error))}`);
    const logged = new Promise((resolve) => resolve(start())).catch(failed);
    context.waitUntil?.(logged);
  };
}

type Handler = (req: Request, context: RequestContext, timing: ServerTiming) => Promise<Response>;

// API answers are data for the page's scripts, never documents to sniff or
// cache: every function response carries these, errors included. An event stream
// keeps its own Cache-Control (sse.ts says why it is not no-store).
const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

function withPlatformHeaders(response: Response, timing: ServerTiming, cacheable: boolean): Response {
  const headers = new Headers(response.headers);
  const ownCacheControl = (cacheable || isEventStream(headers)) && headers.has('Cache-Control');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!(ownCacheControl && name === 'Cache-Control')) headers.set(name, value);
  }
  headers.set('Server-Timing', timing.header());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function isEventStream(headers: Headers): boolean {
  return headers.get('Content-Type')?.startsWith('text/event-stream') ?? false;
}

/**
 * Wraps an endpoint so that nothing unhandled reaches the client: an HttpError
 * becomes its `{detail}` answer, anything else a generic 500 (logged by name and
 * message only, so no token or key ends up in the logs). The handler records its
 * steps in `timing`, sent as the Server-Timing header (server-timing.ts).
 */
export function endpoint(
  methods: readonly string[],
  handler: Handler,
  /** cacheable: a page whose response says how it may be cached (a published site) keeps its own Cache-Control. */
  options: { cacheable?: boolean } = {},
): (req: Request, context?: RequestContext) => Promise<Response> {
  return async (req, context = {}) => {
    const timing = new ServerTiming();
    return withPlatformHeaders(await answer(methods, handler, req, context, timing), timing, options.cacheable ?? false);
  };
}

async function answer(
  methods: readonly string[],
  handler: Handler,
  req: Request,
  context: RequestContext,
  timing: ServerTiming,
): Promise<Response> {
  if (!methods.includes(req.method)) {
    return errorResponse(405, `Method ${req.method} is not allowed here.`, { Allow: methods.join(', ') });
  }
  try {
    return await handler(req, context, timing);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.detail, error.headers);
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    console.error(`[${new URL(req.url).pathname}] unexpected ${name}: ${message}`);
    return errorResponse(500, 'Something went wrong on our side. Please try again.');
  }
}
