import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffStats, diffWords, type DiffPart } from './word-diff';

const side = (parts: DiffPart[], drop: DiffPart['kind']) =>
  parts
    .filter((part) => part.kind !== drop)
    .map((part) => part.text)
    .join('');

describe('diffWords', () => {
  it('marks the words that changed and keeps the rest', () => {
    expect(diffWords('Our rye is back this weekend.', 'Our spelt is back this Saturday.')).toEqual([
      { kind: 'same', text: 'Our ' },
      { kind: 'removed', text: 'rye' },
      { kind: 'added', text: 'spelt' },
      { kind: 'same', text: ' is back this ' },
      { kind: 'removed', text: 'weekend.' },
      { kind: 'added', text: 'Saturday.' },
    ]);
  });

  it('finds an insertion and a deletion in the middle', () => {
    expect(diffWords('a b c', 'a b x c')).toEqual([
      { kind: 'same', text: 'a b ' },
      { kind: 'added', text: 'x ' },
      { kind: 'same', text: 'c' },
    ]);
    expect(diffStats(diffWords('one two three four', 'one four'))).toEqual({ added: 0, removed: 2 });
  });

  it('says nothing changed for equal texts, and everything for a text from nothing', () => {
    expect(diffWords('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(diffWords('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('always rebuilds both texts exactly (property)', () => {
    const text = fc.array(fc.constantFrom('rye', 'spelt', 'bread', ' ', '\n', '  ', 'a'), { maxLength: 40 }).map((t) => t.join(''));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const parts = diffWords(before, after);
        expect(side(parts, 'added')).toBe(before);
        expect(side(parts, 'removed')).toBe(after);
      }),
    );
  });

  it('stays fast on long texts: a very long change is shown as replaced whole', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `v${i}`).join(' ');
    const parts = diffWords(before, after);
    expect(side(parts, 'added')).toBe(before);
    expect(side(parts, 'removed')).toBe(after);
  });
});
