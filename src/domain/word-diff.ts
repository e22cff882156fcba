// A word-level diff for comparing a saved version with the text in the editor: the
// longest common run of words and spaces, kept small (no dependency) because the
// texts are a few thousand words at most.

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Above this many cells the comparison would be slow: the changed middle is shown as replaced whole. */
const MAX_CELLS = 4_000_000;

const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The middle of the two texts, compared word by word (longest common subsequence). */
function diffMiddle(a: string[], b: string[], parts: DiffPart[]) {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
    return;
  }
  // lengths[i * (m + 1) + j]: the common run of a[i..] and b[j..].
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * (m + 1) + j] =
        a[i] === b[j] ? lengths[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]!);
      i++;
      j++;
    } else if (lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!) push(parts, 'removed', a[i++]!);
    else push(parts, 'added', b[j++]!);
  }
  while (i < n) push(parts, 'removed', a[i++]!);
  while (j < m) push(parts, 'added', b[j++]!);
}

/** What changed from `before` to `after`, word by word: joined, the 'same' and 'removed' parts give `before`, 'same' and 'added' give `after`. */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  diffMiddle(a.slice(start, a.length - end), b.slice(start, b.length - end), parts);
  push(parts, 'same', a.slice(a.length - end).join(''));
  return parts;
}

/** How many words were added and removed, for a one-line summary. */
export function diffStats(parts: readonly DiffPart[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return parts.reduce(
    (stats, part) =>
      part.kind === 'added'
        ? { ...stats, added: stats.added + words(part.text) }
        : part.kind === 'removed'
          ? { ...stats, removed: stats.removed + words(part.text) }
          : stats,
    { added: 0, removed: 0 },
  );
}
