import { describe, expect, it } from 'vitest';
import { useSupportStack } from './support-stack.ts';

// POST /api/ai/support/feedback: thumbs up or down on one answer of the caller's own
// conversation, stored server-side (support_feedback, service role only), with the
// do-not-know answers the chat records itself: the admin inbox's coverage gaps.

const t = useSupportStack();
const FEEDBACK = '/api/ai/support/feedback';

const feedbackRows = async (messageId: number) =>
  (
    await t.stack.supabase.db.query<{ kind: string; question: string; topic: string | null }>(
      'select kind, question, topic from public.support_feedback where message_id = $1',
      [messageId],
    )
  ).rows;

describe('answers carry their id', () => {
  it('gives each stored answer its message id, as JSON and streamed', async () => {
    const json = await t.ask({ question: 'How much is PRO?' });
    expect(json.body.message_id).toEqual(expect.any(Number));
    const streamed = await t.askStream({ question: 'How do I download my site?', session_id: json.body.session_id });
    expect(streamed.final?.message_id).toBeGreaterThan(json.body.message_id!);
  });

  it('records a do-not-know answer as a coverage gap, not in the guide', async () => {
    const { body } = await t.ask({ question: 'Which hiking boots are best for the Alps?' });
    expect(body.mode).toBe('unknown');
    expect(await feedbackRows(body.message_id!)).toEqual([
      { kind: 'do_not_know', question: 'Which hiking boots are best for the Alps?', topic: null },
    ]);
  });
});

describe('thumbs', () => {
  it('stores a thumbs down with its question and the guide section as topic, changes it, and takes it back', async () => {
    const { body } = await t.ask({ question: 'How much is PRO?' });
    const ids = { session_id: body.session_id, message_id: body.message_id };
    const down = await t.post(FEEDBACK, { ...ids, rating: 'not_helpful' });
    expect(down).toEqual({ status: 200, body: { success: true, rating: 'not_helpful' } });
    const [row] = await feedbackRows(body.message_id!);
    expect(row).toMatchObject({ kind: 'not_helpful', question: 'How much is PRO?' });
    expect(row!.topic).toMatch(/^Upgrade and PRO/);

    expect((await t.post(FEEDBACK, { ...ids, rating: 'helpful' })).body.rating).toBe('helpful');
    expect((await feedbackRows(body.message_id!)).map((r) => r.kind)).toEqual(['helpful']);
    expect((await t.post(FEEDBACK, { ...ids, rating: null })).body).toEqual({ success: true, rating: null });
    expect(await feedbackRows(body.message_id!)).toEqual([]);
  });

  it('keeps a do-not-know answer a gap when its thumbs are taken back', async () => {
    const { body } = await t.ask({ question: 'What is the capital of France?' });
    const ids = { session_id: body.session_id, message_id: body.message_id };
    await t.post(FEEDBACK, { ...ids, rating: 'not_helpful' });
    expect((await feedbackRows(body.message_id!))[0]?.kind).toBe('not_helpful');
    await t.post(FEEDBACK, { ...ids, rating: null });
    expect((await feedbackRows(body.message_id!))[0]?.kind).toBe('do_not_know');
  });

  it("refuses thumbs on another conversation's answer: another user's, or a user's as a visitor (404)", async () => {
    const [alice, bob] = await Promise.all([t.stack.createUser(), t.stack.createUser()]);
    const { body } = await t.ask({ question: 'How much is PRO?' }, { token: alice.accessToken });
    const ids = { session_id: body.session_id, message_id: body.message_id, rating: 'not_helpful' };
    for (const token of [bob.accessToken, undefined]) {
      const other = await t.post(FEEDBACK, ids, { token });
      expect(other.status).toBe(404);
      expect(other.body.detail).toContain('not in your conversation');
    }
    // An answer id of another conversation, under one's own conversation id.
    const mine = await t.ask({ question: 'How do I download my site?' });
    expect((await t.post(FEEDBACK, { ...ids, session_id: mine.body.session_id })).status).toBe(404);
    expect(await feedbackRows(body.message_id!)).toEqual([]);
    expect((await t.post(FEEDBACK, ids, { token: alice.accessToken })).status).toBe(200);
  });

  it('answers a bad request with a 400 and a detail', async () => {
    const { body } = await t.ask({ question: 'How much is PRO?' });
    const cases: [unknown, RegExp][] = [
      [{ session_id: body.session_id, message_id: body.message_id, rating: 'love' }, /rating must be/],
      [{ session_id: body.session_id, message_id: 'x', rating: 'helpful' }, /message_id must be/],
      [{ session_id: 'nope', message_id: body.message_id, rating: 'helpful' }, /session_id must be/],
    ];
    for (const [payload, detail] of cases) {
      const response = await t.post(FEEDBACK, payload);
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(detail);
    }
  });
});
