/**
 * A count with its noun, singular for exactly one: "1 AI model", "3 AI models",
 * "0 chats". The plural is the noun plus "s" unless given ("1 reply", "2 replies").
 */
export function countOf(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}
