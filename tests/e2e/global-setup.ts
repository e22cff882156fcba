// Starts the real local stack for the browser tests: an in-memory local Supabase,
// the production build of the SPA (built against it), and the function bundles that
// a Netlify deploy would run, served together on a free port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { build } from 'vite';
import { startLocalSupabase } from '../../supabase/local/server.ts';
import { BUNDLE_DIR, bundleFunctions } from '../../scripts/bundle-functions.ts';
import { startFunctionHost, type FunctionModule, type HeaderRule } from '../fixtures/function-host.ts';

const OUT_DIR = '.netlify/e2e-dist';

async function headerRules(): Promise<HeaderRule[]> {
  const toml = parseToml(await readFile('netlify.toml', 'utf8')) as { headers?: HeaderRule[] };
  const generated = await readFile(join(OUT_DIR, '_headers'), 'utf8');
  const csp = /Content-Security-Policy:\s*(.+)/.exec(generated)?.[1];
  return [...(toml.headers ?? []), ...(csp ? [{ for: '/*', values: { 'Content-Security-Policy': csp } }] : [])];
}

async function loadBundles(): Promise<FunctionModule[]> {
  const manifest = JSON.parse(await readFile(join(BUNDLE_DIR, 'manifest.json'), 'utf8')) as {
    functions: { name: string; path: string; mainFile: string }[];
  };
  return Promise.all(
    manifest.functions.map(async (fn) => {
      const entry = resolve(fn.path, 'netlify/functions', `${fn.name}.mjs`);
      return (await import(entry)) as FunctionModule;
    }),
  );
}

/** Test-only window on the e-mails the local Supabase printed, for the password-reset test. */
async function startMailbox(mailbox: { to: string; type: string; link: string }[]) {
  const server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://mailbox').searchParams.get('to');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(mailbox.filter((mail) => mail.to === to)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

export default async function globalSetup() {
  const supabase = await startLocalSupabase({ port: 0, log: () => {} });
  Object.assign(process.env, {
    VITE_SUPABASE_URL: supabase.url,
    VITE_SUPABASE_ANON_KEY: supabase.anonKey,
    SUPABASE_URL: supabase.url,
    SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
  });
  await build({ logLevel: 'warn', build: { outDir: OUT_DIR } });
  await bundleFunctions();
  const host = await startFunctionHost({
    functions: await loadBundles(),
    staticDir: resolve(OUT_DIR),
    headerRules: await headerRules(),
  });
  const mailbox = await startMailbox(supabase.mailbox);
  process.env.E2E_BASE_URL = host.url;
  process.env.E2E_MAILBOX_URL = mailbox.url;
  return async () => {
    mailbox.close();
    await host.close();
    await supabase.close();
  };
}
