import { describe, expect, it } from 'vitest';
import { branchOf, type TurnRow } from './branch';

const row = (id: string, parent_id: string | null): TurnRow => ({
  id,
  parent_id,
  question: id,
  responses: [],
  synthesized: null,
  merged: null,
  created_at: '2026-11-25T00:00:00Z',
});

describe('branchOf', () => {
  // a -> b -> c, and b2 an edited version of b (after a) with d after it.
  const rows = [row('a', null), row('b', 'a'), row('c', 'b'), row('b2', 'a'), row('d', 'b2')];

  it('walks up from the turn on screen, oldest first, with the versions of each question', () => {
    expect(branchOf(rows, 'c').map(({ row, versions }) => [row.id, versions])).toEqual([
      ['a', []],
      ['b', ['b', 'b2']],
      ['c', []],
    ]);
    expect(branchOf(rows, 'd').map(({ row }) => row.id)).toEqual(['a', 'b2', 'd']);
  });

  it('falls back to the newest turn when the one on screen is unknown, and survives a cycle', () => {
    expect(branchOf(rows, null).map(({ row }) => row.id)).toEqual(['a', 'b2', 'd']);
    expect(branchOf([row('x', 'y'), row('y', 'x')], 'x').map(({ row }) => row.id)).toEqual(['y', 'x']);
    expect(branchOf([], null)).toEqual([]);
  });
});
