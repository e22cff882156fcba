import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import type { LocalDatabase, Transaction } from './database.ts';
import type { SigningKeys } from './keys.ts';
import type { Mailer, SentEmail } from './mailer.ts';
import { HttpError, apiKey, bearerToken, header, parseJson, readBody, send, sendJson } from './http-utils.ts';
import { authError, emailExists, invalidCredentials, missingCredentials, otpExpired, badJson } from './auth-errors.ts';
import {
  asObject,
  checkPasswordStrength,
  hashPassword,
  mergeMetadata,
  normalizeEmail,
  optionalObject,
  optionalString,
  passwordMatches,
} from './auth-input.ts';
import {
  createSession,
  endSessions,
  findUserByEmail,
  findUserById,
  findUserByToken,
  identitiesOf,
  insertUser,
  newOtp,
  rotateRefreshToken,
  sessionAmr,
  sessionExists,
  tokenHash,
  updateUser,
} from './auth-store.ts';
import type { UserChanges, UserRow } from './auth-store.ts';
import type { AuthRequest } from './http-utils.ts';
import { obfuscatedUserJson, userJson } from './auth-json.ts';
import { issueSession } from './auth-session.ts';
import type { SessionIssuer, SessionJson } from './auth-session.ts';
import { handleAdmin } from './gotrue-admin.ts';
import { PKCE_PREFIX, codeChallengeOf, createFlowState, issueAuthCode, spendAuthCode } from './auth-pkce.ts';
import type { FlowMethod } from './auth-pkce.ts';
import { linkErrorRedirect } from './auth-redirects.ts';
import { randomUUID } from 'node:crypto';

export interface GoTrueOptions {
  db: LocalDatabase;
  keys: SigningKeys;
  mailer: Mailer;
  /** The server's URL (`http://host:port`), known once it listens. */
  baseUrl: () => string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  minimumPasswordLength: number;
  enableSignup: boolean;
  /** Whether a sign-up with this address must be confirmed by e-mail first. */
  confirmEmail: (email: string) => boolean;
  bcryptCost: number;
}

/** GoTrue's default mailer_otp_exp: e-mail links and codes live one hour. */
const OTP_LIFETIME_MS = 3600 * 1000;

/** What a verified bearer access token says, with the user it names. */
interface Caller {
  claims: JWTPayload;
  user: UserRow;
}

type VerifyKind = 'confirmation' | 'recovery';
type VerifiedUser = { user: UserRow; kind: VerifyKind };
const VERIFY_KINDS: Record<string, VerifyKind[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email: ['confirmation', 'recovery'],
};

/** The flow state a verified link's auth code comes from, by link type and token found. */
function flowMethodOf(type: string, kind: VerifyKind): FlowMethod {
  if (type === 'invite') return 'invite';
  if (type === 'magiclink') return 'magiclink';
  return kind === 'confirmation' ? 'email/signup' : 'recovery';
}

// Routes a browser reaches without the gateway's apikey (e-mail links, key discovery).
const OPEN_ROUTES = new Set(['GET /verify', 'GET /.well-known/jwks.json', 'GET /health']);

export class GoTrue {
  private readonly issuer: SessionIssuer;

  constructor(private readonly o: GoTrueOptions) {
    this.issuer = { keys: o.keys, jwtExpiry: o.jwtExpiry, issuer: () => `${o.baseUrl()}/auth/v1` };
  }

