// Which turns of a chat's tree of turns the page shows: the branch on screen, and
// the versions (siblings) of each question on it.

export interface TurnRow {
  id: string;
  parent_id: string | null;
  question: string;
  responses: unknown;
  synthesized: string | null;
  merged: unknown;
  created_at: string;
}

/**
 * The branch that ends at `leafId` (the newest turn when it is not one of the rows),
 * oldest first. Rows come oldest first, so siblings are in the order they were asked.
 */
export function branchOf<Row extends TurnRow>(rows: readonly Row[], leafId: string | null): { row: Row; versions: string[] }[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const siblings = new Map<string | null, string[]>();
  for (const row of rows) siblings.set(row.parent_id, [...(siblings.get(row.parent_id) ?? []), row.id]);
  const branch: { row: Row; versions: string[] }[] = [];
  const seen = new Set<string>();
  for (let row = byId.get(leafId ?? '') ?? rows.at(-1); row && !seen.has(row.id); row = byId.get(row.parent_id ?? '')) {
    seen.add(row.id);
    const versions = siblings.get(row.parent_id) ?? [row.id];
    branch.unshift({ row, versions: versions.length > 1 ? versions : [] });
  }
  return branch;
}
