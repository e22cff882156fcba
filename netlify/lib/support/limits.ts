// Mr. Support is open to visitors, so it is limited per conversation and per client
// address (SUPPORT_LIMIT_PER_SESSION a day, SUPPORT_LIMIT_PER_IP in 10 minutes) by
// the same Postgres limiter as every endpoint; signed-in users also spend their
// daily support quota (quotas.ts).
import { createHash } from 'node:crypto';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { hitWindow, ipKey } from '../limits.ts';

const IP_WINDOW_SECONDS = 600;
const SESSION_WINDOW_SECONDS = 86_400;

const inWords = (seconds: number) => (seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`);

/** Counts a question from this address; 429 over SUPPORT_LIMIT_PER_IP in 10 minutes. */
export async function enforceSupportIpLimit(ip: string): Promise<void> {
  const limit = serverConfig().support.perIp;
  const { allowed, retryAfterSeconds } = await hitWindow(`support:${ipKey(ip)}`, limit, IP_WINDOW_SECONDS);
  if (allowed) return;
  throw new HttpError(
    429,
    `Mr. Support has had ${limit} questions from your network in the last 10 minutes, which is the limit. Please try again in ${inWords(retryAfterSeconds)}, or write to ${serverConfig().support.email}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Counts a question of this conversation; 429 over SUPPORT_LIMIT_PER_SESSION. */
export async function enforceSupportSessionLimit(sessionId: string): Promise<void> {
  const limit = serverConfig().support.perSession;
  const key = `support-session:${createHash('sha256').update(sessionId).digest('base64url').slice(0, 22)}`;
  const { allowed, retryAfterSeconds } = await hitWindow(key, limit, SESSION_WINDOW_SECONDS);
  if (allowed) return;
  throw new HttpError(
    429,
    `This conversation has reached its ${limit} questions. Start a new conversation with the New conversation button, or write to ${serverConfig().support.email}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
