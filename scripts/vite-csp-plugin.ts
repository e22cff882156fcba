// Writes dist/_headers with the Content-Security-Policy of the production build.
// It is generated rather than kept in netlify.toml because it must name the
// Supabase project the bundle talks to and hash the inline theme script; the dev
// server (which injects its own inline scripts) stays without it.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PAYPAL = 'https://www.paypal.com https://*.paypal.com';

export function contentSecurityPolicy(supabaseUrl: string, inlineScripts: string[]): string {
  const supabase = new URL(supabaseUrl);
  const realtime = `${supabase.protocol === 'https:' ? 'wss' : 'ws'}://${supabase.host}`;
  const hashes = inlineScripts.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')} ${PAYPAL}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${PAYPAL} https://*.paypalobjects.com`,
    "font-src 'self' data:",
    `connect-src 'self' ${supabase.origin} ${realtime} ${PAYPAL}`,
    `frame-src ${PAYPAL} blob:`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function cspHeadersPlugin(supabaseUrl: string | undefined): Plugin {
  return {
    name: 'csp-headers',
    apply: 'build',
    // After writing, so the index.html seen is the final one.
    async writeBundle(options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || !options.dir) return;
      const inline = [...String(html.source).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      const policy = contentSecurityPolicy(supabaseUrl || 'https://project.supabase.co', inline);
      await writeFile(join(options.dir, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n`);
    },
  };
}
