import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';

// The Netlify plugin serves netlify/functions at their config.path inside the
// Vite dev server, so `npm start` runs the SPA and the API on one port.
export default defineConfig({
  plugins: [react(), tailwindcss(), netlify({ edgeFunctions: { enabled: false } })],
  server: { port: 8888, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false },
});
