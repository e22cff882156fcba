import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountDelete from '../../netlify/functions/account.mts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

// DELETE /api/account removes the caller and every row of theirs, and nobody else's.
let stack: FunctionTestStack;

beforeAll(async () => {
  stack = await startFunctionTestStack([accountDelete]);
});
afterAll(() => stack?.stop());

const TABLES = [
  'profiles',
  'usage_counters',
  'chat_sessions',
  'chat_turns',
  'payments',
  'user_providers',
  'websites',
  'documents',
  'document_chunks',
  'chat_files',
] as const;

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const column = table === 'profiles' ? 'id' : 'user_id';
    const { rows } = await stack.supabase.db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${column} = $1`, [
      userId,
    ]);
    counts[table] = rows[0]!.n;
  }
  const auth = await stack.supabase.db.query<{ n: number }>('select count(*)::int as n from auth.users where id = $1', [userId]);
  counts.auth_users = auth.rows[0]!.n;
  const objects = await stack.supabase.db.query<{ n: number }>(
    "select count(*)::int as n from storage.objects where name like $1 || '/%'",
    [userId],
  );
  counts.stored_files = objects.rows[0]!.n;
  return counts;
}

async function giveRows(userId: string) {
  const db = stack.supabase.db;
  await db.query("insert into public.usage_counters (user_id, kind, day, used) values ($1, 'chat', current_date, 3)", [userId]);
  await db.query("insert into public.chat_sessions (user_id, id, title) values ($1, 'plans', 'Plans')", [userId]);
  await db.query("insert into public.chat_turns (user_id, session_id, question) values ($1, 'plans', 'Hi?')", [userId]);
  await db.query(
    "insert into public.user_providers (user_id, id, kind, name, provider, key_sealed, key_last4) values ($1, 'openai', 'openai', 'OpenAI', 'OpenAI', 'v1.a.b.c', 'wxyz')",
    [userId],
  );
  await db.query("insert into public.payments (user_id, order_id, amount, currency, status) values ($1, $2, 149.99, 'USD', 'completed')", [
    userId,
    `DEL${userId.replace(/-/g, '').slice(0, 20).toUpperCase()}`,
  ]);
  await db.query(
    "insert into public.websites (user_id, name, template, tier, model, html) values ($1, 'Harbor', 'modern', 'free', '{}'::jsonb, '<!doctype html>')",
    [userId],
  );
  // a file of My files: its bytes in Storage, its row, a passage, attached to the chat
  const { rows } = await db.query<{ id: string }>(
    `insert into public.documents (user_id, name, kind, size_bytes, status, object_path)
     values ($1::uuid, 'notes.txt', 'txt', 5, 'ready', $1::text || '/notes.txt') returning id`,
    [userId],
  );
  await db.query("insert into public.document_chunks (document_id, user_id, ordinal, content) values ($1, $2, 0, 'hello')", [
    rows[0]!.id,
    userId,
  ]);
  await db.query("insert into public.chat_files (user_id, session_id, document_id) values ($1, 'plans', $2)", [userId, rows[0]!.id]);
  const stored = await createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey)
    .storage.from('documents')
    .upload(`${userId}/notes.txt`, new Blob(['hello']));
  expect(stored.error).toBeNull();
}

describe('DELETE /api/account', () => {
  it('removes the caller and every row of theirs, and keeps everybody else', async () => {
    const [leaving, staying] = await Promise.all([stack.createUser({ paid: true }), stack.createUser()]);
    await giveRows(leaving.id);
    await giveRows(staying.id);
    expect(Object.values(await rowsOf(leaving.id)).every((n) => n >= 1)).toBe(true);

    const response = await stack.call('/api/account', { method: 'DELETE', token: leaving.accessToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(await rowsOf(leaving.id)).toEqual({
      profiles: 0,
      usage_counters: 0,
      chat_sessions: 0,
      chat_turns: 0,
      payments: 0,
      user_providers: 0,
      websites: 0,
      documents: 0,
      document_chunks: 0,
      chat_files: 0,
      auth_users: 0,
      stored_files: 0,
    });
    expect(await rowsOf(staying.id)).toEqual({
      profiles: 1,
      usage_counters: 1,
      chat_sessions: 1,
      chat_turns: 1,
      payments: 1,
      user_providers: 1,
      websites: 1,
      documents: 1,
      document_chunks: 1,
      chat_files: 1,
      auth_users: 1,
      stored_files: 1,
    });

    // The deleted account's token is still signed and unexpired: it finds nothing to delete.
    const again = await stack.call('/api/account', { method: 'DELETE', token: leaving.accessToken });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: 'This account no longer exists.' });
    expect(await rowsOf(staying.id)).toMatchObject({ auth_users: 1, profiles: 1 });
  });

  it('needs a signed-in caller and the DELETE method', async () => {
    expect((await stack.call('/api/account', { method: 'DELETE' })).status).toBe(401);
    const user = await stack.createUser();
    const get = await stack.call('/api/account', { token: user.accessToken });
    expect(get.status).toBe(405);
    expect((await rowsOf(user.id)).auth_users).toBe(1);
  });
});
