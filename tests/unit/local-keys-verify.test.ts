// The local Supabase checks a token's signature once and keeps the result (as
// PostgREST's JWT cache does), yet judges a kept token by the clock on every use.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSigningKeys } from '../../supabase/local/keys.ts';

afterEach(() => vi.useRealTimers());

describe('local Supabase token checks', () => {
  it('accepts a checked token again, and refuses it once it has expired', async () => {
    const keys = await loadSigningKeys();
    const token = await keys.sign({ role: 'authenticated', sub: 'user-1' }, 60);
    expect((await keys.verify(token)).sub).toBe('user-1');
    expect((await keys.verify(token)).sub).toBe('user-1');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    await expect(keys.verify(token)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it('refuses a token with a changed signature even after the genuine one was checked', async () => {
    const keys = await loadSigningKeys();
    const token = await keys.sign({ role: 'authenticated', sub: 'user-1' }, 60);
    await keys.verify(token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    await expect(keys.verify(forged)).rejects.toThrow();
    await expect(keys.verify(keys.serviceRoleKey)).resolves.toMatchObject({ role: 'service_role' });
  });
});
