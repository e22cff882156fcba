import type { LocalDatabase } from './database.ts';
import type { SigningKeys } from './keys.ts';
import { bearerToken, type AuthRequest } from './http-utils.ts';
import { authError, emailExists, invalidEmail } from './auth-errors.ts';
import {
  checkPasswordStrength,
  hashPassword,
  mergeMetadata,
  normalizeEmail,
  optionalObject,
  optionalString,
  parseGoDuration,
} from './auth-input.ts';
import { deleteUser, findUserByEmail, findUserById, identitiesOf, insertUser, listUsers, updateUser } from './auth-store.ts';
import type { UserChanges } from './auth-store.ts';
import { userJson } from './auth-json.ts';

export interface AdminDeps {
  db: LocalDatabase;
  keys: SigningKeys;
  minimumPasswordLength: number;
  bcryptCost: number;
}

export interface AdminResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

const userNotFound = () => authError(404, 'user_not_found', 'User not found');

/** GoTrue's /admin API: only a service-role token may call it (supabase.auth.admin.*). */
export async function handleAdmin(deps: AdminDeps, request: AuthRequest, path: string): Promise<AdminResult> {
  await requireServiceRole(deps, request);
  const method = request.req.method ?? 'GET';
  if (path === '/admin/users') {
    if (method === 'GET') return list(deps, request);
    if (method === 'POST') return create(deps, request);
  }
  const match = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (match) {
    const id = decodeURIComponent(match[1]!);
    if (!UUID.test(id)) throw userNotFound();
    if (method === 'GET') return get(deps, id);
    if (method === 'PUT') return update(deps, id, request.body);
    if (method === 'DELETE') return remove(deps, id);
  }
  throw authError(404, 'not_found', `${method} /auth/v1${path} is not supported by the local Supabase`);
}

async function requireServiceRole(deps: AdminDeps, { req }: AuthRequest) {
  const token = bearerToken(req);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let role: unknown;
  try {
    role = (await deps.keys.verify(token)).role;
  } catch (error) {
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
  }
  if (typeof role !== 'string' || !ADMIN_ROLES.has(role)) throw authError(403, 'not_admin', 'User not allowed');
}

async function list(deps: AdminDeps, { url }: AuthRequest): Promise<AdminResult> {
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') || '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('per_page') || '50', 10) || 50));
  const body = await deps.db.transaction(async (tx) => {
    const { users, total } = await listUsers(tx, page, perPage);
    const json = [];
    for (const user of users) json.push(userJson(user, await identitiesOf(tx, user.id)));
    return { users: json, aud: 'authenticated', total };
  });
  // supabase-js reads pagination from these headers, as GoTrue sends them.
  const lastPage = Math.max(1, Math.ceil(body.total / perPage));
  const links = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  return {
    status: 200,
    body: { users: body.users, aud: body.aud },
    headers: { 'X-Total-Count': String(body.total), Link: links.join(', ') },
  };
}

async function create(deps: AdminDeps, { body }: AuthRequest): Promise<AdminResult> {
  const email = normalizeEmail(body.email);
  if (!email) throw invalidEmail();
  const password = optionalString(body.password);
  if (password !== undefined) checkPasswordStrength(password, deps.minimumPasswordLength);
  const encrypted = password ? await hashPassword(password, deps.bcryptCost) : null;
  const id = optionalString(body.id);
  if (id !== undefined && !UUID.test(id)) throw authError(400, 'validation_failed', 'id must be a UUID');
  const user = await deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw emailExists();
    let created = await insertUser(tx, {
      ...(id ? { id } : {}),
      email,
      encryptedPassword: encrypted,
      confirmedAt: body.email_confirm === true ? new Date() : null,
      userMetadata: optionalObject(body.user_metadata) ?? {},
      appMetadata: optionalObject(body.app_metadata) ?? {},
      role: optionalString(body.role) ?? 'authenticated',
    }).catch((error: unknown) => {
      throw authError(500, 'unexpected_failure', 'Database error creating new user', {
        detail: (error as Error).message,
      });
    });
    const ban = banChange(body.ban_duration);
    if (ban !== undefined) created = await updateUser(tx, created.id, { banned_until: ban });
    return userJson(created, await identitiesOf(tx, created.id));
  });
  return { status: 200, body: user };
}

async function get(deps: AdminDeps, id: string): Promise<AdminResult> {
  const user = await deps.db.transaction(async (tx) => {
    const row = await findUserById(tx, id);
    if (!row) throw userNotFound();
    return userJson(row, await identitiesOf(tx, id));
  });
  return { status: 200, body: user };
}

async function update(deps: AdminDeps, id: string, body: Record<string, unknown>): Promise<AdminResult> {
  const changes: UserChanges = {};
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (password !== undefined) {
    checkPasswordStrength(password, deps.minimumPasswordLength);
    changes.encrypted_password = await hashPassword(password, deps.bcryptCost);
  }
  const email = normalizeEmail(body.email);
  const user = await deps.db.transaction(async (tx) => {
    const row = await findUserById(tx, id);
    if (!row) throw userNotFound();
    if (email && email !== row.email) {
      if (await findUserByEmail(tx, email)) throw emailExists();
      changes.email = email;
    }
    if (body.email_confirm === true && !row.email_confirmed_at) changes.email_confirmed_at = new Date();
    const userMetadata = optionalObject(body.user_metadata);
    if (userMetadata) changes.raw_user_meta_data = mergeMetadata(row.raw_user_meta_data, userMetadata);
    const appMetadata = optionalObject(body.app_metadata);
    if (appMetadata) changes.raw_app_meta_data = mergeMetadata(row.raw_app_meta_data, appMetadata);
    const role = optionalString(body.role);
    if (role) changes.role = role;
    const ban = banChange(body.ban_duration);
    if (ban !== undefined) changes.banned_until = ban;
    const updated = Object.keys(changes).length > 0 ? await updateUser(tx, id, changes) : row;
    return userJson(updated, await identitiesOf(tx, id));
  });
  return { status: 200, body: user };
}

async function remove(deps: AdminDeps, id: string): Promise<AdminResult> {
  await deps.db.transaction(async (tx) => {
    if (!(await findUserById(tx, id))) throw userNotFound();
    // Sessions, identities and rows referencing the user with ON DELETE CASCADE go too.
    await deleteUser(tx, id);
  });
  return { status: 200, body: {} };
}

/** ban_duration: "none" lifts a ban, a Go duration sets one; undefined = no change. */
function banChange(value: unknown): Date | null | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value === 'none') return null;
  const ms = parseGoDuration(value);
  if (ms === undefined) throw authError(400, 'validation_failed', `invalid format for ban duration: ${value}`);
  return new Date(Date.now() + ms);
}
