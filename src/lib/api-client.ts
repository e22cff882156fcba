import { currentAccessToken } from './auth-client';
import { createSseParser } from '../domain/sse';

// The client of the app's own API (/api/...): JSON in and out, the user's access
// token attached, and the server's { detail } surfaced as the error message.

export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
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

/**
 * Calls the app's API. Resolves with the parsed JSON body; rejects with an ApiError
 * whose message is the server's `detail` when the response is not ok.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
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
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    throw new ApiError(detailOf(parsed) ?? `Request failed (${response.status}). Please try again.`, response.status);
  }
  return parsed as T;
}

/** SWR fetcher: `useSWR('/api/...', apiFetcher)`. */
export function apiFetcher<T = unknown>(path: string): Promise<T> {
  return apiFetch<T>(path);
}

/**
 * POSTs to an endpoint that streams server-sent events (`Accept: text/event-stream`)
 * and hands each event to `onEvent` as it arrives. Rejects like apiFetch when the
 * server answers with an error status (its `detail` as the message), and with an
 * AbortError when `signal` stops it.
 */
export async function apiEventStream(
  path: string,
  body: unknown,
  onEvent: (event: string, data: unknown) => void,
  signal?: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  const token = await currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok || !response.body) {
    const parsed = await readBody(response);
    throw new ApiError(detailOf(parsed) ?? `Request failed (${response.status}). Please try again.`, response.status);
  }
  const parse = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const message of parse(value)) onEvent(message.event, JSON.parse(message.data) as unknown);
    }
  } catch (error) {
    if (signal?.aborted) throw new DOMException('The request was stopped.', 'AbortError');
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
}
