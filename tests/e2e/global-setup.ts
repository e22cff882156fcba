// Starts the real local stack for the browser tests: an in-memory local Supabase,
// fake model providers, the production build of the SPA (built against that
// Supabase), and the function bundles a Netlify deploy would run, served together
// on a free port. Folders are per run, so two runs can share a checkout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { build } from 'vite';
import { startLocalSupabase } from '../../supabase/local/server.ts';
import { bundleFunctions } from '../../scripts/bundle-functions.ts';
import { startFunctionHost, type FunctionModule, type HeaderRule } from '../fixtures/function-host.ts';
import { startFakeAnthropic, startFakeOpenAI } from '../fixtures/fake-llm.ts';
import { startFakeOpenRouter } from '../fixtures/fake-openrouter.ts';
import { startFakeTavily, TAVILY_TEST_KEY } from '../fixtures/fake-tavily.ts';
import { startFakeReceivers } from '../fixtures/fake-receivers.ts';
import { startFakeNetlify } from '../fixtures/fake-netlify.ts';
import { startFakePayPal } from '../fixtures/fake-paypal.ts';
import { e2eResponder } from './fake-responder.ts';
import { CONFIRM_DOMAIN } from './confirm-domain.ts';

// Outside the checkout: a bundle that lacks a file it needs must fail here, as it
// would on Netlify, instead of Node finding the file in the checkout's node_modules.
const RUN_DIR = join(tmpdir(), `e2e-run-${process.pid}`);
const OUT_DIR = join(RUN_DIR, 'dist');
const BUNDLE_DIR = join(RUN_DIR, 'functions');

/** The header rules and the SPA rewrite target of netlify.toml, as Netlify applies them. */
async function netlifyRouting(): Promise<{ headerRules: HeaderRule[]; spaFallback: string }> {
  const toml = parseToml(await readFile('netlify.toml', 'utf8')) as { headers?: HeaderRule[]; redirects?: { from: string; to: string }[] };
  const rewrite = toml.redirects?.find((rule) => rule.from === '/*');
  if (!rewrite) throw new Error('netlify.toml has no /* rewrite for the app shell.');
  return { headerRules: toml.headers ?? [], spaFallback: rewrite.to };
}

async function loadBundles(): Promise<FunctionModule[]> {
  const manifest = JSON.parse(await readFile(join(BUNDLE_DIR, 'manifest.json'), 'utf8')) as {
    functions: { name: string; path: string }[];
  };
  return Promise.all(
    manifest.functions.map(async (fn) => ({
      ...((await import(resolve(fn.path, 'netlify/functions', `${fn.name}.mjs`))) as FunctionModule),
      name: fn.name,
    })),
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
  // The function bundles need nothing the servers below provide: they are made meanwhile.
  const bundled = bundleFunctions(BUNDLE_DIR);
  bundled.catch(() => {}); // awaited below; a failure is reported there
  const [supabase, openai, anthropic, gemini, paypal, openrouterList, tavily, receivers, netlify] = await Promise.all([
    // Addresses at confirm.example.com must confirm by e-mail, the rest sign up at once,
    // so both sign-up paths run against this one server.
    startLocalSupabase({ port: 0, log: () => {}, confirmEmail: (email) => email.endsWith(`@${CONFIRM_DOMAIN}`) }),
    startFakeOpenAI(e2eResponder),
    startFakeAnthropic(e2eResponder),
    startFakeOpenAI(e2eResponder),
    startFakePayPal({ clientId: 'e2e-paypal-client' }),
    startFakeOpenRouter(),
    startFakeTavily(),
    startFakeReceivers(),
    startFakeNetlify(),
  ]);
  Object.assign(process.env, {
    VITE_SUPABASE_URL: supabase.url,
    VITE_SUPABASE_ANON_KEY: supabase.anonKey,
    SUPABASE_URL: supabase.url,
    SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
    OPENAI_API_KEY: 'sk-e2e-openai',
    OPENAI_BASE_URL: openai.url,
    ANTHROPIC_API_KEY: 'sk-e2e-anthropic',
    ANTHROPIC_BASE_URL: anthropic.url,
    GEMINI_API_KEY: 'e2e-gemini',
    GEMINI_BASE_URL: gemini.url,
    // The functions pay through the real PayPal SDK, sent to the fake PayPal; the
    // page loads a stand-in of PayPal's browser SDK (tests/e2e/paypal-stand-in.ts).
    VITE_PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.url,
    // API Settings: users' keys are sealed with this; custom providers may point at the local fakes.
    PROVIDER_KEYS_SECRET: 'e2e-provider-keys-secret-0123456789abcdef',
    OUTBOUND_ALLOW_LOCAL: '1',
    // Admins' Fetch Latest Models reads the fake OpenRouter list; models users add
    // answer through the platform's "OpenRouter", here the fake OpenAI-compatible server.
    OPENROUTER_MODELS_URL: openrouterList.url,
    OPENROUTER_API_KEY: 'sk-or-e2e',
    OPENROUTER_BASE_URL: openai.url,
    // The automation page's 'Fetch Search Insights' searches the fake Tavily.
    TAVILY_API_KEY: TAVILY_TEST_KEY,
    TAVILY_BASE_URL: tavily.url,
    // Deploy to Netlify deploys to the fake Netlify API.
    NETLIFY_API_URL: netlify.url,
  });
  // The app is built against the local Supabase just started, beside the function bundles.
  await Promise.all([build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } }), bundled]);
  const functions = await loadBundles();
  const host = await startFunctionHost({
    functions,
    staticDir: OUT_DIR,
    ...(await netlifyRouting()),
  });
  // The automation tick, as `npm start` runs it but every 2 s: the bundled scheduled
  // function hands due items to the bundled background function over HTTP.
  Object.assign(process.env, { AUTOMATION_SECRET: 'e2e-automation-secret', AUTOMATION_BASE_URL: host.url, AUTOMATION_RETRY_MINUTES: '1' });
  const tick = functions.find((fn) => fn.name === 'automation-tick');
  if (!tick) throw new Error('The automation-tick function was not bundled.');
  let ticking = false;
  const ticker = setInterval(() => {
    if (ticking) return;
    ticking = true;
    Promise.resolve(tick.default(new Request(`${host.url}/.netlify/functions/automation-tick`, { method: 'POST' }), {}))
      .catch((error: unknown) => console.error(`[e2e automation tick] ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (ticking = false));
  }, 2000);
  const mailbox = await startMailbox(supabase.mailbox);
  process.env.E2E_BASE_URL = host.url;
  // A custom provider in API Settings can point at this fake OpenAI-compatible server.
  process.env.E2E_FAKE_OPENAI_URL = openai.url;
  process.env.E2E_DIST_DIR = OUT_DIR;
  process.env.E2E_MAILBOX_URL = mailbox.url;
  // Connectors deliver to these fakes (Zapier hooks and the rest; OUTBOUND_ALLOW_LOCAL is on).
  process.env.E2E_RECEIVERS_URL = receivers.url;
  process.env.E2E_NETLIFY_URL = netlify.url;
  return async () => {
    clearInterval(ticker);
    mailbox.close();
    await host.close();
    await Promise.all([
      supabase.close(),
      openai.close(),
      anthropic.close(),
      gemini.close(),
      paypal.close(),
      openrouterList.close(),
      tavily.close(),
      receivers.close(),
      netlify.close(),
    ]);
    await rm(RUN_DIR, { recursive: true, force: true });
  };
}
