// The page of a shared chat (/share/<id>): the app's own HTML, with 404 when the link
// is unknown or its owner stopped sharing, so crawlers and link checkers see a real
// 404 instead of a page that only says "not found". The page renders as before: the
// SPA reads the snapshot itself and shows its own "not found" state.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import type { Database } from '#domain/database.types.ts';
import { anonKey, supabaseUrl } from './env.ts';
import { createServerClient } from './server-client.ts';

/** A share id: 43 characters of base64url (256 random bits), as share_chat makes them. */
export const ShareIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));

let client: { key: string; client: SupabaseClient<Database> } | null = null;

/** Visitors' rights only: shared_chat() can read the snapshots table and nothing else. */
function anonClient(): SupabaseClient<Database> {
  const key = `${supabaseUrl()} ${anonKey()}`;
  if (client?.key !== key) client = { key, client: createServerClient(supabaseUrl(), anonKey()) };
  return client.client;
}

/** Whether a snapshot has this id (an id of another shape is never looked up). */
export async function sharedChatExists(id: string): Promise<boolean> {
  if (!v.is(ShareIdSchema, id)) return false;
  const { data, error } = await anonClient().rpc('shared_chat', { p_id: id });
  if (error) throw new Error(`shared_chat failed: ${error.code ?? ''} ${error.message}`);
  return data.length > 0;
}

// The headers the CDN gives the app's pages (netlify.toml's [[headers]]): Netlify does
// not add them to a function's answer, so the function passes on the shell's own.
const PAGE_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'x-content-type-options',
] as const;

export interface AppShell {
  html: string;
  headers: Record<string, string>;
}

// A function instance serves one deploy, whose files never change; five minutes keeps
// a development server's edited index.html from being held on to for long.
const SHELL_TTL_MS = 5 * 60_000;
const shells = new Map<string, { at: number; shell: Promise<AppShell> }>();

async function fetchShell(origin: string): Promise<AppShell> {
  // The production build's shell is spa.html (index.html is the prerendered home
  // page); the development server has only index.html, which it serves transformed.
  for (const file of ['/spa.html', '/index.html']) {
    const response = await fetch(new URL(file, origin), { headers: { accept: 'text/html' }, redirect: 'error' });
    if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) {
      await response.body?.cancel();
      continue;
    }
    const headers: Record<string, string> = {};
    for (const name of PAGE_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    return { html: await response.text(), headers };
  }
  throw new Error(`no app shell at ${origin}/spa.html or /index.html`);
}

/** The app's HTML as the site's own origin serves it (fetched once per instance and origin). */
export function appShell(origin: string): Promise<AppShell> {
  const cached = shells.get(origin);
  if (cached && Date.now() - cached.at < SHELL_TTL_MS) return cached.shell;
  const shell = fetchShell(origin);
  shells.set(origin, { at: Date.now(), shell });
  // A failed fetch is not kept: the next request tries again.
  shell.catch(() => shells.delete(origin));
  return shell;
}

/** The share id of a /share/<id> path (undefined for any other path). */
export function shareIdOf(pathname: string): string | undefined {
  const match = /^\/share\/([^/]+)$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}
