import { messageOf } from '#domain/error-message.ts';
import type { Config } from '@netlify/functions';
import { endpoint } from '../lib/http.ts';
import { enforceIpRate } from '../lib/limits.ts';
import { appShell, shareIdOf, sharedChatExists } from '../lib/share-page.ts';

// A shared chat's page: the app's HTML with 200 when the snapshot exists and 404
// when the link is unknown, malformed or was stopped, so the "not found" page the
// app shows is a real 404 for search engines and link checkers too.
export default endpoint(['GET', 'HEAD'], async (req, context, timing) => {
  await timing.time('limits', enforceIpRate(req, context));
  const url = new URL(req.url);
  const id = shareIdOf(url.pathname) ?? '';
  const [found, shell] = await Promise.all([
    timing.time(
      'snapshot',
      sharedChatExists(id).catch((error: unknown) => {
        // The page still loads (and says what went wrong); the status says to try again.
        console.error(`[share] snapshot lookup failed: ${messageOf(error, String(error))}`);
        return null;
      }),
    ),
    // The request's own origin: on Netlify one of the site's domains (that is how the
    // request reached this function), so the shell comes from this very deploy.
    appShell(url.origin),
  ]);
  const status = found === null ? 503 : found ? 200 : 404;
  return new Response(req.method === 'HEAD' ? null : shell.html, {
    status,
    headers: {
      ...shell.headers,
      'Content-Type': 'text/html; charset=utf-8',
      // A shared chat is for whoever has its link, not for search engines.
      'X-Robots-Tag': 'noindex, nofollow',
      ...(status === 503 ? { 'Retry-After': '5' } : {}),
    },
  });
});

export const config: Config = { path: '/share/:id' };
