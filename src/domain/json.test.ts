import { describe, expect, it } from 'vitest';
import { toJson } from './json';

describe('toJson', () => {
  it('passes what JSON carries through unchanged', () => {
    const value = { a: 'x', b: [1, true, null, { c: 'd' }], e: undefined };
    expect(toJson(value)).toEqual(value);
  });

  it('refuses what JSON cannot carry', () => {
    expect(() => toJson({ when: new Date(0) })).toThrow();
    expect(() => toJson({ n: Number.NaN })).toThrow();
    expect(() => toJson({ f: () => 1 })).toThrow();
  });
});