  /** Answers one request under /auth/v1; `path` is the part after that prefix. */
  async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    // GoTrue always states its API version; the client reads error codes only when it does.
    const versionHeader = { 'X-Supabase-Api-Version': header(req, 'x-supabase-api-version') ?? '2024-01-01' };
    try {
      const route = `${req.method} ${path}`;
      if (!OPEN_ROUTES.has(route)) await this.checkApiKey(req, url);
      let body: Record<string, unknown> = {};
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const parsed = parseJson(await readBody(req), badJson);
        body = parsed === null ? {} : asObject(parsed);
      }
      const request: AuthRequest = { req, url, body };
      if (path.startsWith('/admin/')) {
        const result = await handleAdmin(this.adminDeps(), request, path);
        send(res, result.status, result.body === undefined ? undefined : JSON.stringify(result.body), {
          ...versionHeader,
          ...result.headers,
        });
        return;
      }
      switch (route) {
        case 'POST /signup':
          return sendJson(res, 200, await this.signup(request), versionHeader);
        case 'POST /token':
          return sendJson(res, 200, await this.token(request), versionHeader);
        case 'GET /user':
          return sendJson(res, 200, await this.getUser(request), versionHeader);
        case 'PUT /user':
          return sendJson(res, 200, await this.updateUser(request), versionHeader);
        case 'POST /logout':
          await this.logout(request);
          return send(res, 204, undefined, versionHeader);
        case 'POST /recover':
          return sendJson(res, 200, await this.recover(request), versionHeader);
        case 'POST /verify':
          return sendJson(res, 200, await this.verifyPost(request), versionHeader);
        case 'GET /verify':
          return send(res, 303, undefined, { ...versionHeader, Location: await this.verifyLink(request) });
        case 'GET /settings':
          return sendJson(res, 200, this.settings(), versionHeader);
        case 'GET /health':
          return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'local Supabase auth' }, versionHeader);
        case 'GET /.well-known/jwks.json':
          return sendJson(res, 200, { keys: [this.o.keys.publicJwk] }, { ...versionHeader, 'Cache-Control': 'public, max-age=600' });
        default:
          throw authError(404, 'not_found', `${req.method} /auth/v1${path} is not supported by the local Supabase`);
      }
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, { ...versionHeader, ...error.headers });
        return;
      }
      throw error;
    }
  }

  private adminDeps() {
    return {
      db: this.o.db,
      keys: this.o.keys,
      minimumPasswordLength: this.o.minimumPasswordLength,
      bcryptCost: this.o.bcryptCost,
    };
  }

  /** The gateway in front of hosted GoTrue rejects requests without a valid project key. */
  private async checkApiKey(req: IncomingMessage, url: URL) {
    const key = apiKey(req, url) ?? bearerToken(req);
    if (!key) {
      throw new HttpError(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    try {
      await this.o.keys.verify(key);
    } catch {
      throw new HttpError(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    }
  }

  private async signup({ url, body }: AuthRequest): Promise<unknown> {
    if (!this.o.enableSignup) throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (optionalString(body.phone) && !optionalString(body.email)) {
      throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    const email = normalizeEmail(body.email);
    const password = optionalString(body.password);
    if (!email || !password) throw missingCredentials();
    checkPasswordStrength(password, this.o.minimumPasswordLength);
    const pkce = codeChallengeOf(body);
    const metadata = optionalObject(body.data) ?? {};
    const encrypted = await hashPassword(password, this.o.bcryptCost);
    const redirectTo = this.resolveRedirect(url.searchParams.get('redirect_to'));

    const needsConfirmation = this.o.confirmEmail(email);
    let mail: SentEmail | undefined;
    const result = await this.o.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) {
        if (!needsConfirmation) throw authError(422, 'user_already_exists', 'User already registered');
        return obfuscatedUserJson(email, metadata, randomUUID());
      }
      const confirmedAt = needsConfirmation ? null : new Date();
      if (user) {
        // An unconfirmed sign-up is taken over by the new one; whoever owns the
        // inbox decides by clicking the link.
        user = await updateUser(tx, user.id, {
          encrypted_password: encrypted,
          raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, metadata),
          email_confirmed_at: confirmedAt ?? undefined,
        });
      } else {
        user = await insertUser(tx, { email, encryptedPassword: encrypted, confirmedAt, userMetadata: metadata }).catch(
          (error: unknown) => {
            throw authError(500, 'unexpected_failure', 'Database error saving new user', {
              detail: (error as Error).message,
            });
          },
        );
      }
      if (needsConfirmation) {
        const otp = newOtp();
        const token = (pkce ? PKCE_PREFIX : '') + tokenHash(email, otp);
        user = await updateUser(tx, user.id, { confirmation_token: token, confirmation_sent_at: new Date() });
        if (pkce) await createFlowState(tx, user.id, 'email/signup', 'email', pkce);
        mail = { to: email, type: 'signup', token: otp, link: this.verifyUrl(token, 'signup', redirectTo) };
        return userJson(user, await identitiesOf(tx, user.id));
      }
      return issueSession(tx, this.issuer, user.id, await createSession(tx, user.id, 'password'));
    });
    if (mail) this.o.mailer.send(mail);
    return result;
  }

  private async token({ url, body }: AuthRequest): Promise<SessionJson> {
    const grantType = url.searchParams.get('grant_type');
    if (grantType === 'password') return this.passwordGrant(body);
    if (grantType === 'refresh_token') return this.refreshGrant(body);
    if (grantType === 'pkce') return this.pkceGrant(body);
    throw authError(400, 'validation_failed', `unsupported_grant_type: ${grantType ?? '(none)'}`);
  }

  private async passwordGrant(body: Record<string, unknown>): Promise<SessionJson> {
    const rawEmail = optionalString(body.email);
    const password = optionalString(body.password);
    if (!rawEmail || !password) throw missingCredentials();
    let email: string | undefined;
    try {
      email = normalizeEmail(rawEmail);
    } catch {
      throw invalidCredentials();
    }
    const user = await this.o.db.transaction((tx) => findUserByEmail(tx, email!));
    // bcrypt runs outside the queue: it is slow and needs no database.
    if (!user || !(await passwordMatches(password, user.encrypted_password))) throw invalidCredentials();
    if (user.banned_until && user.banned_until > new Date()) throw authError(400, 'user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    return this.o.db.transaction(async (tx) => issueSession(tx, this.issuer, user.id, await createSession(tx, user.id, 'password')));
  }

  private refreshGrant(body: Record<string, unknown>): Promise<SessionJson> {
    const token = optionalString(body.refresh_token);
    if (!token) throw authError(400, 'validation_failed', 'refresh_token required');
    return this.o.db.transaction(async (tx) => {
      const rotated = await rotateRefreshToken(tx, token);
      if (!rotated.ok) {
        throw rotated.reason === 'already_used'
          ? authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
          : authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      const user = await findUserById(tx, rotated.userId);
      if (!user) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (user.banned_until && user.banned_until > new Date()) throw authError(400, 'user_banned', 'User is banned');
      const amr = await sessionAmr(tx, rotated.sessionId);
      return issueSession(tx, this.issuer, user.id, { sessionId: rotated.sessionId, refreshToken: rotated.refreshToken, amr });
    });
  }

  /** Exchanges the auth code of a PKCE e-mail link, with its verifier, for a session. */
  private pkceGrant(body: Record<string, unknown>): Promise<SessionJson> {
    return this.o.db.transaction(async (tx) => {
      const { userId, method } = await spendAuthCode(tx, body);
      return issueSession(tx, this.issuer, userId, await createSession(tx, userId, method));
    });
  }

  /** Verifies the bearer access token, then checks its user and session still exist. */
  private async caller(req: IncomingMessage): Promise<Caller> {
    const token = bearerToken(req);
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: JWTPayload;
    try {
      claims = await this.o.keys.verify(token);
    } catch (error) {
      throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
    }
    const sub = claims.sub;
    if (typeof sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(sub)) {
      throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    return this.o.db.transaction(async (tx) => {
      const user = await findUserById(tx, sub);
      if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (typeof claims.session_id === 'string' && !(await sessionExists(tx, claims.session_id))) {
        throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
      return { claims, user };
    });
  }

  private async getUser({ req }: AuthRequest) {
    const { user } = await this.caller(req);
    return this.o.db.transaction(async (tx) => userJson(user, await identitiesOf(tx, user.id)));
  }

  private async updateUser({ req, body }: AuthRequest) {
    const { claims, user } = await this.caller(req);
    const changes: UserChanges = {};
    const password = typeof body.password === 'string' ? body.password : undefined;
    if (password !== undefined) {
      checkPasswordStrength(password, this.o.minimumPasswordLength);
      if (await passwordMatches(password, user.encrypted_password)) {
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      }
      changes.encrypted_password = await hashPassword(password, this.o.bcryptCost);
    }
    const email = normalizeEmail(body.email);
    const data = optionalObject(body.data);
    if (data) changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
    return this.o.db.transaction(async (tx) => {
      if (email && email !== user.email) {
        if (await findUserByEmail(tx, email)) throw emailExists();
        // Changed at once (no double opt-in mail): the local server has only signup/recovery mails.
        changes.email = email;
      }
      const updated = Object.keys(changes).length > 0 ? await updateUser(tx, user.id, changes) : user;
      if (changes.encrypted_password && typeof claims.session_id === 'string') {
        // A new password signs out the user's other devices, as GoTrue does.
        await endSessions(tx, user.id, 'others', claims.session_id);
      }
      return userJson(updated, await identitiesOf(tx, user.id));
    });
  }

  private async logout({ req, url }: AuthRequest) {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authError(400, 'validation_failed', 'Unsupported logout scope');
    }
    const { claims, user } = await this.caller(req);
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    await this.o.db.transaction((tx) => endSessions(tx, user.id, scope, sessionId));
  }

  private async recover({ url, body }: AuthRequest) {
    const email = normalizeEmail(body.email);
    if (!email) throw authError(400, 'validation_failed', 'Password recovery requires an email');
    const redirectTo = this.resolveRedirect(url.searchParams.get('redirect_to'));
    const pkce = codeChallengeOf(body);
    const mail = await this.o.db.transaction(async (tx): Promise<SentEmail | undefined> => {
      const user = await findUserByEmail(tx, email);
      // Unknown addresses get the same answer, so the endpoint reveals nothing.
      if (!user) return undefined;
      const otp = newOtp();
      const token = (pkce ? PKCE_PREFIX : '') + tokenHash(email, otp);
      await updateUser(tx, user.id, { recovery_token: token, recovery_sent_at: new Date() });
      if (pkce) await createFlowState(tx, user.id, 'recovery', 'recovery', pkce);
      return { to: email, type: 'recovery', token: otp, link: this.verifyUrl(token, 'recovery', redirectTo) };
    });
    if (mail) this.o.mailer.send(mail);
    return {};
  }

  private async verifyPost({ body }: AuthRequest): Promise<SessionJson> {
    const type = optionalString(body.type) ?? '';
    const tokenHashParam = optionalString(body.token_hash);
    const token = optionalString(body.token);
    const email = normalizeEmail(body.email);
    let hash: string;
    if (tokenHashParam) hash = tokenHashParam;
    else if (token && email) hash = tokenHash(email, token);
    // Older clients post the link's token (already a hash) without an address.
    else if (token) hash = token;
    else throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    return this.verifyToken(type, hash, email);
  }

  /**
   * The e-mail link: always a redirect. Implicit flow: the session (or the error)
   * in the fragment. PKCE flow (a `pkce_` token): `?code=` for the browser holding
   * the verifier, the error in the query and the fragment.
   */
  private async verifyLink({ url }: AuthRequest): Promise<string> {
    const type = url.searchParams.get('type') ?? '';
    const hash = url.searchParams.get('token') ?? url.searchParams.get('token_hash') ?? '';
    const redirectTo = this.resolveRedirect(url.searchParams.get('redirect_to'));
    const pkce = hash.startsWith(PKCE_PREFIX);
    try {
      if (pkce) {
        const target = new URL(redirectTo);
        target.searchParams.set('code', await this.verifyToCode(type, hash));
        return target.toString();
      }
      const session = await this.verifyToken(type, hash, undefined);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      });
      return `${redirectTo}#${fragment.toString()}`;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return linkErrorRedirect(redirectTo, error, pkce);
    }
  }

  /** Spends an e-mail token (confirming the address), then opens a session. */
  private verifyToken(type: string, hash: string, email: string | undefined): Promise<SessionJson> {
    return this.o.db.transaction(async (tx) => {
      const { user } = await this.consumeToken(tx, type, hash, email);
      return issueSession(tx, this.issuer, user.id, await createSession(tx, user.id, 'otp'));
    });
  }

  /** Spends a PKCE link's token, then reveals the auth code of its flow state. */
  private verifyToCode(type: string, hash: string): Promise<string> {
    return this.o.db.transaction(async (tx) => {
      const { user, kind } = await this.consumeToken(tx, type, hash, undefined);
      return issueAuthCode(tx, user.id, flowMethodOf(type, kind));
    });
  }

  private async consumeToken(tx: Transaction, type: string, hash: string, email: string | undefined): Promise<VerifiedUser> {
    const kinds = VERIFY_KINDS[type];
    if (!kinds) throw authError(400, 'validation_failed', `Unsupported verification type: ${type}`);
    if (!hash) throw otpExpired();
    const found = await findUserByToken(tx, hash, kinds);
    if (!found || (email && found.user.email !== email)) throw otpExpired();
    const { user, kind } = found;
    const sentAt = kind === 'confirmation' ? user.confirmation_sent_at : user.recovery_sent_at;
    if (!sentAt || sentAt.getTime() + OTP_LIFETIME_MS < Date.now()) throw otpExpired();
    const changes: UserChanges = kind === 'confirmation' ? { confirmation_token: '' } : { recovery_token: '' };
    // Proving control of the inbox confirms the address, whichever link it was.
    if (!user.email_confirmed_at) changes.email_confirmed_at = new Date();
    return { user: await updateUser(tx, user.id, changes), kind };
  }

  private verifyUrl(hash: string, type: SentEmail['type'], redirectTo: string) {
    const query = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
    return `${this.o.baseUrl()}/auth/v1/verify?${query.toString()}`;
  }

  /**
   * GoTrue only redirects to the site URL and the allow-listed URLs; locally any
   * loopback origin is allowed too, so previews on other ports work.
   */
  private resolveRedirect(requested: string | null): string {
    if (!requested) return this.o.siteUrl;
    let target: URL;
    try {
      target = new URL(requested);
    } catch {
      return this.o.siteUrl;
    }
    if (['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)) return requested;
    const allowed = [this.o.siteUrl, ...this.o.additionalRedirectUrls];
    const matches = allowed.some((pattern) => {
      if (pattern.includes('*')) {
        const regex = pattern
          .split('**')
          .map((part) =>
            part
              .split('*')
              .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
              .join('[^/]*'),
          )
          .join('.*');
        return new RegExp(`^${regex}$`).test(requested);
      }
      try {
        return new URL(pattern).origin === target.origin;
      } catch {
        return false;
      }
    });
    return matches ? requested : this.o.siteUrl;
  }

  private settings() {
    return {
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        zoom: false,
        email: true,
        phone: false,
      },
      disable_signup: !this.o.enableSignup,
      mailer_autoconfirm: !this.o.confirmEmail(''),
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  }
}
