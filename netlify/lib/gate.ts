// The gate of an AI request: the per-minute rate, one of the user's in-flight
// slots and the daily quota, decided in one round trip to Postgres
// (ai_request_gate, migration 20261125000100) with the caller's tier read there,
// instead of three calls one after the other. The 429s say what they always said
// (limits.ts, quotas.ts).
import type { Profile } from '#domain/profile.ts';
import { serviceClient } from './db.ts';
import { HttpError } from './http.ts';
import { enforceRate, inflightMax, inflightRefusal, leaseTtlSeconds, ratePerMinute, rateRefusal, type RateRule } from './limits.ts';
import { dailyLimit, quotaRefusal, uncharged, type QuotaCharge, type QuotaKind } from './quotas.ts';

export type Tier = Profile['subscription_status'];

/** Whether a request is charged, for each tier (see platformPays in quotas.ts). */
export type ChargedTiers = Record<Tier, boolean>;

export interface GateOptions {
  /** Take one of the user's in-flight slots (answers written by a model: chat, merge, studio). */
  inflight?: boolean;
  /** Count the daily quota: `amount` units of `kind`, for the tiers `charged` says. */
  quota?: { kind: QuotaKind; amount?: number; charged: ChargedTiers | boolean };
}

/** A request let through: the caller's tier, what it was charged, and its in-flight slot. */
export interface Admission {
  tier: Tier;
  charge: QuotaCharge;
  /** Gives the in-flight slot back (nothing without one). Idempotent, never throws: a lease not given back expires on its own. */
  release(): Promise<void>;
  /**
   * Hands the slot to a write that frees it in its own transaction (record_chat_turn's
   * p_lease), saving a round trip: `release` then waits for that write, and frees the
   * slot itself when the write reports it failed. Null without a slot or once released.
   */
  handOver(): SlotHandOver | null;
}

export interface SlotHandOver {
  lease: string;
  /** The write that frees the slot: true once it did. */
  freedBy(write: Promise<boolean>): void;
}

const NO_PROFILE = 'Your account has no profile yet. Please sign out and sign in again.';

/** An admission's release and hand-over of its lease (see Admission). */
function leaseControl(lease: string | null): Pick<Admission, 'release' | 'handOver'> {
  let released: Promise<void> | null = null;
  let handedTo: Promise<boolean> | null = null;
  const releaseNow = () =>
    lease
      ? Promise.resolve(serviceClient().rpc('release_inflight', { p_lease: lease })).then(
          ({ error }) => {
            if (error) console.error(`in-flight release failed: ${error.code ?? ''} ${error.message}`);
          },
          (failure: unknown) => console.error(`in-flight release failed: ${failure instanceof Error ? failure.message : String(failure)}`),
        )
      : Promise.resolve();
  return {
    release: () => (released ??= handedTo ? handedTo.then((freed) => (freed ? undefined : releaseNow()), releaseNow) : releaseNow()),
    handOver: () => {
      if (!lease || released || handedTo) return null;
      let freedBy: (write: Promise<boolean>) => void = () => {};
      handedTo = new Promise<boolean>((resolve) => (freedBy = (write) => resolve(write.catch(() => false))));
      return { lease, freedBy };
    },
  };
}

async function passGate(userId: string, rule: RateRule, options: GateOptions): Promise<Admission> {
  const { quota } = options;
  const charged = typeof quota?.charged === 'boolean' ? { free: quota.charged, paid: quota.charged } : quota?.charged;
  const amount = quota?.amount ?? 1;
  const { data, error } = await serviceClient().rpc('ai_request_gate', {
    p_user_id: userId,
    p_rate_key: `${rule}:user:${userId}`,
    p_rate_limit: ratePerMinute(rule),
    ...(options.inflight ? { p_lease_key: `ai:user:${userId}`, p_lease_max: inflightMax(), p_lease_ttl_seconds: leaseTtlSeconds() } : {}),
    ...(quota && charged
      ? {
          p_quota_kind: quota.kind,
          p_quota_free_limit: dailyLimit(quota.kind, 'free'),
          p_quota_paid_limit: dailyLimit(quota.kind, 'paid'),
          p_quota_amount: amount,
          p_charge_free: charged.free,
          p_charge_paid: charged.paid,
        }
      : {}),
  });
  if (error) throw new Error(`request gate failed: ${error.code ?? ''} ${error.message}`);
  const row = data[0];
  if (!row) throw new Error('request gate returned nothing');
  switch (row.refused) {
    case 'rate':
      throw rateRefusal(rule, ratePerMinute(rule), Math.max(1, row.retry_after_seconds ?? 1));
    case 'profile':
      throw new HttpError(403, NO_PROFILE);
    case 'inflight':
      throw inflightRefusal(inflightMax());
    case 'quota':
      throw quotaRefusal(quota!.kind, row.quota_limit ?? 0, new Date(row.resets_at!));
  }
  const tier: Tier = row.tier === 'paid' ? 'paid' : 'free';
  const charge: QuotaCharge =
    quota && row.quota_day ? { userId, kind: quota.kind, day: row.quota_day, amount } : uncharged(userId, quota?.kind ?? 'chat');
  return { tier, charge, ...leaseControl(row.lease) };
}

/**
 * One AI request's limits. Every request counts against the per-minute rate, as
 * when the rate was checked before anything else: one refused before it reached
 * the gate (a bad body, a turn that is not there) is counted then, and answers 429
 * over the rate. Anything that fails after the gate gives the in-flight slot back.
 */
export class RequestGate {
  private reached = false;
  private admission: Admission | null = null;

  constructor(
    private readonly userId: string,
    private readonly rule: RateRule,
  ) {}

  async pass(options: GateOptions = {}): Promise<Admission> {
    this.reached = true;
    this.admission = await passGate(this.userId, this.rule, options);
    return this.admission;
  }

  async guard(work: () => Promise<Response>): Promise<Response> {
    try {
      return await work();
    } catch (error) {
      if (this.admission) await this.admission.release();
      else if (!this.reached) await enforceRate(this.rule, this.userId);
      throw error;
    }
  }
}
