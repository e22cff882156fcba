import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from './database.ts';

/** auth.users as this server reads it (hosted column names). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

/** Columns an update may touch; anything else is not writable through here. */
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'encrypted_password'
    | 'email_confirmed_at'
    | 'confirmation_token'
    | 'confirmation_sent_at'
    | 'recovery_token'
    | 'recovery_sent_at'
    | 'last_sign_in_at'
    | 'raw_app_meta_data'
    | 'raw_user_meta_data'
    | 'banned_until'
    | 'role'
    | 'phone'
    | 'email_change'
    | 'email_change_sent_at'
  >
>;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change,
  email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at,
  updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, is_anonymous`;

/** GoTrue's refresh tokens are short random strings, not JWTs. */
export function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

/** A six-digit e-mail code, as GoTrue's default otp_length. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** GoTrue stores hex(SHA-224(email + otp)); the same string is the link's token_hash. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0];
}

/**
 * Finds the user holding a confirmation and/or recovery token hash. A token of the
 * PKCE flow is stored with its `pkce_` prefix; a code typed from the e-mail gives
 * the bare hash, which matches it too.
 */
export async function findUserByToken(
  db: Queryable,
  hash: string,
  kinds: ReadonlyArray<'confirmation' | 'recovery'>,
): Promise<{ user: UserRow; kind: 'confirmation' | 'recovery' } | undefined> {
  for (const kind of kinds) {
    const { rows } = await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users
       where ${kind}_token in ($1::text, 'pkce_' || $1::text) and deleted_at is null`,
      [hash],
    );
    if (rows[0]) return { user: rows[0], kind };
  }
  return undefined;
}

export interface NewUser {
  id?: string;
  email: string;
  encryptedPassword: string | null;
  confirmedAt: Date | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  phone?: string | null;
  confirmationToken?: string | null;
  confirmationSentAt?: Date | null;
}

/** Inserts the user and its e-mail identity; the profile trigger of the migrations fires here. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const id = user.id ?? randomUUID();
  const now = new Date();
  const appMetadata = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, phone, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4, $5, $6, $7, $8, $9,
       $10, $10, $11, false, false)
     returning ${USER_COLUMNS}`,
    [
      id,
      user.role ?? 'authenticated',
      user.email,
      user.encryptedPassword,
      user.confirmedAt,
      user.confirmationToken ?? '',
      user.confirmationSentAt ?? null,
      appMetadata,
      user.userMetadata,
      now,
      user.phone ?? null,
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', $4, $4, $4)`,
    [id, id, { sub: id, email: user.email, email_verified: user.confirmedAt !== null, phone_verified: false }, now],
  );
  return rows[0]!;
}

export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<UserRow> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  sets.push('updated_at = now()');
  const { rows } = await db.query<UserRow>(`update auth.users set ${sets.join(', ')} where id = $1 returning ${USER_COLUMNS}`, [
    id,
    ...entries.map(([, v]) => v),
  ]);
  const row = rows[0];
  if (!row) throw new Error(`user ${id} vanished during update`);
  if (changes.email !== undefined || changes.email_confirmed_at !== undefined) {
    await db.query(
      `update auth.identities set identity_data = identity_data
         || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean), updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [id, row.email, row.email_confirmed_at !== null],
    );
  }
  return row;
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function listUsers(db: Queryable, page: number, perPage: number) {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null
     order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const { rows: countRows } = await db.query<{ total: number }>('select count(*)::int as total from auth.users where deleted_at is null');
  return { users: rows, total: countRows[0]?.total ?? 0 };
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('delete from auth.users where id = $1', [id]);
}

export interface SessionTokens {
  sessionId: string;
  refreshToken: string;
  amr: { method: string; timestamp: number }[];
}

/** Opens a session for a sign-in and issues its first refresh token. */
export async function createSession(db: Queryable, userId: string, method: string): Promise<SessionTokens> {
  const sessionId = randomUUID();
  const now = new Date();
  await db.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, $3, $3, 'aal1')`, [
    sessionId,
    userId,
    now,
  ]);
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $2, $3)`,
    [sessionId, now, method],
  );
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4)`,
    [refreshToken, userId, now, sessionId],
  );
  await db.query('update auth.users set last_sign_in_at = $2 where id = $1', [userId, now]);
  await db.query(`update auth.identities set last_sign_in_at = $2 where user_id = $1`, [userId, now]);
  return { sessionId, refreshToken, amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }] };
}

export async function sessionAmr(db: Queryable, sessionId: string) {
  const { rows } = await db.query<{ authentication_method: string; created_at: Date }>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at',
    [sessionId],
  );
  return rows.map((r) => ({
    method: r.authentication_method,
    timestamp: Math.floor(r.created_at.getTime() / 1000),
  }));
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

export type RotateResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'not_found' | 'already_used' };

/** Spends a refresh token and issues its successor in the same session. */
export async function rotateRefreshToken(db: Queryable, token: string): Promise<RotateResult> {
  const { rows } = await db.query<{ id: number; user_id: string; revoked: boolean; session_id: string | null }>(
    'select id, user_id, revoked, session_id from auth.refresh_tokens where token = $1 for update',
    [token],
  );
  const row = rows[0];
  if (!row || !row.session_id) return { ok: false, reason: 'not_found' };
  if (row.revoked) return { ok: false, reason: 'already_used' };
  const now = new Date();
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [row.id, now]);
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
    [refreshToken, row.user_id, now, token, row.session_id],
  );
  // refreshed_at is a timestamp without time zone in hosted auth.sessions.
  await db.query(`update auth.sessions set updated_at = $2, refreshed_at = ($2::timestamptz at time zone 'UTC') where id = $1`, [
    row.session_id,
    now,
  ]);
  return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken };
}

/** Ends sessions (their refresh tokens go with them by cascade). */
export async function endSessions(
  db: Queryable,
  userId: string,
  scope: 'global' | 'local' | 'others',
  currentSessionId: string | undefined,
) {
  if (scope === 'global') {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (!currentSessionId) {
    // A token without session_id (an API key) has no "this session" to keep or end.
    return;
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [currentSessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, currentSessionId]);
  }
}
