// Renders a public page to HTML at build time (scripts/vite-prerender-plugin.ts), as
// a visitor with no session sees it: the page paints before any JavaScript runs and
// the client hydrates it (src/main.tsx).
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app';

const page = (path: string) => (
  <Router ssrPath={path}>
    <App />
  </Router>
);

/**
 * The page's complete HTML. A pass that meets the route's lazy chunk still loading
 * renders the Suspense fallback, marked `<!--$!-->`, and starts the download; the
 * next pass after it has loaded renders the page in place. (React's streaming
 * prerender would instead outline large Suspense boundaries behind inline scripts,
 * which the CSP blocks.)
 */
export async function renderPage(path: string): Promise<string> {
  for (let pass = 0; pass < 100; pass += 1) {
    const html = renderToString(page(path));
    if (!html.includes('<!--$!-->')) {
      if (html.includes('<script')) throw new Error(`The prerendered ${path} contains a script, which the CSP would block.`);
      return html;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} did not finish loading its code during prerendering.`);
}
