// The generated site is shown in frames sandboxed without allow-scripts and
// without allow-same-origin: an opaque origin that can run no script, so even a
// future escaping slip in the site's HTML could not read the session supabase-js
// keeps in the app's localStorage.

/**
 * The site's HTML for an iframe's srcdoc. A srcdoc document resolves "#about"
 * against the embedding page's URL, so the site's own page links would load the
 * app into the frame; pointed at about:srcdoc, they stay fragment links of the
 * frame's own document and premium sites switch pages with :target. (A
 * `<base href="about:srcdoc">` would do the same, but the app's CSP `base-uri
 * 'self'`, which srcdoc documents inherit, refuses it.)
 */
export function frameableSiteHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const link of doc.querySelectorAll('a[href^="#"], area[href^="#"]')) {
    link.setAttribute('href', `about:srcdoc${link.getAttribute('href') ?? ''}`);
  }
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page for the new-tab preview that holds nothing but the site in a
 * full-window sandboxed frame. The page itself is a blob: document of the app's
 * origin (it could read the app's storage), so it carries no script of its own
 * and the site never runs in it.
 */
export function previewPageHtml(html: string): string {
  const title = escapeHtml(new DOMParser().parseFromString(html, 'text/html').title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>html,body{margin:0;height:100%}iframe{display:block;border:0;width:100%;height:100%}</style></head>
<body><iframe sandbox="" title="${title}" srcdoc="${escapeHtml(frameableSiteHtml(html))}"></iframe></body></html>`;
}
