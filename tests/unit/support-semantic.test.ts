import { describe, expect, it } from 'vitest';
import { MIN_SHARE, rankSections, retrieveSections } from '../../netlify/lib/support/retrieve.ts';
import { fuseRankings } from '../../netlify/lib/support/rank-fusion.ts';
import { sectionSimilarities } from '../../netlify/lib/support/semantic-search.ts';
import { decodeVectors, encodeVectors } from '../../netlify/lib/support/vector-codec.ts';

const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    aa += a[i]! ** 2;
    bb += b[i]! ** 2;
  }
  return dot / Math.sqrt(aa * bb);
};

describe('the semantic half of the support search', () => {
  it('stores vectors as bytes that keep their cosines', () => {
    const vectors = [0, 1, 2].map((seed) => Array.from({ length: 512 }, (_, i) => Math.sin(i * (seed + 1) + seed)));
    const decoded = decodeVectors(encodeVectors(vectors));
    for (const [i, vector] of vectors.entries()) expect(cosine(decoded[i]!, vector)).toBeGreaterThan(0.999);
    expect(Math.abs(cosine(decoded[0]!, decoded[1]!) - cosine(vectors[0]!, vectors[1]!))).toBeLessThan(0.005);
  });

  it('fuses the rankings with the word search in charge and the meaning deciding between close places', () => {
    expect(fuseRankings(['a', 'b', 'c'], ['x', 'y', 'z'])[0]).toBe('a');
    expect(fuseRankings(['a', 'b', 'c'], ['b', 'a', 'z'])[0]).toBe('a');
    expect(fuseRankings(['a', 'b', 'c'], ['b', 'x', 'y'])[0]).toBe('b');
    // Only the first five places of each count.
    expect(fuseRankings(['a', 'b', 'c', 'd', 'e', 'f'], ['x'])).toEqual(['a', 'b', 'c', 'x', 'd', 'e']);
  });

  it('finds the section closest in meaning to a question in other words than the guide', async () => {
    const similarities = await sectionSimilarities('can I get my money back');
    const [closest] = [...similarities].sort((a, b) => b[1] - a[1]);
    expect(closest?.[0]).toBe('upgrade.md#refunds');
  });

  it('answers a question the word search alone leaves unanswered when the words match and the meaning is close', async () => {
    const question = 'how do i give my site to my web guy';
    // By words it sits in website-generator.md, its intro and Step 3 nearly tied (9.95 and
    // 9.93 since files.md joined the guide), and does not answer it: its best passage
    // holds too little of the question.
    const [byWords] = rankSections(question);
    expect(byWords?.section.id).toMatch(/^website-generator\.md/);
    expect(Math.min(byWords!.coverage, byWords!.passageCoverage)).toBeLessThan(MIN_SHARE);
    const [best, ...rest] = await retrieveSections(question);
    expect(best?.section.id).toBe('website-generator.md#step-3-your-website-is-ready');
    expect(best?.similarity).toBeGreaterThanOrEqual(0.6);
    expect(rest).toEqual([]);
  });
});
