import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/vite-csp-plugin.ts';

describe('contentSecurityPolicy', () => {
  const script = "try { localStorage.getItem('theme') } catch (e) {}";
  const policy = contentSecurityPolicy('https://abc.supabase.co', [script]);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows the inline theme script by its hash and nothing else inline', () => {
    const hash = createHash('sha256').update(script).digest('base64');
    expect(directive('script-src')).toContain(`'sha256-${hash}'`);
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it('lets the browser talk to its Supabase project and nowhere unexpected', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co https://www.paypal.com https://*.paypal.com");
  });

  it('uses ws:// for a local http Supabase and forbids framing', () => {
    const local = contentSecurityPolicy('http://127.0.0.1:54321', []);
    expect(local).toContain('http://127.0.0.1:54321 ws://127.0.0.1:54321');
    expect(local).toContain("frame-ancestors 'none'");
  });
});
