import { describe, expect, it } from 'vitest';
import { clip } from '../../netlify/lib/website/head.ts';

describe('clip (page titles and descriptions of generated sites)', () => {
  it('keeps a text that fits', () => {
    expect(clip('Crumb & Co | Fresh bread daily', 70)).toBe('Crumb & Co | Fresh bread daily');
  });

  it('cuts between words, never mid-word, and drops a dangling separator', () => {
    const title = clip('Harbor Loaf Bakery | Sourdough, pastries and birthday cakes baked every single morning', 70);
    expect(title).toBe('Harbor Loaf Bakery | Sourdough, pastries and birthday cakes baked…');
    expect(title.length).toBeLessThanOrEqual(70);
    expect(clip('Blue Harbor Bakery and Cafe | Everything', 30)).toBe('Blue Harbor Bakery and Cafe…');
  });

  it('cuts a single long word where it must', () => {
    expect(clip('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});
