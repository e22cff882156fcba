import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseToml } from 'smol-toml';
import { contentSecurityPolicy, withCspMeta } from '../../scripts/vite-csp-plugin.ts';

describe('contentSecurityPolicy', () => {
  const script = "try { localStorage.getItem('theme') } catch (e) {}";
  const policy = contentSecurityPolicy('https://abc.supabase.co', [script]);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  const PAYPAL = 'https://*.paypal.com https://*.paypalobjects.com https://*.venmo.com';

  it('allows the inline theme script by its hash and nothing else inline; scripts only from the app and PayPal', () => {
    const hash = createHash('sha256').update(script).digest('base64');
    expect(directive('script-src')).toBe(`script-src 'self' 'sha256-${hash}' ${PAYPAL}`);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it('lets the browser talk to its Supabase project and PayPal, show images from its Storage, and frame only PayPal (and blob previews)', () => {
    expect(directive('connect-src')).toBe(`connect-src 'self' https://abc.supabase.co wss://abc.supabase.co ${PAYPAL}`);
    expect(directive('frame-src')).toBe(`frame-src blob: ${PAYPAL}`);
    expect(directive('img-src')).toBe(`img-src 'self' data: blob: https://abc.supabase.co ${PAYPAL}`);
  });

  it('uses ws:// for a local http Supabase', () => {
    const local = contentSecurityPolicy('http://127.0.0.1:54321', []);
    expect(local).toContain('http://127.0.0.1:54321 ws://127.0.0.1:54321');
  });

  it('leaves out frame-ancestors, which browsers ignore (with a console error) in a meta tag', () => {
    expect(policy).not.toContain('frame-ancestors');
  });
});

describe('withCspMeta', () => {
  it('puts the policy right after the charset, before any script, hashing the inline ones', () => {
    const html = '<html><head><meta charset="UTF-8" /><title>x</title><script>var a = 1;</script></head><body></body></html>';
    const out = withCspMeta(html, 'https://abc.supabase.co');
    const hash = createHash('sha256').update('var a = 1;').digest('base64');
    expect(out).toMatch(
      /^<html><head><meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; [^"]+" \/><title>/,
    );
    expect(out).toContain(`'sha256-${hash}'`);
  });
});

describe('netlify.toml', () => {
  it('forbids framing the app by header on every path', () => {
    const toml = parseToml(readFileSync('netlify.toml', 'utf8')) as { headers: { for: string; values: Record<string, string> }[] };
    const all = toml.headers.find((rule) => rule.for === '/*')!.values;
    expect(all['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    expect(all['X-Frame-Options']).toBe('DENY');
  });
});
