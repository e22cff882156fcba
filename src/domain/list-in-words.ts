/** 'a', 'a and b', 'a, b and c' (for lists read by people: missing fields, offerings). */
export function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}
