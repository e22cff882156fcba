import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReceivers, type FakeReceivers } from '../fixtures/fake-receivers.ts';
import { EMAIL, useSupportStack } from './support-stack.ts';

// "Contact a person" (POST /api/support/requests), its forward to SUPPORT_FORWARD_URL,
// and the admin inbox (GET /api/admin/support, PATCH /api/admin/support/requests/:id):
// admins only, decided from the database.

const t = useSupportStack();
const REQUESTS = '/api/support/requests';
const INBOX = '/api/admin/support';
let receivers: FakeReceivers;

beforeAll(async () => {
  receivers = await startFakeReceivers();
});
afterAll(() => receivers?.close());

interface InboxBody {
  requests: {
    id: string;
    email: string;
    message: string;
    status: string;
    signed_in: boolean;
    transcript: { role: string; content: string }[];
  }[];
  gaps: { topic: string; count: number; questions: { question: string; kind: string }[] }[];
  detail?: string;
}

const inbox = async (token?: string) => {
  const response = await t.stack.call(INBOX, { token });
  return { status: response.status, body: (await response.json()) as InboxBody };
};

describe('POST /api/support/requests', () => {
  it("stores a visitor's request with the conversation attached, and forwards it to the webhook", async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    process.env.SUPPORT_FORWARD_URL = `${receivers.url}/hooks/catch/support`;
    const chat = await t.ask({ question: 'How do I download my site?' });
    const { status, body } = await t.post(REQUESTS, {
      email: ' visitor@example.com ',
      message: 'My zip is empty.',
      session_id: chat.body.session_id,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, email: 'visitor@example.com', id: expect.any(String) });

    const [forwarded] = receivers.at('/hooks/catch/support');
    expect(forwarded?.method).toBe('POST');
    expect(forwarded?.body).toMatchObject({
      type: 'support_request',
      id: body.id,
      email: 'visitor@example.com',
      message: 'My zip is empty.',
      signed_in: false,
      transcript: [{ role: 'user', content: 'How do I download my site?' }, { role: 'assistant' }],
    });
  });

  it('stores the request when the webhook fails, and says nothing of it to the person', async () => {
    process.env.OUTBOUND_ALLOW_LOCAL = '1';
    process.env.SUPPORT_FORWARD_URL = `${receivers.url}/fail`;
    const { status, body } = await t.post(REQUESTS, { email: 'a@example.com', message: 'Webhook down?' });
    expect(status).toBe(201);
    expect(JSON.stringify(body)).not.toMatch(/webhook|fail/i);
    const { rows } = await t.stack.supabase.db.query('select 1 from public.support_requests where id = $1', [body.id]);
    expect(rows).toHaveLength(1);
  });

  it("uses a signed-in user's account address when none is given, and never attaches someone else's conversation", async () => {
    const [alice, bob] = await Promise.all([t.stack.createUser(), t.stack.createUser()]);
    const chat = await t.ask({ question: 'ALICE-PRIVATE how much is PRO?' }, { token: alice.accessToken });
    const own = await t.post(REQUESTS, { message: 'Please refund me.', session_id: chat.body.session_id }, { token: alice.accessToken });
    expect(own.status).toBe(201);
    expect(own.body.email).toBe(alice.email);
    const other = await t.post(
      REQUESTS,
      { email: 'bob@example.com', message: 'Hi', session_id: chat.body.session_id },
      { token: bob.accessToken },
    );
    expect(other.status).toBe(201);
    const { rows } = await t.stack.supabase.db.query<{ id: string; transcript: unknown[] }>(
      'select id, transcript from public.support_requests where id = any($1)',
      [[own.body.id, other.body.id]],
    );
    expect(rows.find((row) => row.id === own.body.id)?.transcript).toHaveLength(2);
    expect(rows.find((row) => row.id === other.body.id)?.transcript).toEqual([]);
  });

  it('answers a bad request with a 400 and the detail the form shows, with no field name before it', async () => {
    const cases: [unknown, string][] = [
      [{ message: 'No address' }, 'Please give your e-mail address, so a person from the team can answer you.'],
      [{ email: 'not-an-address', message: 'Hi' }, 'Please give a valid e-mail address, such as name@example.com, so we can answer you.'],
      [{ email: 'a@example.com', message: '   ' }, 'Please write what you need help with.'],
      [{ email: 'a@example.com', message: 'x'.repeat(4001) }, 'Please keep your message under 4000 characters.'],
      [{ email: 'a@example.com', message: 'Hi', session_id: 'nope' }, 'session_id must be the id Mr. Support gave.'],
    ];
    for (const [payload, detail] of cases) {
      const { status, body } = await t.post(REQUESTS, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.detail).toBe(detail);
    }
  });

  it('limits requests per network in an hour (SUPPORT_LIMIT_REQUESTS_PER_HOUR)', async () => {
    process.env.SUPPORT_LIMIT_REQUESTS_PER_HOUR = '1';
    const first = await t.post(REQUESTS, { email: 'a@example.com', message: 'One' });
    const second = await t.post(REQUESTS, { email: 'a@example.com', message: 'Two' });
    expect([first.status, second.status]).toContain(429);
    const refused = first.status === 429 ? first : second;
    expect(refused.body.detail).toContain(EMAIL);
  });
});

