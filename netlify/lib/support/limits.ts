// Mr. Support is open to visitors, so it is limited per client address
// (SUPPORT_LIMIT_PER_IP in SUPPORT_LIMIT_IP_WINDOW_MINUTES, by the same Postgres limiter as every
// endpoint) and per conversation (SUPPORT_LIMIT_PER_SESSION questions, counted in
// the conversation the server holds); signed-in users also spend their daily
// support quota (quotas.ts).
import { serverConfig } from '../env.ts';
import { countOf } from '#domain/plural.ts';
import { HttpError } from '../http.ts';
import { hitWindow, ipKey } from '../limits.ts';
import { SUPPORT_RETENTION_MS, type SupportConversation } from './conversation.ts';

/** "10 minutes", "1 minute". */
const minutesInWords = (minutes: number) => countOf(minutes, 'minute');

const inWords = (seconds: number) => (seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : countOf(seconds, 'second'));

/** Counts a question from this address; 429 over SUPPORT_LIMIT_PER_IP in the window (SUPPORT_LIMIT_IP_WINDOW_MINUTES, 10 by default). */
export async function enforceSupportIpLimit(ip: string): Promise<void> {
  const { perIp: limit, ipWindowMinutes } = serverConfig().support;
  const { allowed, retryAfterSeconds } = await hitWindow(`support:${ipKey(ip)}`, limit, ipWindowMinutes * 60);
  if (allowed) return;
  throw new HttpError(
    429,
    `Mr. Support has had ${limit} questions from your network in the last ${minutesInWords(ipWindowMinutes)}, which is the limit. Please try again in ${inWords(retryAfterSeconds)}, or write to ${serverConfig().support.email}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * 429 once the conversation holds SUPPORT_LIMIT_PER_SESSION questions. Questions are
 * stored when answered, so two sent at the same moment may both pass: the per-address
 * limit bounds that.
 */
export function enforceSupportSessionLimit(conversation: SupportConversation): void {
  const limit = serverConfig().support.perSession;
  if (conversation.questions < limit) return;
  // The conversation is forgotten a day after its last question; a new one may start at once.
  const expiresAt = (conversation.lastAt?.getTime() ?? Date.now()) + SUPPORT_RETENTION_MS;
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt - Date.now()) / 1000));
  throw new HttpError(
    429,
    `This conversation has reached its ${limit} questions. Start a new conversation with the New conversation button, or write to ${serverConfig().support.email}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Counts a request to talk to a person from this address; 429 over SUPPORT_LIMIT_REQUESTS_PER_HOUR (5 by default). */
export async function enforceSupportRequestLimit(ip: string): Promise<void> {
  const limit = serverConfig().support.requestsPerHour;
  const { allowed, retryAfterSeconds } = await hitWindow(`support-request:${ipKey(ip)}`, limit, 3600);
  if (allowed) return;
  throw new HttpError(
    429,
    `${limit} requests have been sent from your network in the last hour, which is the limit. We have them and will answer by e-mail; to add something, please wait ${inWords(retryAfterSeconds)} or write to ${serverConfig().support.email}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
