import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { cspMetaPlugin } from './scripts/vite-csp-plugin.ts';
import { prerenderPlugin } from './scripts/vite-prerender-plugin.ts';
import { seoFilesPlugin } from './scripts/vite-seo-plugin.ts';
import { netlifyFunctionsDevPlugin } from './scripts/vite-functions-plugin.ts';

// `npm start` runs the SPA and the API on one port: our functions plugin serves
// netlify/functions at their config.path (streaming), the Netlify plugin emulates
// the rest of the platform it needs in development (headers, env).
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  return {
    plugins: [
      react(),
      tailwindcss(),
      netlifyFunctionsDevPlugin(),
      // Not its redirects or static files: they would answer from a production build
      // left in dist/ (netlify.toml's rewrite to spa.html) instead of the dev app.
      netlify({
        edgeFunctions: { enabled: false },
        functions: { enabled: false },
        redirects: { enabled: false },
        staticFiles: { enabled: false },
      }),
      cspMetaPlugin(env.VITE_SUPABASE_URL),
      seoFilesPlugin(),
      prerenderPlugin(),
    ],
    // The address Mr. Support points to when it cannot reach the server: the functions' SUPPORT_EMAIL, one setting for both.
    // The build's year: the year the pages painted at build time show, so the footer hydrates without a mismatch.
    define: {
      'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(env.VITE_SUPPORT_EMAIL || env.SUPPORT_EMAIL || ''),
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
    // .data/ is the local Supabase's database (npm start): every query's writes there
    // would wake the file watcher and cost the dev server CPU on each request.
    server: { port: 8888, strictPort: true, host: '127.0.0.1', watch: { ignored: ['**/.data/**'] } },
    // No modulepreload polyfill: every browser the app supports preloads modules natively.
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: { polyfill: false },
      outDir: process.env.BUILD_OUT_DIR ?? 'dist',
      emptyOutDir: true,
    },
  };
});
