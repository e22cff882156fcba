// Requests to talk to a person (migration 20261125001100): stored with the
// conversation as it was (conversations are forgotten after 24 hours, a request is
// not), forwarded to SUPPORT_FORWARD_URL when one is set, and listed in the admin
// inbox with the coverage gaps (feedback.ts). Service role only.
import * as v from 'valibot';
import { messageOf } from '#domain/error-message.ts';
import {
  NOT_IN_GUIDE,
  type SupportGapGroup,
  type SupportRequestStatus,
  type SupportRequestView,
  type SupportInbox,
} from '#domain/support/requests.ts';
import { SupportMessageSchema, type SupportMessage } from '#domain/support/contract.ts';
import { serviceClient } from '../db.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { outboundFetch } from '../outbound.ts';

/** The messages of a conversation a request attaches, at most (the newest). */
const TRANSCRIPT_MAX = 40;
/** How long the forward may take before it is given up (and logged). */
const FORWARD_TIMEOUT_MS = 5000;
const INBOX_REQUESTS = 200;
const INBOX_GAPS = 1000;
const GAP_QUESTIONS = 5;

function failed(what: string, error: { code?: string; message: string }): Error {
  return new Error(`support ${what} failed: ${error.code ?? ''} ${error.message}`);
}

interface RequestRow {
  id: string;
  user_id: string | null;
  email: string;
  message: string;
  status: string;
  created_at: string;
  done_at: string | null;
  transcript: unknown;
}

const COLUMNS = 'id, user_id, email, message, status, created_at, done_at, transcript';

/** The stored transcript's messages (support_requests.transcript, jsonb); entries of another shape are left out. */
function transcriptOf(value: unknown): SupportMessage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const message = v.safeParse(SupportMessageSchema, entry);
    return message.success ? [message.output] : [];
  });
}

const viewOf = (row: RequestRow): SupportRequestView => ({
  id: row.id,
  email: row.email,
  message: row.message,
  status: row.status === 'done' ? 'done' : 'open',
  signed_in: row.user_id !== null,
  created_at: row.created_at,
  done_at: row.done_at,
  transcript: transcriptOf(row.transcript),
});

/** The caller's conversation `id` as it stands (empty when it is not theirs, or gone). */
async function transcriptFor(id: string | undefined, userId: string | null): Promise<SupportMessage[]> {
  if (!id) return [];
  const db = serviceClient();
  const [conversation, messages] = await Promise.all([
    db.from('support_conversations').select('user_id').eq('id', id).maybeSingle(),
    db.from('support_messages').select('role, content').eq('conversation_id', id).order('id', { ascending: false }).limit(TRANSCRIPT_MAX),
  ]);
  if (conversation.error) throw failed('conversation lookup', conversation.error);
  if (messages.error) throw failed('transcript lookup', messages.error);
  if (!conversation.data || conversation.data.user_id !== userId) return [];
  return transcriptOf(messages.data.reverse());
}

/** Sends a new request to SUPPORT_FORWARD_URL. Never throws: a failure is logged, and the request is stored anyway. */
async function forward(request: SupportRequestView): Promise<void> {
  const url = serverConfig().support.forwardUrl;
  if (!url) return;
  try {
    const response = await outboundFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'support_request',
        id: request.id,
        created_at: request.created_at,
        email: request.email,
        message: request.message,
        signed_in: request.signed_in,
        transcript: request.transcript,
      }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) console.error(`[support] forwarding request ${request.id} failed: the webhook answered ${response.status}`);
  } catch (error) {
    console.error(`[support] forwarding request ${request.id} failed: ${messageOf(error, String(error))}`);
  }
}

/** Stores a request to talk to a person, with the caller's conversation attached, and forwards it. */
export async function createSupportRequest(input: {
  userId: string | null;
  email: string;
  message: string;
  sessionId: string | undefined;
}): Promise<SupportRequestView> {
  const transcript = await transcriptFor(input.sessionId, input.userId);
  const { data, error } = await serviceClient()
    .from('support_requests')
    .insert({
      user_id: input.userId,
      email: input.email,
      message: input.message,
      conversation_id: transcript.length ? input.sessionId! : null,
      transcript,
    })
    .select(COLUMNS)
    .single();
  if (error) throw failed('request write', error);
  const request = viewOf(data);
  await forward(request);
  return request;
}

/** The admin inbox: the requests, newest first, and the coverage gaps grouped by topic, most asked first. */
export async function loadSupportInbox(): Promise<SupportInbox> {
  const db = serviceClient();
  const [requests, gaps] = await Promise.all([
    db.from('support_requests').select(COLUMNS).order('created_at', { ascending: false }).limit(INBOX_REQUESTS),
    db
      .from('support_feedback')
      .select('kind, question, topic, created_at')
      .in('kind', ['not_helpful', 'do_not_know'])
      .order('created_at', { ascending: false })
      .limit(INBOX_GAPS),
  ]);
  if (requests.error) throw failed('requests lookup', requests.error);
  if (gaps.error) throw failed('gaps lookup', gaps.error);
  const groups = new Map<string, SupportGapGroup>();
  for (const row of gaps.data) {
    const topic = row.topic ?? NOT_IN_GUIDE;
    const group = groups.get(topic) ?? { topic, count: 0, questions: [] };
    group.count += 1;
    if (group.questions.length < GAP_QUESTIONS)
      group.questions.push({
        question: row.question,
        kind: row.kind === 'do_not_know' ? 'do_not_know' : 'not_helpful',
        created_at: row.created_at,
      });
    groups.set(topic, group);
  }
  return {
    requests: requests.data.map(viewOf),
    gaps: [...groups.values()].sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic)),
  };
}

/** Marks a request done, or open again; 404 for an id that is not a request. */
export async function setSupportRequestStatus(id: string, status: SupportRequestStatus): Promise<SupportRequestView> {
  const { data, error } = await serviceClient()
    .from('support_requests')
    .update({ status, done_at: status === 'done' ? new Date().toISOString() : null })
    .eq('id', id)
    .select(COLUMNS)
    .maybeSingle();
  if (error) throw failed('request update', error);
  if (!data) throw new HttpError(404, 'There is no such support request. Reload the inbox to see the current ones.');
  return viewOf(data);
}
