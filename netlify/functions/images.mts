import type { Config } from '@netlify/functions';
import { UpdateImageRequestSchema, type ImageList } from '#domain/images-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { dailyImageLimit, deleteImage, imageIdOf, listImages, SEARCH_MAX, updateAlt } from '../lib/images/library.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { usedToday } from '../lib/quotas.ts';

const COLLECTION = '/api/images';

/** ?q=words, trimmed; null without one. */
function searchOf(url: URL): string | null {
  const q = url.searchParams.get('q')?.trim();
  if (!q) return null;
  if (q.length > SEARCH_MAX) throw new HttpError(400, `q: the search is too long (at most ${SEARCH_MAX} characters).`);
  return q;
}

// My images (docs/api.md): GET the list, the newest version of each image (?q=
// searches their prompts and alt text), with today's generations on the platform's
// key; PATCH one version's alt text; DELETE an image, every version with its bytes.
// Generating is /api/images/generate (images-generate.mts); editing and versions are
// /api/images/:id/transform, /edit, /versions and /restore (their own functions).
export default endpoint(['GET', 'PATCH', 'DELETE'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('images', user.id);
  const url = new URL(req.url);
  const path = url.pathname.replace(/\/$/, '');
  if (path === COLLECTION) {
    if (req.method !== 'GET') throw new HttpError(405, `Method ${req.method} is not allowed here.`, { Allow: 'GET' });
    const [images, profile, used] = await Promise.all([
      listImages(user.id, searchOf(url)),
      loadProfile(user.id),
      usedToday(user.id, 'image'),
    ]);
    return json({ images, quota: { used, limit: dailyImageLimit(profile.subscription_status) } } satisfies ImageList);
  }
  const id = imageIdOf(path.slice(COLLECTION.length + 1));
  if (req.method === 'PATCH') {
    const { alt } = await parseBody(req, UpdateImageRequestSchema);
    return json({ image: await updateAlt(user.id, id, alt) });
  }
  if (req.method === 'DELETE') {
    await deleteImage(user.id, id);
    return new Response(null, { status: 204 });
  }
  throw new HttpError(405, `Method ${req.method} is not allowed here.`, { Allow: 'PATCH, DELETE' });
});

// Literal strings: Netlify reads config.path from the source without running it.
// /api/images/generate and /api/images/uploads are their own functions (sharp and the model SDK live there).
export const config: Config = { path: ['/api/images', '/api/images/:id'], excludedPath: ['/api/images/generate', '/api/images/uploads'] };
