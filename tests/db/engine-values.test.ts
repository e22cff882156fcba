import { describe, expect, it } from 'vitest';
import { useLocalSupabase } from '../fixtures/local-supabase.ts';

// The local Supabase runs on PGlite or on a PostgreSQL server (the db-postgres
// project); GoTrue's emulator and these tests read values the same way on both,
// so both engines must give the same JavaScript values, as PGlite parses them.

const local = useLocalSupabase();

describe('values read from the database', () => {
  it('are parsed the same on both engines', async () => {
    const {
      rows: [row],
      fields,
    } = await local().db.query(`select
      1::int2 as small, 2::int4 as int, 3::int8 as big, 9007199254740993::int8 as huge,
      1.50::numeric as exact, 1.5::float8 as float, true as yes, 'x'::varchar as text,
      '{"a":[1]}'::jsonb as jsonb, '{"a":1}'::json as json, '{1,2}'::int4[] as ints,
      '{a,"b c",NULL}'::text[] as texts, '{"{\\"k\\":1}"}'::jsonb[] as jsons,
      '2030-01-06 09:00:00+02'::timestamptz as at, '2030-01-06'::date as day,
      '\\x0102'::bytea as bytes, '1 day 02:00'::interval as span,
      '00000000-0000-0000-0000-000000000001'::uuid as id, null::text as nothing`);
    expect(row).toEqual({
      small: 1,
      int: 2,
      big: 3,
      huge: 9007199254740993n,
      exact: '1.50',
      float: 1.5,
      yes: true,
      text: 'x',
      jsonb: { a: [1] },
      json: { a: 1 },
      ints: [1, 2],
      texts: ['a', 'b c', null],
      jsons: [{ k: 1 }],
      at: new Date('2030-01-06T07:00:00Z'),
      day: new Date('2030-01-06T00:00:00Z'),
      bytes: new Uint8Array([1, 2]),
      span: '1 day 02:00:00',
      id: '00000000-0000-0000-0000-000000000001',
      nothing: null,
    });
    expect(fields.map((f) => f.name)).toContain('huge');
    expect(fields.find((f) => f.name === 'jsonb')?.dataTypeID).toBe(3802);
  });

  it('take parameters, count changed rows and run several statements the same way', async () => {
    const db = local().db;
    await db.exec('create table public.engine_values (id int primary key, at timestamp, tags text[], doc jsonb)');
    try {
      const inserted = await db.query('insert into public.engine_values values ($1, $2, $3, $4), (2, null, null, null)', [
        1,
        new Date('2030-01-06T09:00:00Z'),
        ['a', 'b'],
        { k: [1] },
      ]);
      expect(inserted.affectedRows).toBe(2);
      const { rows } = await db.query(`select to_char(at, 'YYYY-MM-DD HH24:MI') as at, tags, doc from public.engine_values where id = 1`);
      // A Date goes in as UTC whatever the process's time zone, as PGlite sends it.
      expect(rows).toEqual([{ at: '2030-01-06 09:00', tags: ['a', 'b'], doc: { k: [1] } }]);
      expect((await db.query('select 1 from public.engine_values')).affectedRows).toBe(0);
      const results = await db.exec('update public.engine_values set tags = null; select count(*)::int as n from public.engine_values');
      // PGlite's count runs on over the statements of one exec(); the server's follows it.
      expect(results.map((r) => r.affectedRows)).toEqual([2, 2]);
      expect(results[1]?.rows).toEqual([{ n: 2 }]);
      const kept = await db.transaction(async (tx) => {
        await tx.query('delete from public.engine_values');
        await tx.rollback();
        return 'rolled back';
      });
      expect(kept).toBe('rolled back');
      expect((await db.query('select count(*)::int as n from public.engine_values')).rows).toEqual([{ n: 2 }]);
      await expect(
        db.transaction(async (tx) => {
          await tx.query('delete from public.engine_values');
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect((await db.query('select count(*)::int as n from public.engine_values')).rows).toEqual([{ n: 2 }]);
    } finally {
      await db.exec('drop table public.engine_values');
    }
  });

  it('report Postgres errors with their SQLSTATE and detail', async () => {
    const error = await local()
      .db.query("select 'x'::int")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "x"' });
  });
});
