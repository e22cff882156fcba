import { describe, expect, it } from 'vitest';
import { displayName, isAdminProfile, isPaidProfile, type Profile } from './profile';
import { parseProfile } from './profile-schema';

const base: Profile = {
  id: '00000000-0000-0000-0000-000000000001',
  email: 'jane.doe@example.com',
  full_name: 'Jane Doe',
  subscription_status: 'free',
  is_admin: false,
  created_at: '2026-01-01T00:00:00Z',
};

describe('isPaidProfile', () => {
  it("is true only for subscription_status 'paid'", () => {
    expect(isPaidProfile({ ...base, subscription_status: 'paid' })).toBe(true);
    expect(isPaidProfile(base)).toBe(false);
    expect(isPaidProfile(null)).toBe(false);
  });
});

describe('isAdminProfile', () => {
  it('follows is_admin', () => {
    expect(isAdminProfile({ ...base, is_admin: true })).toBe(true);
    expect(isAdminProfile(base)).toBe(false);
    expect(isAdminProfile(undefined)).toBe(false);
  });
});

describe('displayName', () => {
  it('prefers the full name', () => {
    expect(displayName(base)).toBe('Jane Doe');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayName({ ...base, full_name: '  ' })).toBe('jane.doe');
    expect(displayName(null, 'sam@example.org')).toBe('sam');
  });
});

describe('parseProfile', () => {
  it('reads a PostgREST row and drops unknown columns', () => {
    expect(parseProfile({ ...base, extra: 1 })).toEqual(base);
  });

  it('treats an unknown tier as free and a null name as empty', () => {
    const parsed = parseProfile({ ...base, subscription_status: 'gold', full_name: null });
    expect(parsed?.subscription_status).toBe('free');
    expect(parsed?.full_name).toBe('');
  });

  it('rejects a row without an id, or with a column of the wrong kind', () => {
    expect(parseProfile({ email: 'x@y.z' })).toBeNull();
    expect(parseProfile(null)).toBeNull();
    expect(parseProfile({ ...base, email: 42 })).toBeNull();
    expect(parseProfile({ ...base, created_at: {} })).toBeNull();
  });

  it('reads a missing email as null and a non-boolean admin flag as false', () => {
    const { email: _email, ...withoutEmail } = base;
    expect(parseProfile({ ...withoutEmail, is_admin: 'yes' })).toEqual({ ...base, email: null, is_admin: false });
  });
});
