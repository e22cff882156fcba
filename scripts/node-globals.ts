// Node's own fetch and http(s).request/get, as they were before any plugin loaded.
// Imported first by scripts/start.ts: importing @netlify/vite-plugin loads Netlify's
// Lambda runtime (@netlify/serverless-functions-api, through zip-it-and-ship-it),
// which replaces globalThis.fetch and http(s).request/get in the whole process with
// wrappers for its own invocations (a Request copied per call, a CDN-Loop header,
// a call log), and never outside one. The dev server's functions run in that
// process: restoreNodeGlobals() gives them back Node's fetch, the one the function
// bundles get in the tests and benches, so a chat's database and model calls pay
// no wrapper.
import http from 'node:http';
import https from 'node:https';

const pristine = {
  fetch: globalThis.fetch,
  http: { request: http.request, get: http.get },
  https: { request: https.request, get: https.get },
};

/** Puts back what a plugin replaced; the names of what it put back. */
export function restoreNodeGlobals(): string[] {
  const restored: string[] = [];
  if (globalThis.fetch !== pristine.fetch) {
    globalThis.fetch = pristine.fetch;
    restored.push('fetch');
  }
  for (const [name, module, original] of [
    ['http', http, pristine.http],
    ['https', https, pristine.https],
  ] as const) {
    if (module.request !== original.request) {
      module.request = original.request;
      restored.push(`${name}.request`);
    }
    if (module.get !== original.get) {
      module.get = original.get;
      restored.push(`${name}.get`);
    }
  }
  return restored;
}
