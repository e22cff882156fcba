// Puts the Content-Security-Policy of the production build into index.html as a
// <meta http-equiv> tag. It is generated because it must name the Supabase project
// the bundle talks to and hash the inline theme script. It travels inside the
// built page rather than in dist/_headers: every server that reads a publish
// folder's _headers (the Netlify Vite plugin and `netlify dev`) would otherwise
// apply the production policy to the dev server's pages, whose inline scripts it
// blocks. frame-ancestors is not honoured in a meta tag: netlify.toml sends it.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

// PayPal's JavaScript SDK (the upgrade page's buttons): the hosts PayPal's CSP
// guide lists for its script, its calls, its button and checkout frames and their
// images. Its advice to add 'unsafe-inline' to script-src is not followed: the
// buttons' own scripts run inside PayPal's frames, under PayPal's policy.
const PAYPAL = 'https://*.paypal.com https://*.paypalobjects.com https://*.venmo.com';

export function contentSecurityPolicy(supabaseUrl: string, inlineScripts: string[]): string {
  const supabase = new URL(supabaseUrl);
  const realtime = `${supabase.protocol === 'https:' ? 'wss' : 'ws'}://${supabase.host}`;
  const hashes = inlineScripts.map((code) => ` 'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.join('')} ${PAYPAL}`,
    "style-src 'self' 'unsafe-inline'",
    // The Supabase origin: My images are shown from Storage's signed URLs.
    `img-src 'self' data: blob: ${supabase.origin} ${PAYPAL}`,
    "font-src 'self' data:",
    `connect-src 'self' ${supabase.origin} ${realtime} ${PAYPAL}`,
    `frame-src blob: ${PAYPAL}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Adds the policy at the top of <head> (after the charset), before anything it governs. */
export function withCspMeta(html: string, supabaseUrl: string): string {
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(supabaseUrl, inline)}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  return charset.test(html) ? html.replace(charset, (meta) => `${meta}\n    ${tag}`) : html.replace(/<head>/, `<head>\n    ${tag}`);
}

export function cspMetaPlugin(supabaseUrl: string | undefined): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: {
      // After Vite's own transforms, so the inline scripts hashed are the final ones.
      order: 'post',
      handler: (html) => withCspMeta(html, supabaseUrl || 'https://project.supabase.co'),
    },
  };
}
