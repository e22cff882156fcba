import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './database.ts';
import { authError } from './auth-errors.ts';
import { optionalString } from './auth-input.ts';

// The PKCE flow as GoTrue runs it for e-mail links (supabase/auth:
// internal/api/pkce.go, token.go, models/flow_state.go). A sign-up or reset
// request carries a code challenge; its e-mail link then leads back with
// `?code=<auth code>` instead of a session, and only the browser holding the
// matching code verifier can exchange that code for a session. A link carrying
// someone else's tokens is therefore worth nothing to whoever opens it.

/** Tokens of a PKCE e-mail link carry this prefix, so the link's GET /verify knows the flow. */
export const PKCE_PREFIX = 'pkce_';

/** GoTrue's default flow_state_expiry_duration. */
export const FLOW_STATE_LIFETIME_MS = 300 * 1000;

export type ChallengeMethod = 's256' | 'plain';

export interface CodeChallenge {
  challenge: string;
  method: ChallengeMethod;
}

/** What a flow state was opened for; GoTrue's authentication method names. */
export type FlowMethod = 'email/signup' | 'recovery' | 'magiclink' | 'invite';

/**
 * The code challenge of a sign-up or recover body, validated as GoTrue does;
 * undefined when the client uses the implicit flow (no challenge at all).
 */
export function codeChallengeOf(body: Record<string, unknown>): CodeChallenge | undefined {
  const challenge = optionalString(body.code_challenge) ?? '';
  const method = optionalString(body.code_challenge_method) ?? '';
  if ((challenge === '') !== (method === '')) {
    throw authError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (challenge === '') return undefined;
  if (challenge.length < 43 || challenge.length > 128) {
    throw authError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw authError(
      400,
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') {
    throw authError(400, 'validation_failed', `unsupported code_challenge method "${method}"`);
  }
  return { challenge, method: lower };
}

/** Opens a flow state for the user; its auth code is revealed only by the e-mail link. */
export async function createFlowState(
  db: Queryable,
  userId: string,
  method: FlowMethod,
  providerType: string,
  code: CodeChallenge,
): Promise<void> {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
    [randomUUID(), userId, randomUUID(), code.method, code.challenge, providerType, method],
  );
}

/**
 * The auth code for a verified e-mail link: that of the user's newest flow state
 * of this kind (a newer sign-up or reset request replaces an older one).
 */
export async function issueAuthCode(db: Queryable, userId: string, method: FlowMethod): Promise<string> {
  const { rows } = await db.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  );
  const flow = rows[0];
  if (!flow) {
    throw authError(400, 'flow_state_not_found', 'No associated flow state found. No valid flow state found for user.');
  }
  await db.query('update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1', [flow.id]);
  return flow.auth_code;
}

function verifierMatches(code: CodeChallenge, verifier: string): boolean {
  const expected = code.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(code.challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: ChallengeMethod;
  authentication_method: FlowMethod;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

/**
 * POST /token?grant_type=pkce: checks the auth code and its verifier, then spends
 * the flow state (single use). Returns the user and how they signed in; a wrong
 * verifier leaves the flow state for the right one.
 */
export async function spendAuthCode(db: Queryable, body: Record<string, unknown>): Promise<{ userId: string; method: FlowMethod }> {
  const authCode = optionalString(body.auth_code) ?? '';
  const verifier = optionalString(body.code_verifier) ?? '';
  if (!authCode || !verifier) {
    throw authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const { rows } = await db.query<FlowStateRow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method, created_at, auth_code_issued_at
     from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow?.user_id) throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  // GoTrue counts from the request that opened the flow, except for magic links,
  // which count from the click that issued the code.
  const start = flow.authentication_method === 'magiclink' && flow.auth_code_issued_at ? flow.auth_code_issued_at : flow.created_at;
  if (start.getTime() + FLOW_STATE_LIFETIME_MS < Date.now()) {
    throw authError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!verifierMatches({ challenge: flow.code_challenge, method: flow.code_challenge_method }, verifier)) {
    throw authError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await db.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
