// apiFetch parses every answer with the endpoint's schema: a body of another shape,
// or the app's HTML from a host that answers /api/* with it, is an ApiError with a
// message a person can read, never a value of the wrong shape handed on. Against a
// real local HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const ANSWERS: Record<string, { type: string; status?: number; body: string }> = {
  '/api/good': { type: 'application/json', body: JSON.stringify({ count: 2, names: ['a', 'b'] }) },
  '/api/wrong-shape': { type: 'application/json', body: JSON.stringify({ count: 'two' }) },
  '/api/html': { type: 'text/html', body: '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>' },
  '/api/refused': { type: 'application/json', status: 429, body: JSON.stringify({ detail: 'Too many requests.' }) },
};

const CountSchema = v.object({ count: v.number(), names: v.array(v.string()) });

let server: Server;
let client: typeof import('../../src/lib/api-client.ts');

beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = ANSWERS[req.url ?? ''] ?? { type: 'text/plain', status: 404, body: 'Not found' };
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  client = await import('../../src/lib/api-client.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

describe('apiFetch', () => {
  it('resolves with the body its schema parsed', async () => {
    await expect(client.apiFetch('/api/good', CountSchema)).resolves.toEqual({ count: 2, names: ['a', 'b'] });
  });

  it('rejects a body of the wrong shape with the clear error', async () => {
    const failure = await client.apiFetch('/api/wrong-shape', CountSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(client.ApiError);
    expect(failure).toMatchObject({ message: client.NETWORK_ERROR, status: 0, body: { count: 'two' } });
  });

  it('rejects the app HTML a static host answers /api/* with (status 200, text/html) with the clear error', async () => {
    const failure = await client.apiFetch('/api/html', CountSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(client.ApiError);
    expect(failure).toMatchObject({ message: 'Could not reach the server. Check your connection and try again.', status: 0 });
  });

  it("still rejects an error status with the server's detail", async () => {
    await expect(client.apiFetch('/api/refused', CountSchema)).rejects.toMatchObject({ message: 'Too many requests.', status: 429 });
  });

  it('gives SWR a fetcher that parses the same way', async () => {
    const fetcher = client.apiFetcher(CountSchema);
    await expect(fetcher('/api/good')).resolves.toEqual({ count: 2, names: ['a', 'b'] });
    await expect(fetcher('/api/html')).rejects.toBeInstanceOf(client.ApiError);
  });

  it('does not type-check without a schema', () => {
    const withoutSchema = () =>
      // @ts-expect-error: every call names the response's schema
      client.apiFetch('/api/good');
    const fetcherWithoutSchema = () =>
      // @ts-expect-error: the fetcher too
      client.apiFetcher();
    expect(typeof withoutSchema).toBe('function');
    expect(typeof fetcherWithoutSchema).toBe('function');
  });
});
