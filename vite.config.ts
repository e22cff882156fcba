import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { cspHeadersPlugin } from './scripts/vite-csp-plugin.ts';

// The Netlify plugin serves netlify/functions at their config.path inside the
// Vite dev server, so `npm start` runs the SPA and the API on one port.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  return {
    plugins: [
      react(),
      tailwindcss(),
      netlify({ edgeFunctions: { enabled: false } }),
      cspHeadersPlugin(env.VITE_SUPABASE_URL),
    ],
    server: { port: 8888, strictPort: true, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: false, outDir: process.env.BUILD_OUT_DIR ?? 'dist', emptyOutDir: true },
  };
});
