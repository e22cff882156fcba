// PostgREST's "Perhaps you meant ..." hints come from a fuzzy set (the Haskell
// fuzzyset package, a port of fuzzyset.js): n-gram cosine similarity (3-grams, then
// 2-grams when no 3-gram match is close enough), re-ranked by Levenshtein similarity, best
// match kept when it scores at least 1/3. This is that algorithm, so the local
// Supabase suggests what the real one suggests.

const MIN_SCORE = 0.33;
const GRAM_SIZES = [3, 2];

/** Compared in lower case (underscores and punctuation count, as they do in PostgREST's hints). */
const normalize = (text: string) => text.toLowerCase();

function gramCounts(text: string, size: number): Map<string, number> {
  const padded = `-${text}-`;
  const counts = new Map<string, number>();
  if (padded.length < size) return counts;
  for (let i = 0; i + size <= padded.length; i += 1) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const norm = (counts: Map<string, number>) => Math.sqrt([...counts.values()].reduce((sum, n) => sum + n * n, 0));

/** The entry of `candidates` most like `value`, or null when none is like it enough. */
export function fuzzyBestMatch(candidates: readonly string[], value: string): string | null {
  const wanted = normalize(value);
  const entries = [...new Map(candidates.map((c) => [normalize(c), c])).entries()];
  for (const size of GRAM_SIZES) {
    const grams = gramCounts(wanted, size);
    const scored = entries
      .map(([normalized, original]) => {
        const theirs = gramCounts(normalized, size);
        let dot = 0;
        for (const [gram, n] of grams) dot += n * (theirs.get(gram) ?? 0);
        return { normalized, original, score: dot === 0 ? 0 : dot / (norm(grams) * norm(theirs)) };
      })
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    if (scored.length === 0) continue;
    const reranked = scored
      .slice(0, 50)
      .map((entry) => ({ ...entry, score: 1 - levenshtein(entry.normalized, wanted) / Math.max(entry.normalized.length, wanted.length) }))
      .sort((a, b) => b.score - a.score);
    const best = reranked[0];
    // Nothing close enough with these grams: the smaller grams get their turn.
    if (best && best.score >= MIN_SCORE) return best.original;
  }
  return null;
}
