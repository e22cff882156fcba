// Requests to talk to a person (POST /api/support/requests, docs/api.md) and the
// admin inbox that lists them with the coverage gaps (GET /api/admin/support,
// PATCH /api/admin/support/requests/:id).
import * as v from 'valibot';
import { SupportMessageSchema, SupportSessionIdSchema } from './contract';

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
  session_id: v.optional(SupportSessionIdSchema),
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

export const SUPPORT_REQUEST_STATUSES = ['open', 'done'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** POST /api/support/requests answers 201 with the request's id and where the answer will be sent. */
export const SupportRequestCreatedSchema = v.object({ success: v.literal(true), id: v.string(), email: v.string() });
export type SupportRequestCreated = v.InferOutput<typeof SupportRequestCreatedSchema>;

const SupportRequestViewSchema = v.object({
  id: v.string(),
  email: v.string(),
  message: v.string(),
  status: v.picklist(SUPPORT_REQUEST_STATUSES),
  /** From a signed-in account (else a visitor). */
  signed_in: v.boolean(),
  created_at: v.string(),
  done_at: v.nullable(v.string()),
  /** The conversation with Mr. Support when the request was sent, oldest first. */
  transcript: v.array(SupportMessageSchema),
});
export type SupportRequestView = v.InferOutput<typeof SupportRequestViewSchema>;

/** One coverage gap: a question answered do-not-know or thumbed down. */
const SupportGapQuestionSchema = v.object({
  question: v.string(),
  kind: v.picklist(['not_helpful', 'do_not_know']),
  created_at: v.string(),
});
export type SupportGapQuestion = v.InferOutput<typeof SupportGapQuestionSchema>;

/** The gaps of one topic (a guide section's title, or NOT_IN_GUIDE), most asked first; `questions`: the newest of the group. */
const SupportGapGroupSchema = v.object({ topic: v.string(), count: v.number(), questions: v.array(SupportGapQuestionSchema) });
export type SupportGapGroup = v.InferOutput<typeof SupportGapGroupSchema>;

export const NOT_IN_GUIDE = 'Not in the guide';

/** GET /api/admin/support: the requests and the coverage gaps. */
export const SupportInboxSchema = v.object({ requests: v.array(SupportRequestViewSchema), gaps: v.array(SupportGapGroupSchema) });
export type SupportInbox = v.InferOutput<typeof SupportInboxSchema>;

export const SupportRequestStatusSchema = v.object({
  status: v.picklist(SUPPORT_REQUEST_STATUSES, 'status must be "open" or "done".'),
});

export const SupportRequestStatusResponseSchema = v.object({ success: v.literal(true), request: SupportRequestViewSchema });
export type SupportRequestStatusResponse = v.InferOutput<typeof SupportRequestStatusResponseSchema>;
