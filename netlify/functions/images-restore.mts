import type { Config } from '@netlify/functions';
import type { GeneratedImageSchema } from '#domain/images-contract.ts';
import type * as v from 'valibot';
import { authenticate } from '../lib/auth.ts';
import { endpoint, json } from '../lib/http.ts';
import { imageIdOf } from '../lib/images/library.ts';
import { restoreVersion } from '../lib/images/versions.ts';
import { enforceRate } from '../lib/limits.ts';

// Editing in My images (docs/api.md): an older version copied to a new newest one
// (no body); the versions in between stay.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('images', user.id);
  const id = imageIdOf(new URL(req.url).pathname.split('/')[3]);
  return json({ image: await restoreVersion(user.id, id) } satisfies v.InferOutput<typeof GeneratedImageSchema>, 201);
});

export const config: Config = { path: '/api/images/:id/restore' };
