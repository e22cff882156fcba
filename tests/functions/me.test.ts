import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import * as me from '../../netlify/functions/me.mts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

let stack: FunctionTestStack;
let user: { id: string; email: string; accessToken: string };

beforeAll(async () => {
  stack = await startFunctionTestStack([me]);
  user = await stack.createUser({ fullName: 'Ada Lovelace' });
});
afterAll(() => stack?.stop());

function claimsFor(overrides: Record<string, unknown> = {}) {
  return stack.userClaims(user, overrides);
}

async function expect401(token: string | undefined) {
  const response = await stack.call('/api/me', { token });
  expect(response.status).toBe(401);
  const body = (await response.json()) as { detail: string };
  expect(body.detail).toMatch(/sign in/i);
  expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(/);
}

describe('GET /api/me', () => {
  it('answers the profile for a valid access token from sign-in', async () => {
    const response = await stack.call('/api/me', { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      email: user.email,
      full_name: 'Ada Lovelace',
      subscription_status: 'free',
      is_admin: false,
    });
  });

  it('reads tier and admin flag from the database', async () => {
    const paidAdmin = await stack.createUser({ fullName: 'Grace', paid: true, admin: true });
    const body = await (await stack.call('/api/me', { token: paidAdmin.accessToken })).json();
    expect(body).toMatchObject({ subscription_status: 'paid', is_admin: true });
  });

  it('accepts a token forged with the right key and claims (control for the cases below)', async () => {
    const response = await stack.call('/api/me', { token: await stack.forgeToken(claimsFor()) });
    expect(response.status).toBe(200);
  });

  it('rejects a missing token', () => expect401(undefined));
  it('rejects a malformed bearer value', () => expect401('not-a-jwt'));

  it('rejects an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expect401(await stack.forgeToken(claimsFor({ iat: past - 60, exp: past })));
  });

  it('rejects a tampered token (payload changed, signature kept)', async () => {
    const [header, , signature] = user.accessToken.split('.');
    const payload = Buffer.from(JSON.stringify(claimsFor({ sub: '00000000-0000-0000-0000-000000000000' }))).toString('base64url');
    await expect401(`${header}.${payload}.${signature}`);
  });

  it('rejects alg none', async () => {
    await expect401(new UnsecuredJWT(claimsFor()).encode());
  });

  it('rejects a wrong audience and a wrong issuer', async () => {
    await expect401(await stack.forgeToken(claimsFor({ aud: 'somebody-else' })));
    await expect401(await stack.forgeToken(claimsFor({ iss: 'https://evil.example/auth/v1' })));
  });

  it('rejects a token signed by another key under the same kid', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const [encodedHeader] = user.accessToken.split('.');
    const { kid } = JSON.parse(Buffer.from(encodedHeader!, 'base64url').toString()) as { kid: string };
    await expect401(await new SignJWT(claimsFor()).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey));
  });

  it('rejects the anon and service-role API keys as user tokens', async () => {
    await expect401(stack.supabase.anonKey);
    await expect401(stack.supabase.serviceRoleKey);
  });

  it('accepts HS256 only when SUPABASE_JWT_SECRET is set (legacy projects)', async () => {
    const secret = 'legacy-secret-with-at-least-32-characters!';
    const hs256 = await new SignJWT(claimsFor()).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
    await expect401(hs256);
    process.env.SUPABASE_JWT_SECRET = secret;
    try {
      expect((await stack.call('/api/me', { token: hs256 })).status).toBe(200);
      const wrongSecret = await new SignJWT(claimsFor()).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(`${secret}x`));
      await expect401(wrongSecret);
    } finally {
      delete process.env.SUPABASE_JWT_SECRET;
    }
  });

  it('answers 405 with detail for another method', async () => {
    const response = await stack.call('/api/me', { method: 'POST', token: user.accessToken });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ detail: 'Method POST is not allowed here.' });
  });
});