describe('the admin inbox', () => {
  it('refuses a signed-out caller (401) and a user who is not an admin (403)', async () => {
    const user = await t.stack.createUser();
    expect((await inbox()).status).toBe(401);
    const refused = await inbox(user.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Only admins can read the support inbox.');
    const patch = await t.post(
      `${INBOX}/requests/00000000-0000-0000-0000-000000000000`,
      { status: 'done' },
      { token: user.accessToken, method: 'PATCH' },
    );
    expect(patch.status).toBe(403);
  });

  it('lists requests newest first with their conversation, marks one done and reopens it', async () => {
    const admin = await t.stack.createUser({ admin: true });
    const chat = await t.ask({ question: 'How much is PRO?' });
    const sent = await t.post(REQUESTS, { email: 'newest@example.com', message: 'Newest request', session_id: chat.body.session_id });
    const { status, body } = await inbox(admin.accessToken);
    expect(status).toBe(200);
    expect(body.requests[0]).toMatchObject({
      id: sent.body.id,
      email: 'newest@example.com',
      message: 'Newest request',
      status: 'open',
      signed_in: false,
    });
    expect(body.requests[0]!.transcript.map((message) => message.role)).toEqual(['user', 'assistant']);

    const path = `${INBOX}/requests/${String(sent.body.id)}`;
    const done = await t.post(path, { status: 'done' }, { token: admin.accessToken, method: 'PATCH' });
    expect(done.status).toBe(200);
    expect(done.body.request).toMatchObject({ status: 'done', done_at: expect.any(String) });
    const reopened = await t.post(path, { status: 'open' }, { token: admin.accessToken, method: 'PATCH' });
    expect(reopened.body.request).toMatchObject({ status: 'open', done_at: null });

    expect((await t.post(path, { status: 'gone' }, { token: admin.accessToken, method: 'PATCH' })).status).toBe(400);
    const missing = await t.post(
      `${INBOX}/requests/00000000-0000-0000-0000-000000000000`,
      { status: 'done' },
      { token: admin.accessToken, method: 'PATCH' },
    );
    expect(missing.status).toBe(404);
    expect((await t.post(`${INBOX}/requests/not-a-uuid`, { status: 'done' }, { token: admin.accessToken, method: 'PATCH' })).status).toBe(
      404,
    );
  });

  it('groups do-not-know and thumbed-down questions by topic, with counts', async () => {
    const admin = await t.stack.createUser({ admin: true });
    await t.ask({ question: 'Can I pay with Bitcoin on Mars?' });
    const rated = await t.ask({ question: 'How much is PRO?' });
    await t.post('/api/ai/support/feedback', {
      session_id: rated.body.session_id,
      message_id: rated.body.message_id,
      rating: 'not_helpful',
    });
    const { body } = await inbox(admin.accessToken);
    const notInGuide = body.gaps.find((group) => group.topic === 'Not in the guide');
    expect(notInGuide?.count).toBeGreaterThanOrEqual(1);
    expect(notInGuide?.questions.map((q) => q.question)).toContain('Can I pay with Bitcoin on Mars?');
    const upgrade = body.gaps.find((group) => group.questions.some((q) => q.question === 'How much is PRO?' && q.kind === 'not_helpful'));
    expect(upgrade?.topic).toMatch(/^Upgrade and PRO/);
    const counts = body.gaps.map((group) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
