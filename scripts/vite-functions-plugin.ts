// Serves netlify/functions/* at their `config.path` inside the Vite dev server,
// in-process through Vite's module loader: responses stream as they do on Netlify
// (the Netlify Vite plugin's function emulation delivers a streamed body only once
// it has ended), and an edited function is picked up on the next request.
import { readdir } from 'node:fs/promises';
import type { Plugin, ViteDevServer } from 'vite';
import { PendingWork, routeTable, runFunction, type FunctionModule } from './function-http.ts';

const FUNCTIONS_DIR = 'netlify/functions';

async function loadRoutes(server: ViteDevServer) {
  const files = (await readdir(FUNCTIONS_DIR)).filter((name) => /\.m?[jt]s$/.test(name));
  const modules = await Promise.all(
    files.map(async (file) => ({
      ...((await server.ssrLoadModule(`/${FUNCTIONS_DIR}/${file}`)) as FunctionModule),
      name: file.replace(/\.m?[jt]s$/, ''),
    })),
  );
  return routeTable(modules);
}

export function netlifyFunctionsDevPlugin(): Plugin {
  return {
    name: 'netlify-functions-dev',
    apply: 'serve',
    configureServer(server) {
      // The dev server runs on until it is stopped: what functions hand to waitUntil finishes meanwhile.
      const pending = new PendingWork();
      server.middlewares.use((req, res, next) => {
        // /share/<id>: a shared chat's page, answered by a function for its status (404 for a stopped link);
        // /s/<slug>: a published website, answered by its function alone (the app shell never stands in for it).
        const page = req.url?.startsWith('/share/') ?? false;
        const site = req.url?.startsWith('/s/') ?? false;
        if (!page && !site && !req.url?.startsWith('/api/') && !req.url?.startsWith('/.netlify/functions/')) return next();
        const origin = `http://${req.headers.host ?? 'localhost'}`;
        loadRoutes(server)
          .then(async (routes) => {
            if (await runFunction(routes, req, res, origin, pending)) return;
            if (page) return next();
            res.writeHead(404, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ detail: 'Not found.' }));
          })
          .catch((error: unknown) => {
            server.config.logger.error(`[functions] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
            if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ detail: 'Something went wrong on our side. Please try again.' }));
          });
      });
    },
  };
}
