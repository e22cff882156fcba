import type { Config } from '@netlify/functions';
import type { ImageVersions } from '#domain/images-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { endpoint, json } from '../lib/http.ts';
import { imageIdOf } from '../lib/images/library.ts';
import { listVersions } from '../lib/images/versions.ts';
import { enforceRate } from '../lib/limits.ts';

// Editing in My images (docs/api.md): every version of an image, newest first.
export default endpoint(['GET'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('images', user.id);
  const id = imageIdOf(new URL(req.url).pathname.split('/')[3]);
  return json((await listVersions(user.id, id)) satisfies ImageVersions);
});

export const config: Config = { path: '/api/images/:id/versions' };
