// Daily quotas per tier, enforced atomically in Postgres (consume_quota). The free
// tier's are configuration (QUOTA_FREE_* in env.ts); paid users get a fair-use
// ceiling of PRO_QUOTA_MULTIPLIER (src/domain/plans.ts) times that.
import { PRO_QUOTA_MULTIPLIER } from '#domain/plans.ts';
import type { Profile } from '#domain/profile.ts';
import { serviceClient } from './db.ts';
import { serverConfig } from './env.ts';
import { HttpError } from './http.ts';

export type QuotaKind = 'chat' | 'content' | 'website' | 'support';

/** A daily counter: the configured quotas' kinds, and image generations (limits from src/domain/images-contract.ts). */
export type CounterKind = QuotaKind | 'image';

const NOUNS: Record<QuotaKind, string> = {
  chat: 'chat questions',
  content: 'content generations',
  website: 'website generations',
  support: 'support questions',
};

export function dailyLimit(kind: QuotaKind, tier: Profile['subscription_status']): number {
  const free = serverConfig().quotaFreePerDay[kind];
  return tier === 'paid' ? free * PRO_QUOTA_MULTIPLIER : free;
}

function untilReset(resetsAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** What a request was charged: a refund goes back to the same (UTC) day. */
export interface QuotaCharge {
  userId: string;
  kind: CounterKind;
  day: string;
  amount: number;
}

/** A user gets at most this many units back per kind and day (QUOTA_REFUNDS_PER_DAY), so failing on purpose cannot buy free answers. */
export const maxRefundsPerDay = () => serverConfig().quotaRefundsPerDay;

/** A request that costs the platform nothing (every model answers with the user's own key): no unit is taken. */
export function uncharged(userId: string, kind: CounterKind): QuotaCharge {
  return { userId, kind, day: '', amount: 0 };
}

/**
 * Whose key a model answers with: the user's own (API Settings), the platform's,
 * the offline demo's, or nobody's (the model cannot answer). A ChatTarget
 * (ai/model-routing.ts) carries one; this layer names it so that it needs nothing
 * of the feature folders.
 */
export type KeySource = 'user' | 'platform' | 'demo' | 'none';

/** What the rule reads of a request's targets. */
export interface Paying {
  keySource: KeySource;
}

/**
 * Who pays, the one rule for every AI request: the platform pays, and so the
 * daily quota counts, when any model answers with the platform's key or as the
 * offline demo. Answers written with the user's own keys only (API Settings) take
 * no quota; a model nobody has a key for ('none') answers nothing and costs nothing.
 */
export function platformPays(targets: readonly Paying[]): boolean {
  return targets.some((target) => target.keySource === 'platform' || target.keySource === 'demo');
}

/**
 * What answers a request that never uses the user's keys: website copy and Mr.
 * Support are written by the platform's text model, or by the built-in writer or
 * the guide itself when it has none (the demo's case). The platform pays for them.
 */
export const PLATFORM_ONLY: readonly Paying[] = [{ keySource: 'platform' }];

/** Takes `amount` units of today's allowance when the platform pays for `targets`; nothing otherwise. */
export function chargeFor(
  targets: readonly Paying[],
  userId: string,
  kind: QuotaKind,
  tier: Profile['subscription_status'],
  amount = 1,
): Promise<QuotaCharge> {
  return platformPays(targets) ? consumeQuota(userId, kind, tier, amount) : Promise.resolve(uncharged(userId, kind));
}

/** Takes one unit of today's allowance, or answers 429 saying when it resets. */
export function consumeQuota(userId: string, kind: QuotaKind, tier: Profile['subscription_status'], amount = 1): Promise<QuotaCharge> {
  const limit = dailyLimit(kind, tier);
  return consumeWithin(userId, kind, limit, (resetsAt) => quotaRefusal(kind, limit, resetsAt), amount);
}

/** Takes `amount` of today's `limit` of `kind` atomically (consume_quota), or throws what `refusal` makes of the reset time. */
export async function consumeWithin(
  userId: string,
  kind: CounterKind,
  limit: number,
  refusal: (resetsAt: Date) => HttpError,
  amount = 1,
): Promise<QuotaCharge> {
  const { data, error } = await serviceClient().rpc('consume_quota', { p_user_id: userId, p_kind: kind, p_limit: limit, p_amount: amount });
  if (error) throw new Error(`quota check failed: ${error.code ?? ''} ${error.message}`);
  const row = data[0];
  if (!row) throw new Error('quota check returned nothing');
  if (!row.allowed) throw refusal(new Date(row.resets_at));
  return { userId, kind, day: row.day, amount };
}

/** Today's (UTC) units used of `kind`: 0 before the first. */
export async function usedToday(userId: string, kind: CounterKind): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const { data, error } = await serviceClient()
    .from('usage_counters')
    .select('used')
    .eq('user_id', userId)
    .eq('kind', kind)
    .eq('day', today)
    .maybeSingle();
  if (error) throw new Error(`usage read failed: ${error.code ?? ''} ${error.message}`);
  return data?.used ?? 0;
}

/** Seconds until `resetsAt`, at least one: the Retry-After of a used-up quota. */
export const retryAfterSeconds = (resetsAt: Date) => Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));

/** The 429 of a used-up daily quota: its own class, as a request the user's own keys pay for is asked again without it. */
export class QuotaRefusal extends HttpError {}

/** The 429 when the day's `limit` of `kind` is used up, saying when it resets. */
export function quotaRefusal(kind: QuotaKind, limit: number, resetsAt: Date): QuotaRefusal {
  const retryAfter = retryAfterSeconds(resetsAt);
  return new QuotaRefusal(
    429,
    `You have used all ${limit} ${NOUNS[kind]} for today. Your quota resets at 00:00 UTC (in ${untilReset(resetsAt)}).`,
    {
      'Retry-After': String(retryAfter),
    },
  );
}

/**
 * Gives a charge back to the day it was taken on. Callers refund only when no
 * text reached the user; the database caps refunds at maxRefundsPerDay().
 * True when the unit was given back.
 */
export async function releaseQuota(charge: QuotaCharge): Promise<boolean> {
  if (charge.amount === 0) return false;
  const { data, error } = await serviceClient().rpc('release_quota', {
    p_user_id: charge.userId,
    p_kind: charge.kind,
    p_day: charge.day,
    p_amount: charge.amount,
    p_max_refunds: maxRefundsPerDay(),
  });
  if (error) console.error(`quota release failed: ${error.code ?? ''} ${error.message}`);
  return data === true;
}

/**
 * Gives back a unit taken before it was known who pays (chat/admit.ts), when the
 * user's own keys do: not a refund, so it is not counted against maxRefundsPerDay.
 */
export async function returnOvercharge(charge: QuotaCharge): Promise<void> {
  if (charge.amount === 0) return;
  const { error } = await serviceClient().rpc('return_overcharge', {
    p_user_id: charge.userId,
    p_kind: charge.kind,
    p_day: charge.day,
    p_amount: charge.amount,
  });
  if (error) throw new Error(`quota return failed: ${error.code ?? ''} ${error.message}`);
}
