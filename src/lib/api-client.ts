import { currentAccessToken } from './auth-client';
import { createSseParser, type SseMessage } from '../domain/sse';

// The client of the app's own API (/api/...): JSON in and out, the user's access
// token attached, and the server's { detail } surfaced as the error message.

export class ApiError extends Error {
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
const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

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
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
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
 * Calls the app's API. Resolves with the parsed JSON body; rejects with an ApiError
 * whose message is the server's `detail` when the response is not ok.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await request(path, { method, accept: 'application/json', body, signal });
  return (await readBody(response)) as T;
}

/** SWR fetcher: `useSWR('/api/...', apiFetcher)`. */
export function apiFetcher<T = unknown>(path: string): Promise<T> {
  return apiFetch<T>(path);
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
