// Row-level security of the chat history tables: only the owner reads a session and
// its turns, saves a synthesis on them or deletes them; nobody writes turns but the
// functions (service role).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTurn } from '../../netlify/lib/chat/history.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

let stack: FunctionTestStack;
beforeAll(async () => {
  stack = await startFunctionTestStack([]);
});
afterAll(() => stack?.stop());

function rest(path: string, token: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', stack.supabase.anonKey);
  headers.set('authorization', `Bearer ${token ?? stack.supabase.anonKey}`);
  headers.set('content-type', 'application/json');
  headers.set('prefer', 'return=representation');
  return fetch(`${stack.supabase.url}/rest/v1/${path}`, { ...init, headers });
}

describe('chat history RLS', () => {
  it('lets the owner read, annotate and delete; others and visitors see and change nothing', async () => {
    const owner = await stack.createUser();
    const intruder = await stack.createUser();
    const answers = [{ model: 'GPT-4', model_id: 'gpt4', response: 'Hello' }];
    const turnId = await recordTurn(owner.id, 'session-1', 'First question', answers);
    await recordTurn(owner.id, 'session-1', 'Second question', answers);
    expect(turnId).toMatch(/^[0-9a-f-]{36}$/);

    const sessions = await (await rest('chat_sessions?select=id,title', owner.accessToken)).json();
    expect(sessions).toEqual([{ id: 'session-1', title: 'First question' }]);
    const turns = await (await rest('chat_turns?select=question,responses&order=created_at.asc', owner.accessToken)).json();
    expect(turns).toEqual([
      { question: 'First question', responses: answers },
      { question: 'Second question', responses: answers },
    ]);

    for (const token of [intruder.accessToken, null]) {
      const list = await rest('chat_sessions?select=id', token);
      expect(list.status === 200 ? await list.json() : []).toEqual([]);
      const read = await rest(`chat_turns?select=id&id=eq.${turnId}`, token);
      expect(read.status === 200 ? await read.json() : []).toEqual([]);
      const patch = await rest(`chat_turns?id=eq.${turnId}`, token, { method: 'PATCH', body: JSON.stringify({ synthesized: 'hijacked' }) });
      expect(patch.status === 200 ? await patch.json() : []).toEqual([]);
      const del = await rest(`chat_sessions?id=eq.session-1`, token, { method: 'DELETE' });
      expect(del.status === 200 ? await del.json() : []).toEqual([]);
    }
    const insert = await rest('chat_turns', owner.accessToken, {
      method: 'POST',
      body: JSON.stringify({ user_id: owner.id, session_id: 'session-1', question: 'forged', responses: [] }),
    });
    expect(insert.status).toBe(403);
    const changeQuestion = await rest(`chat_turns?id=eq.${turnId}`, owner.accessToken, {
      method: 'PATCH',
      body: JSON.stringify({ question: 'rewritten' }),
    });
    expect(changeQuestion.status).toBe(403);

    const saved = await rest(`chat_turns?id=eq.${turnId}&select=synthesized`, owner.accessToken, {
      method: 'PATCH',
      body: JSON.stringify({ synthesized: 'my synthesis' }),
    });
    expect(await saved.json()).toEqual([{ synthesized: 'my synthesis' }]);

    const deleted = await rest('chat_sessions?id=eq.session-1&select=id', owner.accessToken, { method: 'DELETE' });
    expect(await deleted.json()).toEqual([{ id: 'session-1' }]);
    expect(await (await rest('chat_turns?select=id', owner.accessToken)).json()).toEqual([]);
  });
});
