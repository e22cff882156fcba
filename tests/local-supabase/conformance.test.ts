import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgrestBinary, requestedPostgrest } from '../../supabase/local/real-postgrest.ts';
import { normalize, startConformanceStack, USER_1, USER_2, type Caller, type ConformanceStack, type Outcome } from './conformance-stack.ts';

// The local Supabase's data API (supabase/local/postgrest*.ts, an emulator) against
// the real PostgREST 12 that hosted Supabase runs: every request shape the app uses
// goes to both through supabase-js, and status, body, error and the headers
// supabase-js reads must match. Tables and functions are read from the schema, so a
// new migration's are checked without a new test. The deliberate differences are
// the `differs` cases below, each with its reason. CONFORMANCE_DEBUG=1 prints both
// answers of every request that differs.

const binary = postgrestBinary();
const platform = `${process.platform}-${process.arch}`;
if (!binary)
  console.warn(`conformance: there is no PostgREST binary for ${platform}; the conformance suite is skipped here (CI on linux runs it).`);
const suite = binary ? describe : describe.skip;

type Request = (client: SupabaseClient) => PromiseLike<unknown>;
let stack: ConformanceStack;

/** Sends `request` to both and expects the same outcome (soft, so one run lists every difference). */
async function same(label: string, caller: Caller | { token: string }, request: Request): Promise<[Outcome, Outcome]> {
  const [emulator, real] = await stack.both(caller, request);
  if (process.env.CONFORMANCE_DEBUG && JSON.stringify(normalize(emulator)) !== JSON.stringify(normalize(real))) {
    console.log(`DIFF ${label}\n  emulator: ${JSON.stringify(emulator)}\n  real:     ${JSON.stringify(real)}`);
  }
  expect.soft(normalize(emulator), `${label} (as ${typeof caller === 'string' ? caller : 'a custom token'})`).toEqual(normalize(real));
  return [emulator, real];
}

/**
 * A deliberate difference: both still answer, and `check` pins down how they differ,
 * so the emulator cannot drift further unnoticed.
 */
async function differs(label: string, why: string, caller: Caller, request: Request, check: (emulator: Outcome, real: Outcome) => void) {
  const [emulator, real] = await stack.both(caller, request);
  expect(why.length, label).toBeGreaterThan(0);
  check(emulator, real);
}

// Embedding related rows (`select=id,chat_turns(id)`) needs PostgREST's relationship
// cache: the app and its tests read one table per request, so the emulator answers
// an embed with a clear 400 instead of guessing.
const NO_EMBEDS = 'embedded resources are not emulated; the app never embeds';
// PostgREST's filter parser (Haskell parsec) words its errors by parser position; the
// emulator gives the same status and code with its own words.
const PARSE_WORDS = 'parse error texts of PGRST100 are worded by each parser';
// The two walks over the whole schema make hundreds of requests to both servers one
// after another, and grow with every migration: they get more than the default 30 s.
const SCHEMA_WIDE_TIMEOUT_MS = 120_000;

