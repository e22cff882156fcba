// Requests to talk to a person (POST /api/support/requests, docs/api.md) and the
// admin inbox that lists them with the coverage gaps (GET /api/admin/support,
// PATCH /api/admin/support/requests/:id).
import * as v from 'valibot';
import { SUPPORT_SESSION_PATTERN, type SupportMessage } from './contract';

/** The shape the database checks too: something@host.tld, no spaces. */
export const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const SUPPORT_REQUEST_LIMITS = { message: 4000, email: 254 } as const;

export const SupportRequestSchema = v.object({
  /** Required for a visitor; a signed-in user's account address when left out. */
  email: v.optional(
    v.pipe(
      v.string('The e-mail address must be text.'),
      v.trim(),
      v.maxLength(SUPPORT_REQUEST_LIMITS.email, 'Please give an e-mail address under 254 characters.'),
      v.check(
        (email) => email === '' || EMAIL_SHAPE.test(email),
        'Please give a valid e-mail address, such as name@example.com, so we can answer you.',
      ),
    ),
  ),
  message: v.pipe(
    v.string('The message must be text.'),
    v.trim(),
    v.nonEmpty('Please write what you need help with.'),
    v.maxLength(SUPPORT_REQUEST_LIMITS.message, `Please keep your message under ${SUPPORT_REQUEST_LIMITS.message} characters.`),
  ),
  /** The conversation with Mr. Support to attach (the caller's own). */
  session_id: v.optional(
    v.pipe(v.string('session_id must be text.'), v.regex(SUPPORT_SESSION_PATTERN, 'session_id must be the id Mr. Support gave.')),
  ),
});
export type SupportRequestInput = v.InferOutput<typeof SupportRequestSchema>;

/** A visitor has no account address to fall back on. */
export const SUPPORT_EMAIL_NEEDED = 'Please give your e-mail address, so a person from the team can answer you.';

export interface SupportRequestProblem {
  field: 'email' | 'message';
  message: string;
}

/**
 * What the form must fix before it is sent, as the server would refuse it (the same
 * schema and rule), or null: the form checks first, so a person sees the reason at
 * once and no request is made that can only fail.
 */
export function supportRequestProblem(draft: { email: string; message: string }, signedIn: boolean): SupportRequestProblem | null {
  const result = v.safeParse(SupportRequestSchema, draft);
  if (!result.success) {
    const issue = result.issues[0];
    return { field: v.getDotPath(issue) === 'email' ? 'email' : 'message', message: issue.message };
  }
  return result.output.email || signedIn ? null : { field: 'email', message: SUPPORT_EMAIL_NEEDED };
}

export type SupportRequestStatus = 'open' | 'done';

export interface SupportRequestCreated {
  success: true;
  id: string;
  /** Where the answer will be sent. */
  email: string;
}

export interface SupportRequestView {
  id: string;
  email: string;
  message: string;
  status: SupportRequestStatus;
  /** From a signed-in account (else a visitor). */
  signed_in: boolean;
  created_at: string;
  done_at: string | null;
  /** The conversation with Mr. Support when the request was sent, oldest first. */
  transcript: SupportMessage[];
}

/** One coverage gap: a question answered do-not-know or thumbed down. */
export interface SupportGapQuestion {
  question: string;
  kind: 'not_helpful' | 'do_not_know';
  created_at: string;
}

/** The gaps of one topic (a guide section's title, or NOT_IN_GUIDE), most asked first. */
export interface SupportGapGroup {
  topic: string;
  count: number;
  /** The newest questions of the group. */
  questions: SupportGapQuestion[];
}

export const NOT_IN_GUIDE = 'Not in the guide';

export interface SupportInbox {
  requests: SupportRequestView[];
  gaps: SupportGapGroup[];
}

export const SupportRequestStatusSchema = v.object({
  status: v.picklist(['open', 'done'], 'status must be "open" or "done".'),
});

export interface SupportRequestStatusResponse {
  success: true;
  request: SupportRequestView;
}
