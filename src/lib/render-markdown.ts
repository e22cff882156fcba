import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { isAppPath } from './app-path';

// Model answers are untrusted: a prompt-injected page or document can make a model
// answer with HTML. Only what markdown itself produces is kept, so an answer can
// neither run script, nor post a form, nor restyle or overlay the app (no <style>,
// no style or class attributes), nor make the browser fetch a URL on its own.

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
// href and title of links, the start number of an ordered list, table column alignment.
const ALLOWED_ATTR = ['href', 'title', 'start', 'align'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    // Raw HTML in an answer is shown as text, not dropped: the guide's placeholders
    // ("Reorder <name>") would otherwise vanish, and nothing an answer writes is markup.
    html({ text }) {
      return escapeHtml(text);
    },
    // An image becomes a link to it: an image loads by itself, so an injected answer
    // could send chat content to any server in its URL (and the app's CSP blocks
    // remote images anyway). Following a link is the reader's choice.
    image({ href, title, text }) {
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttr}>${escapeHtml(text || href)}</a>`;
    },
  },
});

// An instance of its own, so the hook below touches no other sanitize call.
const purifier = typeof window === 'undefined' ? undefined : DOMPurify(window);
let keepAppLinks = false;
purifier?.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  // Mr. Support's links to the app's own pages open in place (its panel navigates).
  if (keepAppLinks && isAppPath(node.getAttribute('href'))) return;
  // Opened apart from the app, which the opened page can neither script (opener)
  // nor learn the chat's URL from (referrer).
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Model output as sanitized HTML: markdown rendered by marked, then cleaned by
 * DOMPurify. Links open in a new tab, except, with `appLinks`, links to the app's
 * own pages, which the caller opens in place.
 */
export function renderMarkdown(text: string, { appLinks = false }: { appLinks?: boolean } = {}): string {
  if (!purifier) throw new Error('renderMarkdown needs a browser DOM');
  const html = markdown.parse(text) as string;
  keepAppLinks = appLinks;
  try {
    return purifier.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  } finally {
    keepAppLinks = false;
  }
}