suite(
  binary
    ? 'the local Supabase against the real PostgREST'
    : `the local Supabase against the real PostgREST: skipped, no binary for ${platform}`,
  () => {
    beforeAll(async () => {
      // two stacks (the emulator and the real PostgREST) from a built database: up to two minutes on two busy cores
      stack = await startConformanceStack();
    }, 180_000);
    afterAll(async () => {
      await stack?.close();
    });

    it('select: columns, filters, order, limit and range', async () => {
      const models = (client: SupabaseClient) => client.from('ai_models');
      await same('columns', 'anon', (c) => models(c).select('id,name,provider').order('id'));
      await same('all columns', 'anon', (c) => models(c).select('*').order('id'));
      await same('eq', 'anon', (c) => models(c).select('id').eq('type', 'free').order('id'));
      await same('neq', 'anon', (c) => models(c).select('id').neq('provider', 'OpenAI').order('id'));
      await same('gt', 'anon', (c) => models(c).select('id,popularity').gt('popularity', 50).order('id'));
      await same('gte', 'anon', (c) => models(c).select('id').gte('context_tokens', 128000).order('id'));
      await same('lt', 'anon', (c) => models(c).select('id').lt('input_price_per_1k', 0.01).order('id'));
      await same('lte', 'anon', (c) => models(c).select('id').lte('released_on', '2024-06-01').order('id'));
      await same('like', 'anon', (c) => models(c).select('id').like('name', '%GPT%').order('id'));
      await same('ilike', 'anon', (c) => models(c).select('id').ilike('name', '%gpt%').order('id'));
      await same('in', 'anon', (c) => models(c).select('id').in('speed', ['fast', 'very fast']).order('id'));
      await same('is null', 'anon', (c) => models(c).select('id').is('reviewed_by', null).order('id'));
      await same('not', 'anon', (c) => models(c).select('id').not('type', 'eq', 'free').order('id'));
      await same('or', 'anon', (c) => models(c).select('id').or('type.eq.free,popularity.gt.90').order('id'));
      await same('or with a nested and, quoted values', 'anon', (c) =>
        models(c).select('id').or('and(popularity.gte.80,popularity.lte.95),name.eq."GPT-4o mini"').order('id'),
      );
      await same('not in, not is', 'anon', (c) =>
        models(c).select('id').not('id', 'in', '(openai/gpt-4o,openai/gpt-4o-mini)').not('popularity', 'is', null).order('id'),
      );
      await same('in with quoted names', 'anon', (c) =>
        models(c).select('id').filter('name', 'in', '("GPT-4o","GPT-4o mini")').order('id'),
      );
      await same('jsonb contains', 'user1', (c) => c.from('chat_turns').select('id').contains('responses', []).order('id'));
      await same('head without a count', 'anon', (c) => models(c).select('id', { head: true }));
      await same('match', 'anon', (c) => models(c).select('id').match({ type: 'paid', speed: 'fast' }).order('id'));
      await same('order desc nulls first', 'anon', (c) =>
        models(c).select('id,input_price_per_1k').order('input_price_per_1k', { ascending: false, nullsFirst: true }).order('id'),
      );
      await same('order asc nulls last', 'anon', (c) =>
        models(c).select('id,popularity').order('popularity', { ascending: true, nullsFirst: false }).order('id'),
      );
      await same('limit', 'anon', (c) => models(c).select('id').order('id').limit(3));
      await same('range', 'anon', (c) => models(c).select('id').order('id').range(2, 4));
      await same('range past the end', 'anon', (c) => models(c).select('id').order('id').range(50, 60));
    });

    it('single and maybe-single with 0, 1 and 2 rows', async () => {
      const pick = (c: SupabaseClient) => c.from('ai_models').select('id,name');
      await same('single, 1 row', 'anon', (c) => pick(c).eq('id', 'openai/gpt-4o').single());
      await same('single, 0 rows', 'anon', (c) => pick(c).eq('id', 'nope').single());
      await same('single, 2 rows', 'anon', (c) => pick(c).in('id', ['openai/gpt-4o', 'openai/gpt-4o-mini']).single());
      await same('maybeSingle, 1 row', 'anon', (c) => pick(c).eq('id', 'openai/gpt-4o').maybeSingle());
      await same('maybeSingle, 0 rows', 'anon', (c) => pick(c).eq('id', 'nope').maybeSingle());
      await same('maybeSingle, 2 rows', 'anon', (c) => pick(c).in('id', ['openai/gpt-4o', 'openai/gpt-4o-mini']).maybeSingle());
    });

    it('count=exact with Content-Range', async () => {
      await same('count with rows', 'anon', (c) => c.from('ai_models').select('id', { count: 'exact' }).order('id').range(0, 1));
      await same('count, head', 'anon', (c) => c.from('ai_models').select('*', { count: 'exact', head: true }));
      await same('count, filtered to none', 'anon', (c) => c.from('ai_models').select('id', { count: 'exact' }).eq('id', 'nope'));
    });

    it('embedded resources: a documented difference', async () => {
      const embeds: [string, Request][] = [
        ['embed', (c) => c.from('chat_sessions').select('id,title,chat_turns(id,question)').order('id')],
        [
          'embed, inner join filter',
          (c) => c.from('chat_sessions').select('id,chat_turns!inner(id)').eq('chat_turns.question', 'And rye?'),
        ],
      ];
      for (const [label, request] of embeds) {
        await differs(label, NO_EMBEDS, 'user1', request, (emulator, real) => {
          expect(real.status, label).toBe(200);
          expect(emulator.status, label).toBe(400);
          expect(emulator.error?.code).toBe('PGRST100');
          expect(emulator.error?.message).toContain('is not supported by the local Supabase');
        });
      }
    });

    it('row level security: each user sees only their rows, anon none', async () => {
      for (const caller of ['anon', 'user1', 'user2', 'service'] as const) {
        await same('chat_sessions', caller, (c) => c.from('chat_sessions').select('*').order('id'));
        await same('profiles', caller, (c) => c.from('profiles').select('id,email,full_name,subscription_status').order('id'));
      }
      await same('update through RLS (no grant)', 'user1', (c) =>
        c.from('chat_sessions').update({ title: 'x' }).eq('id', 'session-3').select(),
      );
      await same("delete another user's row: nothing", 'user1', (c) => c.from('chat_sessions').delete().eq('id', 'session-3').select());
      await same('insert without a grant', 'user1', (c) =>
        c.from('chat_sessions').insert({ user_id: USER_1, id: 'session-x', title: 't' }),
      );
    });

    it('insert, upsert, update and delete, with and without return=representation', async () => {
      const sessions = (c: SupabaseClient) => c.from('chat_sessions');
      await same('insert, minimal', 'service', (c) => sessions(c).insert({ user_id: USER_2, id: 'session-4', title: 'Inserted' }));
      await same('insert, representation', 'service', (c) =>
        sessions(c).insert({ user_id: USER_2, id: 'session-5', title: 'Inserted too' }).select('id,title'),
      );
      await same('insert many, representation', 'service', (c) =>
        sessions(c)
          .insert([
            { user_id: USER_2, id: 'session-6', title: 'A' },
            { user_id: USER_2, id: 'session-7' },
          ])
          .select('id,title')
          .order('id'),
      );
      await same('insert, single', 'service', (c) =>
        sessions(c).insert({ user_id: USER_2, id: 'session-8', title: 'One' }).select('id').single(),
      );
      await same('upsert, merge', 'service', (c) =>
        sessions(c).upsert({ user_id: USER_2, id: 'session-4', title: 'Merged' }, { onConflict: 'user_id,id' }).select('id,title'),
      );
      await same('upsert, ignore duplicates', 'service', (c) =>
        sessions(c)
          .upsert(
            [
              { user_id: USER_2, id: 'session-4', title: 'Ignored' },
              { user_id: USER_2, id: 'session-9', title: 'New' },
            ],
            { onConflict: 'user_id,id', ignoreDuplicates: true },
          )
          .select('id,title'),
      );
      await same('upsert, one new and one existing', 'service', (c) =>
        sessions(c)
          .upsert(
            [
              { user_id: USER_2, id: 'session-4', title: 'Again' },
              { user_id: USER_2, id: 'session-10', title: 'Fresh' },
            ],
            { onConflict: 'user_id,id' },
          )
          .select('id,title')
          .order('id'),
      );
      await same('upsert, minimal', 'service', (c) =>
        sessions(c).upsert({ user_id: USER_2, id: 'session-5', title: 'Quiet' }, { onConflict: 'user_id,id' }),
      );
      await same('update, minimal', 'service', (c) => sessions(c).update({ title: 'Updated' }).eq('id', 'session-6'));
      await same('update, representation', 'service', (c) =>
        sessions(c)
          .update({ title: 'Updated again' })
          .eq('user_id', USER_2)
          .in('id', ['session-6', 'session-7'])
          .select('id,title')
          .order('id'),
      );
      await same('update, count', 'service', (c) => sessions(c).update({ title: 'Counted' }, { count: 'exact' }).eq('id', 'session-7'));
      await same('update nothing', 'service', (c) => sessions(c).update({ title: 'None' }).eq('id', 'nope').select());
      await same('delete, minimal', 'service', (c) => sessions(c).delete().eq('id', 'session-9'));
      await same('delete, representation', 'service', (c) => sessions(c).delete().eq('id', 'session-8').select('id,title'));
      await same('delete, count', 'service', (c) => sessions(c).delete({ count: 'exact' }).eq('id', 'session-7'));
      await same('after the changes', 'service', (c) => sessions(c).select('id,title').eq('user_id', USER_2).order('id'));
    });

    it('errors: unique violation, foreign key, not null, unknown table, function or column, bad filter', async () => {
      await same('unique violation', 'service', (c) =>
        c.from('chat_sessions').insert({ user_id: USER_1, id: 'session-1', title: 'Again' }),
      );
      await same('foreign key', 'service', (c) =>
        c.from('chat_sessions').insert({ user_id: '99999999-9999-4999-8999-999999999999', id: 'session-z', title: 'Orphan' }),
      );
      await same('not null', 'service', (c) => c.from('chat_turns').insert({ user_id: USER_1, session_id: 'session-1' }));
      await same('check constraint', 'service', (c) => c.from('ai_models').update({ status: 'unknown' }).eq('id', 'openai/gpt-4o'));
      await same('unknown table', 'anon', (c) => c.from('no_such_table').select('*'));
      await same('unknown column', 'anon', (c) => c.from('ai_models').select('no_such_column'));
      await same('unknown column in a filter', 'anon', (c) => c.from('ai_models').select('id').eq('no_such_column', 1));
      await same('unknown column in the order', 'anon', (c) => c.from('ai_models').select('id').order('no_such_column'));
      await same('unknown column in an update', 'service', (c) =>
        c.from('chat_sessions').update({ no_such_column: 1 }).eq('id', 'session-1'),
      );
      await same('unknown function', 'anon', (c) => c.rpc('no_such_function'));
      await differs(
        'bad operator',
        PARSE_WORDS,
        'anon',
        (c) => c.from('ai_models').select('id').filter('id', 'nope', 'x'),
        (emulator, real) => {
          expect([emulator.status, emulator.error?.code]).toEqual([real.status, real.error?.code]);
          expect([emulator.status, emulator.error?.code]).toEqual([400, 'PGRST100']);
        },
      );
      await same('bad value for a type', 'anon', (c) => c.from('ai_models').select('id').eq('popularity', 'lots'));
    });

    it('tokens: bad signature, expired, wrong role', async () => {
      const now = Math.floor(Date.now() / 1000);
      await same('garbage token', { token: 'not-a-jwt' }, (c) => c.from('ai_models').select('id').limit(1));
      await same(
        'tampered token',
        { token: `${(await stack.token({ sub: USER_1, role: 'authenticated', exp: now + 600 })).slice(0, -4)}AAAA` },
        (c) => c.from('ai_models').select('id').limit(1),
      );
      await same(
        'expired token',
        { token: await stack.token({ sub: USER_1, role: 'authenticated', aud: 'authenticated', exp: now - 60 }) },
        (c) => c.from('ai_models').select('id').limit(1),
      );
      await same('unknown role', { token: await stack.token({ sub: USER_1, role: 'nobody', exp: now + 600 }) }, (c) =>
        c.from('ai_models').select('id').limit(1),
      );
    });

    it('rpc, POST and GET', async () => {
      await same('is_admin, POST', 'user1', (c) => c.rpc('is_admin'));
      await same('is_admin, GET', 'user1', (c) => c.rpc('is_admin', {}, { get: true }));
      await same('is_admin, anon', 'anon', (c) => c.rpc('is_admin'));
      await same('a function with arguments, GET', 'user1', (c) =>
        c.rpc('content_next_run', { p_from: '2026-01-31T09:00:00Z', p_frequency: 'monthly', p_time_zone: 'Europe/Paris' }, { get: true }),
      );
      await same('missing arguments', 'user1', (c) => c.rpc('save_content_item', { p_title: 'x' }));
      await same('service-only function as a user', 'user1', (c) => c.rpc('claim_due_content', { p_limit: 1 }));
    });

    it(
      'every table of the schema: read as each caller, counted, and refused a write by users',
      async () => {
        const { rows } = await stack.emulator.db.query<{ table_name: string; key: string[] }>(`
      select c.relname as table_name,
             coalesce((select array_agg(a.attname order by k.n) from pg_index i
                       cross join lateral unnest(i.indkey) with ordinality as k(attnum, n)
                       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                       where i.indrelid = c.oid and i.indisprimary), array[]::name[]) as key
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p') order by 1`);
        expect(rows.length).toBeGreaterThan(10);
        for (const { table_name: table, key } of rows) {
          for (const caller of ['anon', 'user1', 'user2', 'service'] as const) {
            await same(`${table}: select`, caller, (c) => key.reduce((query, column) => query.order(column), c.from(table).select('*')));
            await same(`${table}: count`, caller, (c) => c.from(table).select('*', { count: 'exact', head: true }));
          }
          await same(`${table}: insert as a user`, 'user1', (c) => c.from(table).insert({}));
          await same(`${table}: delete as anon`, 'anon', (c) =>
            c
              .from(table)
              .delete()
              .eq(key[0] ?? 'id', '00000000-0000-4000-8000-000000000000'),
          );
        }
      },
      SCHEMA_WIDE_TIMEOUT_MS,
    );

    it(
      'every function of the schema: called without arguments as anon and as a user',
      async () => {
        const { rows } = await stack.emulator.db.query<{ name: string }>(`
      select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' order by 1`);
        expect(rows.length).toBeGreaterThan(10);
        for (const { name } of rows) {
          await same(`${name}()`, 'anon', (c) => c.rpc(name));
          await same(`${name}()`, 'user1', (c) => c.rpc(name));
        }
      },
      SCHEMA_WIDE_TIMEOUT_MS,
    );
  },
);

describe('choosing what answers /rest/v1', () => {
  it('is the emulator unless --postgrest=real or LOCAL_POSTGREST=real asks for the real PostgREST', () => {
    expect(requestedPostgrest([], {})).toBe('emulator');
    expect(requestedPostgrest(['node', 'cli.ts', '--postgrest=real'], {})).toBe('real');
    expect(requestedPostgrest([], { LOCAL_POSTGREST: 'real' })).toBe('real');
    expect(requestedPostgrest(['--postgrest=emulator'], { LOCAL_POSTGREST: 'real' })).toBe('emulator');
    expect(() => requestedPostgrest(['--postgrest=fake'], {})).toThrow(
      '--postgrest (or LOCAL_POSTGREST) must be "emulator" or "real", got "fake".',
    );
  });
});
