// After the client build, renders the home page into dist/index.html (see
// src/prerender.tsx) and keeps the unrendered shell as dist/spa.html, which
// netlify.toml serves for every other route (a file that exists, such as
// index.html for `/`, takes precedence over the rewrite on Netlify).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export const PRERENDERED_ROUTE = '/';
export const SPA_FALLBACK = 'spa.html';
const ROOT = '<div id="root"></div>';

/** The shell with the rendered page inside #root, marked with the path it was rendered for. */
export function withPrerenderedRoot(shell: string, path: string, markup: string): string {
  if (!shell.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to render into.`);
  return shell.replace(ROOT, `<div id="root" data-prerendered="${path}">${markup}</div>`);
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      await mkdir(join(config.root, '.netlify'), { recursive: true });
      // Inside the project, so the rendered module resolves react & co. from node_modules.
      const serverDir = await mkdtemp(join(config.root, '.netlify', 'prerender-'));
      try {
        await build({
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        const { renderPage } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
          renderPage: (path: string) => Promise<string>;
        };
        const shell = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(join(outDir, SPA_FALLBACK), shell);
        await writeFile(join(outDir, 'index.html'), withPrerenderedRoot(shell, PRERENDERED_ROUTE, await renderPage(PRERENDERED_ROUTE)));
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
