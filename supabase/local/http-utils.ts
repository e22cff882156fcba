import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request as the auth handlers see it: the raw request, its URL and its JSON body. */
export interface AuthRequest {
  req: IncomingMessage;
  url: URL;
  body: Record<string, unknown>;
}

/** An error that already knows its HTTP answer; handlers throw it, the server sends it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`);
  }
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(413, { code: 'request_too_large', message: 'Request body too large' });
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON body; an empty body counts as `{}` as PostgREST and GoTrue allow. */
export function parseJson(text: string, onError: () => HttpError): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw onError();
  }
}

export function send(res: ServerResponse, status: number, body: string | undefined, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.writeHead(status);
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  send(res, status, JSON.stringify(body), headers);
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The bearer token of Authorization, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization');
  const match = auth ? /^bearer\s+(.+)$/i.exec(auth.trim()) : null;
  return match?.[1]?.trim();
}

/** The API key as Supabase's gateway accepts it: the apikey header or ?apikey=. */
export function apiKey(req: IncomingMessage, url: URL): string | undefined {
  return header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
}

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
  'range-unit',
  'x-retry-count',
].join(', ');

const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
  'Preference-Applied',
  'Location',
  'Content-Location',
].join(', ');

/**
 * Local development tool: any origin may call it (the SPA runs on another port).
 * Credentials are never cookies, so a wildcard-like echo is safe here.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse) {
  const origin = header(req, 'origin');
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse) {
  const requested = header(req, 'access-control-request-headers');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  // Echo what the browser asks for so that new client headers never break local dev.
  res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOWED_HEADERS}, ${requested}` : ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '86400');
  send(res, 204, undefined);
}
