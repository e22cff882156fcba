// Markdown to the plain text a person would type into a form field (docs/user-guide/chat.md,
// "Take action"): no heading marks, emphasis stars, code fences, link syntax or
// table pipes; list items keep a simple bullet, paragraphs keep their blank line.

const INLINE: [RegExp, string][] = [
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // images: their alt text
  [/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, '$1 ($2)'], // links: text (address)
  [/`([^`]+)`/g, '$1'],
  [/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2'],
  [/(^|[^*\w])\*(?=\S)([^*\n]*?\S)\*(?!\*)/g, '$1$2'],
  [/(^|[^_\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2'],
  [/~~(?=\S)([\s\S]*?\S)~~/g, '$1'],
];

function inline(text: string): string {
  return INLINE.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function line(raw: string): string | null {
  if (/^\s*```/.test(raw)) return null; // a code fence line
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(raw)) return ''; // a horizontal rule
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(raw)) return null; // a table's header rule
  let text = raw
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/\s+#+\s*$/, '')
    .replace(/^(\s*)>\s?/, '$1');
  const bullet = /^(\s*)[-*+]\s+(\[[ xX]\]\s+)?/.exec(text);
  if (bullet) text = `${bullet[1]}• ${text.slice(bullet[0].length)}`;
  if (/^\s*\|.*\|\s*$/.test(text)) {
    text = text
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
      .join(' – ');
  }
  return inline(text).replace(/\s+$/, '');
}

export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(line)
    .filter((text): text is string => text !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
