import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../netlify/lib/env';
import { openSecret, sealedWithOldKey, sealSecret, SecretUnreadableError } from '../../netlify/lib/secret-box';

const OLD = 'old-secret-old-secret-old-secret-0001';
const NEW = 'new-secret-new-secret-new-secret-0002';
const saved = process.env.PROVIDER_KEYS_SECRET;
afterEach(() => {
  if (saved === undefined) delete process.env.PROVIDER_KEYS_SECRET;
  else process.env.PROVIDER_KEYS_SECRET = saved;
});

describe('secret box (AES-256-GCM)', () => {
  it('seals with a fresh IV each time and opens in the same place', () => {
    process.env.PROVIDER_KEYS_SECRET = NEW;
    const a = sealSecret('sk-live-1234567890', 'user-1:openai');
    const b = sealSecret('sk-live-1234567890', 'user-1:openai');
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk-live');
    expect(a.split('.')[0]).toBe('v1');
    expect(openSecret(a, 'user-1:openai')).toBe('sk-live-1234567890');
    expect(openSecret(sealSecret('', 'x'), 'x')).toBe('');
  });

  it('refuses a value moved to another user or provider, altered, or cut', () => {
    process.env.PROVIDER_KEYS_SECRET = NEW;
    const sealed = sealSecret('sk-live-1234567890', 'user-1:openai');
    expect(() => openSecret(sealed, 'user-2:openai')).toThrow(SecretUnreadableError);
    expect(() => openSecret(sealed, 'user-1:anthropic')).toThrow(SecretUnreadableError);
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(() => openSecret([version, iv, tag, flipped].join('.'), 'user-1:openai')).toThrow(SecretUnreadableError);
    expect(() => openSecret([version, iv, tag].join('.'), 'user-1:openai')).toThrow(SecretUnreadableError);
    expect(() => openSecret(`v9.${iv}.${tag}.${body}`, 'user-1:openai')).toThrow(SecretUnreadableError);
  });

  it('rotates: the old version still opens, new values use the newest, the old key alone cannot open them', () => {
    process.env.PROVIDER_KEYS_SECRET = `v1:${OLD}`;
    const old = sealSecret('sk-old', 'u:openai');
    process.env.PROVIDER_KEYS_SECRET = `v2:${NEW},v1:${OLD}`;
    expect(openSecret(old, 'u:openai')).toBe('sk-old');
    expect(sealedWithOldKey(old)).toBe(true);
    const fresh = sealSecret('sk-new', 'u:openai');
    expect(fresh.startsWith('v2.')).toBe(true);
    expect(sealedWithOldKey(fresh)).toBe(false);
    process.env.PROVIDER_KEYS_SECRET = `v1:${OLD}`;
    expect(() => openSecret(fresh, 'u:openai')).toThrow(SecretUnreadableError);
    // the same text under another version name is another key
    process.env.PROVIDER_KEYS_SECRET = `v3:${OLD}`;
    expect(() => openSecret(old.replace(/^v1\./, 'v3.'), 'u:openai')).toThrow(SecretUnreadableError);
  });

  it('needs a configured secret of at least 32 characters, and never repeats it in the error', () => {
    delete process.env.PROVIDER_KEYS_SECRET;
    expect(() => sealSecret('x', 'c')).toThrow(new ConfigError('Server is missing the PROVIDER_KEYS_SECRET environment variable.'));
    process.env.PROVIDER_KEYS_SECRET = 'too-short-secret';
    expect(() => sealSecret('x', 'c')).toThrow(ConfigError);
    try {
      sealSecret('x', 'c');
    } catch (error) {
      expect((error as Error).message).not.toContain('too-short-secret');
    }
    process.env.PROVIDER_KEYS_SECRET = `v1:${OLD},v1:${NEW}`;
    expect(() => sealSecret('x', 'c')).toThrow(/each version once/);
  });
});
