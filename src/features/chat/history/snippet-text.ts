// A search snippet as plain text: the history shows words, not the Markdown (or the
// HTML a model wrote) they were stored with. The match marks (MATCH_START/MATCH_END,
// private-use characters) pass through untouched.
import { markdownToPlainText } from '../../../domain/plain-text';

export function snippetText(snippet: string): string {
  return (
    markdownToPlainText(snippet)
      .replace(/<\/?[a-z][^>\n]*>?/gi, ' ')
      // A fragment may cut a pair of marks in two: the half left behind goes too.
      .replace(/\*\*|__|~~|`+/g, '')
      .replace(/(^|\s)#{1,6}(?=\s)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
