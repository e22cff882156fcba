// The gate of an AI request: the per-minute rate, one of the user's in-flight
// slots and the daily quota, decided in one round trip to Postgres
// (ai_request_gate, migration 20261125000100) with the caller's tier read there,
// instead of three calls one after the other. The 429s say what they always said
// (limits.ts, quotas.ts).
import { messageOf } from '#domain/error-message.ts';
import type { Profile } from '#domain/profile.ts';
import { serviceClient } from './db.ts';
import { HttpError } from './http.ts';
import { enforceRate, inflightMax, inflightRefusal, leaseTtlSeconds, ratePerMinute, rateRefusal, type RateRule } from './limits.ts';
import { dailyLimit, quotaRefusal, uncharged, type QuotaCharge, type QuotaKind } from './quotas.ts';

export type Tier = Profile['subscription_status'];

/** Whether a request is charged, for each tier (see platformPays in quotas.ts). */
export type ChargedTiers = Record<Tier, boolean>;

export interface GateOptions {
  /** Take one of the user's in-flight slots (answers written by a model: chat, merge, automation). */
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
          (failure: unknown) => console.error(`in-flight release failed: ${messageOf(failure, String(failure))}`),
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

/** What ai_request_gate answers, as its one row (chat_admission passes it on as JSON). */
export interface GateRow {
  refused: string | null;
  retry_after_seconds: number | null;
  tier: string | null;
  lease: string | null;
  quota_limit: number | null;
  quota_day: string | null;
  resets_at: string | null;
}

/** ai_request_gate's arguments for `options`. */
export function gateArguments(userId: string, rule: RateRule, options: GateOptions) {
  const { quota } = options;
  const charged = typeof quota?.charged === 'boolean' ? { free: quota.charged, paid: quota.charged } : quota?.charged;
  return {
    p_user_id: userId,
    p_rate_key: `${rule}:user:${userId}`,
    p_rate_limit: ratePerMinute(rule),
    ...(options.inflight ? { p_lease_key: `ai:user:${userId}`, p_lease_max: inflightMax(), p_lease_ttl_seconds: leaseTtlSeconds() } : {}),
    ...(quota && charged
      ? {
          p_quota_kind: quota.kind,
          p_quota_free_limit: dailyLimit(quota.kind, 'free'),
          p_quota_paid_limit: dailyLimit(quota.kind, 'paid'),
          p_quota_amount: quota.amount ?? 1,
          p_charge_free: charged.free,
          p_charge_paid: charged.paid,
        }
      : {}),
  };
}

/** The request let through by the gate's row, or the refusal it says (thrown). */
function admissionFrom(userId: string, rule: RateRule, options: GateOptions, row: GateRow): Admission {
  const { quota } = options;
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
  const amount = quota?.amount ?? 1;
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
    const { admit } = await this.passWith(options, async (args) => {
      const { data, error } = await serviceClient().rpc('ai_request_gate', args);
      if (error) throw new Error(`request gate failed: ${error.code ?? ''} ${error.message}`);
      return { row: data[0], read: undefined };
    });
    return admit();
  }

  /**
   * The gate through `call`, a database function that runs ai_request_gate with
   * `args` and reads more in the same round trip (chat_admission). `admit` answers
   * the admission or throws the refusal; the slot is the guard's to give back either way.
   */
  async passWith<Read>(
    options: GateOptions,
    call: (args: ReturnType<typeof gateArguments>) => Promise<{ row: GateRow | undefined; read: Read }>,
  ): Promise<{ read: Read; admit: () => Admission }> {
    this.reached = true;
    const { row, read } = await call(gateArguments(this.userId, this.rule, options));
    if (!row) throw new Error('request gate returned nothing');
    try {
      const admission = admissionFrom(this.userId, this.rule, options, row);
      this.admission = admission;
      return { read, admit: () => admission };
    } catch (refusal) {
      return {
        read,
        admit: () => {
          throw refusal;
        },
      };
    }
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
