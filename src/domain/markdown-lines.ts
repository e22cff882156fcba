// The user guide's Markdown is hard-wrapped; where it is shown, lines are kept as written.
const BLOCK_START = /^\s*([-*+] |\d+[.)] |\||#|>|```|<!--)/;

/**
 * Joins the hard-wrapped lines of each paragraph and list item: Mr. Support's answers
 * and the in-app guide are rendered with line breaks kept, where a wrapped guide line
 * would break mid-sentence.
 */
export function unwrapLines(markdown: string): string {
  const out: string[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) inFence = !inFence;
    const previous = out.at(-1);
    const continues =
      !inFence &&
      line.trim() !== '' &&
      !BLOCK_START.test(line) &&
      previous !== undefined &&
      previous.trim() !== '' &&
      !/^\s*\|/.test(previous) &&
      !previous.trimStart().startsWith('```');
    if (continues) out[out.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out.join('\n');
}
