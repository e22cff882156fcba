// Values read from the database are parsed with their schema (netlify/lib/db.ts):
// a value of another shape is an error that says where and what was expected,
// never the value itself.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BadRowError, fromDatabase } from '../../netlify/lib/db.ts';

const Row = v.object({ id: v.string(), kind: v.picklist(['openai', 'custom']), key_sealed: v.nullable(v.string()) });

describe('fromDatabase', () => {
  it('answers the parsed value', () => {
    expect(fromDatabase(v.array(Row), [{ id: 'a', kind: 'custom', key_sealed: null, extra: 1 }], 'rows')).toEqual([
      { id: 'a', kind: 'custom', key_sealed: null },
    ]);
  });

  it('names what was read, the path and what was expected, and never the value', () => {
    const bad = (value: unknown) => () => fromDatabase(v.array(Row), value, 'user_providers');
    expect(bad([{ id: 'a', kind: 'sealed-kind-value', key_sealed: null }])).toThrow(
      new BadRowError('user_providers has an unexpected shape at 0.kind: expected ("openai" | "custom").'),
    );
    expect(bad([{ id: 'a', kind: 'openai', key_sealed: 42 }])).toThrow(
      'user_providers has an unexpected shape at 0.key_sealed: expected string.',
    );
    expect(bad([{ kind: 'openai', key_sealed: null }])).toThrow('user_providers has an unexpected shape at 0.id: missing.');
    expect(bad(null)).toThrow('user_providers has an unexpected shape: expected Array.');
    expect(bad([{ id: 'a', kind: 'sealed-kind-value', key_sealed: null }])).toThrow(BadRowError);
  });
});
