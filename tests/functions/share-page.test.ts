import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sharePage from '../../netlify/functions/share-page.mts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import type { HeaderRule } from '../fixtures/function-host.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

// GET /share/<id>: the app's HTML, 200 while the snapshot exists and 404 when the
// link is unknown, malformed or was stopped, served like the built site (the shell
// fetched from the site's own origin, with netlify.toml's header rules).

const SHELL = '<!doctype html><html lang="en"><head><title>AI Business Hub</title></head><body><div id="root"></div></body></html>';
// The prerendered home page: never the page of a shared chat.
const HOME = '<!doctype html><html lang="en"><head><title>Home</title></head><body><div id="root"><h1>Home</h1></div></body></html>';

let stack: FunctionTestStack;
let siteDir: string;
let owner: { id: string; accessToken: string };
let shareId: string;

/** PostgREST as the signed-in owner's browser calls it. */
function asOwner(path: string, init: RequestInit = {}) {
  return fetch(`${stack.supabase.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: stack.supabase.anonKey,
      authorization: `Bearer ${owner.accessToken}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
}

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'share-site-'));
  await Promise.all([writeFile(join(siteDir, 'spa.html'), SHELL), writeFile(join(siteDir, 'index.html'), HOME)]);
  const toml = parseToml(await readFile('netlify.toml', 'utf8')) as { headers?: HeaderRule[] };
  stack = await startFunctionTestStack([{ ...sharePage, name: 'share-page' }], {
    staticDir: siteDir,
    headerRules: toml.headers ?? [],
    spaFallback: '/spa.html',
  });
  owner = await stack.createUser();
  const admin = createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey);
  const { error } = await admin.rpc('record_chat_turn', {
    p_user_id: owner.id,
    p_session_id: 'share-page-1',
    p_question: 'Write an invoice reminder',
    p_responses: [{ model_id: 'free', model: 'GPT-4o-mini (Free)', response: 'A friendly reminder.' }],
  });
  if (error) throw error;
  const shared = await asOwner('rpc/share_chat', { method: 'POST', body: JSON.stringify({ p_session_id: 'share-page-1' }) });
  expect(shared.status).toBe(200);
  shareId = (await shared.json()) as string;
});

afterAll(async () => {
  await stack?.stop();
  await rm(siteDir, { recursive: true, force: true });
});

describe('GET /share/<id>', () => {
  it('answers the app shell with 200 for a shared chat, kept out of search engines, with the pages’ security headers', async () => {
    const response = await stack.call(`/share/${shareId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(SHELL);
  });

  it('answers the same page with 404 for an id that was never shared, and for a malformed one', async () => {
    for (const path of [
      `/share/${'A'.repeat(43)}`,
      '/share/not-a-share-id',
      `/share/${shareId}x`,
      `/share/${encodeURIComponent("'; drop")}`,
    ]) {
      const response = await stack.call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(await response.text(), path).toBe(SHELL);
    }
  });

  it('answers HEAD with the status and no body, and refuses other methods', async () => {
    const head = await stack.call(`/share/${shareId}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await stack.call(`/share/${shareId}`, { method: 'POST' })).status).toBe(405);
  });

  it('answers 404 once the owner stops sharing', async () => {
    const stopped = await asOwner(`chat_shares?id=eq.${shareId}`, { method: 'DELETE' });
    expect(stopped.status).toBe(204);
    const response = await stack.call(`/share/${shareId}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(SHELL);
  });

  it('counts every request against the per-address rate', async () => {
    const saved = process.env.RATE_PER_MINUTE_IP;
    process.env.RATE_PER_MINUTE_IP = '1';
    try {
      const response = await stack.call(`/share/${shareId}`);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/^Too many requests from your network/);
    } finally {
      if (saved === undefined) delete process.env.RATE_PER_MINUTE_IP;
      else process.env.RATE_PER_MINUTE_IP = saved;
    }
  });
});
