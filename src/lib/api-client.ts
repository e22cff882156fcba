import * as v from 'valibot';
import { currentAccessToken } from './auth-client';
import { createSseParser, type SseMessage } from '../domain/sse';

// The client of the app's own API (/api/...): JSON in and out, the user's access
// token attached, the server's { detail } surfaced as the error message, and every
// answer parsed with its schema (src/domain/*-contract.ts), so a body of another
// shape (a host that answers /api/* with the app's HTML) is an ApiError, not a crash later.

export class ApiError extends Error {
  /** The HTTP status; 0 when no answer of the API arrived (no connection, or a body that is not the API's). */
  readonly status: number;
  /** The error answer as parsed JSON (its `detail`, and any flag an endpoint adds, such as `site_missing`). */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

const API_BASE = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
/** Also the message of an answer that is not the API's (HTML from a misrouted host or a captive portal, a body of another shape). */
export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string' && body.detail.trim()) return body.detail;
  return null;
}

interface RequestOptions {
  method: NonNullable<ApiFetchOptions['method']>;
  accept: 'application/json' | 'text/event-stream';
  body: unknown;
  signal: AbortSignal | undefined;
}

/** What a failed fetch or body read rejects with: the abort when `signal` stopped it, else a network ApiError. */
function networkFailure(error: unknown, signal: AbortSignal | undefined): Error {
  if (signal?.aborted) return new DOMException('The request was stopped.', 'AbortError');
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError(NETWORK_ERROR, 0);
}

/** The ApiError of a response that is not ok (or has no body): the server's `detail` as its message. */
async function responseFailure(response: Response): Promise<ApiError> {
  const parsed = await readBody(response);
  return new ApiError(detailOf(parsed) ?? `Request failed (${response.status}). Please try again.`, response.status, parsed);
}

/** Sends one request with the user's access token; resolves with an ok response, rejects with an ApiError or the abort. */
async function request(path: string, { method, accept, body, signal }: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    throw networkFailure(error, signal);
  }
  if (!response.ok) throw await responseFailure(response);
  return response;
}

/**
 * Calls the app's API. Resolves with the body parsed by `schema` (the endpoint's
 * response schema); rejects with an ApiError whose message is the server's `detail`
 * when the response is not ok, and with NETWORK_ERROR (status 0) when the body is
 * not of the schema's shape.
 */
export async function apiFetch<const Schema extends v.GenericSchema>(
  path: string,
  schema: Schema,
  options: ApiFetchOptions = {},
): Promise<v.InferOutput<Schema>> {
  const { body, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await request(path, { method, accept: 'application/json', body, signal });
  const answer = await readBody(response);
  const parsed = v.safeParse(schema, answer);
  if (!parsed.success) throw new ApiError(NETWORK_ERROR, 0, answer);
  return parsed.output;
}

/** An SWR fetcher of one endpoint's answer: `useSWR('/api/...', apiFetcher(ResponseSchema))`. */
export function apiFetcher<const Schema extends v.GenericSchema>(schema: Schema): (path: string) => Promise<v.InferOutput<Schema>> {
  return (path) => apiFetch(path, schema);
}

/**
 * POSTs to an endpoint that streams server-sent events (`Accept: text/event-stream`)
 * and hands each message to `onMessage` as it arrives. Rejects like apiFetch when the
 * server answers with an error status (its `detail` as the message), and with an
 * AbortError when `signal` stops it.
 */
export async function apiEventStream(
  path: string,
  body: unknown,
  onMessage: (message: SseMessage) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await request(path, { method: 'POST', accept: 'text/event-stream', body, signal });
  if (!response.body) throw await responseFailure(response);
  const parse = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parse(value).forEach(onMessage);
    }
  } catch (error) {
    throw networkFailure(error, signal);
  }
}
