// Writes dist/_headers with the Content-Security-Policy of the production build.
// It is generated rather than kept in netlify.toml because it must name the
// Supabase project the bundle talks to and hash the inline theme script; the dev
// server (which injects its own inline scripts) stays without it.
import { createHash } from 'node:crypto';
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
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find((file) => file.fileName === 'index.html');
      if (!html || html.type !== 'asset') return;
      const inline = [...String(html.source).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      const policy = contentSecurityPolicy(supabaseUrl || 'https://project.supabase.co', inline);
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n  Content-Security-Policy: ${policy}\n` });
    },
  };
}
