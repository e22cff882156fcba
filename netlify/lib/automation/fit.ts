// A social post must fit its platform: a model that writes too much is cut at the
// last sentence (or word) that fits, never in the middle of a word.

export function fitCharacters(text: string, limit: number): string {
  const trimmed = text.trim();
  if ([...trimmed].length <= limit) return trimmed;
  const chars = [...trimmed];
  const room = chars.slice(0, limit - 1).join('');
  const sentenceEnd = Math.max(room.lastIndexOf('. '), room.lastIndexOf('! '), room.lastIndexOf('? '), room.lastIndexOf('\n'));
  if (sentenceEnd >= limit * 0.6) return room.slice(0, sentenceEnd + 1).trim();
  const wordEnd = room.lastIndexOf(' ');
  return `${(wordEnd > 0 ? room.slice(0, wordEnd) : room).trimEnd()}…`;
}
