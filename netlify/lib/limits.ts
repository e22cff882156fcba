// Per-minute rates and in-flight caps, kept in Postgres (rate_limit_hit,
// acquire_inflight in supabase/migrations/20261122000000_rate_limits_and_refunds.sql)
// so they hold across every warm function instance, locally and on Netlify alike.
// Every endpoint calls enforceRate, except the AI endpoints: their gate (gate.ts)
// counts the rate, takes the in-flight slot and the quota in one round trip.
import { createHash } from 'node:crypto';
import { countOf } from '#domain/plural.ts';
import { serviceClient } from './db.ts';
import { serverConfig } from './env.ts';
import { HttpError, type RequestContext } from './http.ts';

export type RateRule = 'ai' | 'website' | 'sites' | 'me' | 'payments' | 'settings' | 'drafts' | 'files' | 'images' | 'admin' | 'anonymous';

// The limits themselves are configuration (RATE_PER_MINUTE_*, INFLIGHT_MAX_AI in ../env.ts).
const RATES: Record<RateRule, { what: string }> = {
  ai: { what: 'AI requests (chat, merge and content)' },
  website: { what: 'website generations' },
  sites: { what: 'My Sites requests' },
  me: { what: 'account requests' },
  payments: { what: 'payment requests' },
  settings: { what: 'settings requests' },
  drafts: { what: 'draft saves' },
  files: { what: 'My files requests' },
  images: { what: 'Images requests' },
  admin: { what: 'admin requests' },
  anonymous: { what: 'requests from your network' },
};

export function ratePerMinute(rule: RateRule): number {
  return serverConfig().ratePerMinute[rule];
}

/** Chat and merge answers one user may have running at once. */
export function inflightMax(): number {
  return serverConfig().inflightMaxAi;
}

/**
 * The caller's address: Netlify's `context.ip` (the local runner in
 * scripts/function-http.ts passes the socket's), else the header Netlify's edge
 * sets. X-Forwarded-For can be written by anyone, so it is the last resort.
 */
export function clientIp(req: Request, context: RequestContext): string {
  return (
    context.ip ||
    req.headers.get('x-nf-client-connection-ip')?.trim() ||
    req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    'unknown'
  );
}

// Addresses are personal data: the limiter only needs to tell them apart.
export const ipKey = (ip: string) => `ip:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;

/** One hit on `key`'s window in Postgres: whether it is within `limit`, and the seconds until the window ends. */
export async function hitWindow(
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { data, error } = await serviceClient().rpc('rate_limit_hit', { p_key: key, p_limit: limit, p_window_seconds: windowSeconds });
  if (error) throw new Error(`rate limit check failed: ${error.code ?? ''} ${error.message}`);
  const row = data[0];
  if (!row) throw new Error('rate limit check returned nothing');
  return { allowed: row.allowed, retryAfterSeconds: Math.max(1, row.retry_after_seconds) };
}

/** Counts one request of `subject` (a user id, or the IP for anonymous rules) against its per-minute rate; 429 over it. */
export async function enforceRate(rule: RateRule, subject: string): Promise<void> {
  const limit = ratePerMinute(rule);
  const key = `${rule}:${rule === 'anonymous' ? ipKey(subject) : `user:${subject}`}`;
  const { allowed, retryAfterSeconds } = await hitWindow(key, limit, 60);
  if (!allowed) throw rateRefusal(rule, limit, retryAfterSeconds);
}

/** The 429 over a per-minute rate, `wait` seconds before its window ends. */
export function rateRefusal(rule: RateRule, limit: number, wait: number): HttpError {
  return new HttpError(
    429,
    `Too many ${RATES[rule].what}: the limit is ${limit} per minute. Please wait ${countOf(wait, 'second')} and try again.`,
    { 'Retry-After': String(wait) },
  );
}

/** Rate-limits an anonymous request by the caller's address. */
export function enforceIpRate(req: Request, context: RequestContext): Promise<void> {
  return enforceRate('anonymous', clientIp(req, context));
}

/** How long an in-flight slot is held when it is not given back (INFLIGHT_LEASE_SECONDS: by default the chat timeout and a minute). */
export const leaseTtlSeconds = () => serverConfig().inflightLeaseSeconds;

/** The 429 when all of the user's in-flight slots are taken. */
export function inflightRefusal(max: number): HttpError {
  return new HttpError(
    429,
    `You already have ${countOf(max, 'answer')} being written. Please wait for the running answer to finish (or stop it), then try again.`,
    { 'Retry-After': '5' },
  );
}
