// Failure notices by webhook (supabase/migrations/20261126001200_failure_notice_hook.sql):
// the owner's one address, sealed and bound to its user as connectors' hooks are, and
// the notice a run or a retry with a failed channel sends to it. The address is only
// ever called through the outbound helper. A notice is sent after the run is
// recorded and can never fail it: a refusal or an error is logged, and the in-app
// notice on the To review page remains.
import { messageOf } from '#domain/error-message.ts';
import * as v from 'valibot';
import {
  failureNotice,
  testNotice,
  type FailureHook,
  type FailureHookTest,
  type FailureNotice,
} from '#domain/automation/failure-notice.ts';
import type { DeliveryResult } from '#domain/connectors.ts';
import { fromDatabase, serviceClient } from '../../db.ts';
import { serverConfig } from '../../env.ts';
import { HttpError } from '../../http.ts';
import { checkOutboundDestination, OutboundRefusedError, outboundText } from '../../outbound.ts';
import { openBound, sealBound, SecretUnreadableError, secretsConfigured, type SecretBinding } from '../../secret-box.ts';
import { addressHint } from '../../address-hint.ts';

const TABLE = 'user_failure_hooks';
const binding = (userId: string): SecretBinding => ({ userId, slot: 'failure-hook', destination: 'hook' });
const ANSWER_MAX = 300;

const TestSchema = v.object({ ok: v.boolean(), status: v.nullable(v.number()), at: v.string(), answer: v.string() });
const RowSchema = v.object({ summary: v.string(), last_test: v.nullish(TestSchema, null), updated_at: v.string() });
const COLUMNS = 'summary, last_test, updated_at';

/** This site's address, for the link in a notice (AUTOMATION_BASE_URL, else Netlify's URL). */
const siteOrigin = () => serverConfig().automation.baseUrl ?? '';

export async function loadFailureHook(userId: string): Promise<FailureHook | null> {
  const { data, error } = await serviceClient().from(TABLE).select(COLUMNS).eq('user_id', userId).maybeSingle();
  if (error) throw new Error(`the failure hook could not be read: ${error.message}`);
  return data ? fromDatabase(RowSchema, data, TABLE) : null;
}

/** Saves the address after the checks a call makes (https, public addresses only, names resolved now). */
export async function saveFailureHook(userId: string, url: string): Promise<FailureHook> {
  if (!secretsConfigured())
    throw new HttpError(503, 'The webhook cannot be saved yet: the server has no key to encrypt it (PROVIDER_KEYS_SECRET).');
  try {
    await checkOutboundDestination(url);
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw new HttpError(400, error.message);
    throw error;
  }
  const { data, error } = await serviceClient()
    .from(TABLE)
    .upsert({
      user_id: userId,
      hook_sealed: sealBound(url, binding(userId)),
      summary: addressHint(url),
      last_test: null,
      updated_at: new Date().toISOString(),
    })
    .select(COLUMNS)
    .single();
  if (error) throw new Error(`the failure hook could not be saved: ${error.message}`);
  return fromDatabase(RowSchema, data, TABLE);
}

export async function deleteFailureHook(userId: string): Promise<void> {
  const { error } = await serviceClient().from(TABLE).delete().eq('user_id', userId);
  if (error) throw new Error(`the failure hook could not be removed: ${error.message}`);
}

/** The owner's opened address, or null when none is set. */
async function hookUrl(userId: string): Promise<string | null> {
  const { data, error } = await serviceClient().from(TABLE).select('hook_sealed').eq('user_id', userId).maybeSingle();
  if (error) throw new Error(`the failure hook could not be read: ${error.message}`);
  if (!data) return null;
  try {
    return openBound(data.hook_sealed, binding(userId)).plaintext;
  } catch (failure) {
    if (failure instanceof SecretUnreadableError) throw new HttpError(409, 'The saved webhook can no longer be read. Set it again.');
    throw failure;
  }
}

/** The receiver's answer, short, without the address should it echo it. */
function shortAnswer(text: string, url: string): string {
  const path = new URL(url).pathname;
  const redacted = [url, path].filter((part) => part.length >= 6).reduce((answer, part) => answer.split(part).join('…'), text);
  return redacted.replace(/\s+/g, ' ').trim().slice(0, ANSWER_MAX);
}

async function post(url: string, notice: FailureNotice, now: Date): Promise<FailureHookTest> {
  const at = now.toISOString();
  const timeoutMs = serverConfig().timeoutsMs.connector;
  try {
    const response = await outboundText(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notice),
      timeoutMs,
      maxBytes: 100_000,
    });
    const ok = response.status >= 200 && response.status < 300;
    return { ok, status: response.status, at, answer: shortAnswer(response.text, url) || (ok ? 'Delivered.' : `HTTP ${response.status}`) };
  } catch (error) {
    if (error instanceof OutboundRefusedError) return { ok: false, status: null, at, answer: error.message };
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return { ok: false, status: null, at, answer: `The webhook did not answer within ${timeoutMs / 1000} s.` };
    return { ok: false, status: null, at, answer: 'The webhook could not be reached.' };
  }
}

/** Test: a notice of the same shape to the saved address; its outcome is kept with it. */
export async function testFailureHook(userId: string, now = new Date()): Promise<FailureHookTest> {
  const url = await hookUrl(userId);
  if (!url) throw new HttpError(404, 'No webhook for failure notices is set.');
  const result = await post(url, testNotice(url, siteOrigin(), now.toISOString()), now);
  const { error } = await serviceClient().from(TABLE).update({ last_test: result }).eq('user_id', userId);
  if (error) console.error(`[failure-notice] a test outcome could not be kept: ${error.message}`);
  return result;
}

/**
 * Tells the owner's webhook, when they set one, that run `run` of `item` had failed
 * channels. Never rejects: whatever goes wrong is logged, the run stays as recorded.
 */
export async function sendFailureNotice(
  userId: string,
  item: { id: string; title: string },
  run: { id: string; at: Date },
  deliveries: readonly DeliveryResult[],
): Promise<void> {
  try {
    if (deliveries.every((delivery) => delivery.ok)) return;
    const url = await hookUrl(userId);
    if (!url) return;
    const notice = failureNotice(url, item, { id: run.id, at: run.at.toISOString() }, deliveries, siteOrigin());
    if (!notice) return;
    const result = await post(url, notice, new Date());
    if (!result.ok) console.warn(`[failure-notice] the notice of run ${run.id} was not accepted: ${result.status ?? ''} ${result.answer}`);
  } catch (error) {
    console.warn(`[failure-notice] the notice of run ${run.id} could not be sent: ${messageOf(error, 'error')}`);
  }
}
