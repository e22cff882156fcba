import type { Config } from '@netlify/functions';
import { TransformImageRequestSchema, type GeneratedImageSchema } from '#domain/images-contract.ts';
import type * as v from 'valibot';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { imageIdOf } from '../lib/images/library.ts';
import { transformImage } from '../lib/images/transform.ts';
import { enforceRate } from '../lib/limits.ts';

// Editing in My images (docs/api.md): rotate, flip, crop and resize an image without
// AI, as a new version of it. Not counted against any quota.
export default endpoint(['POST'], async (req, _context, timing) => {
  const user = await authenticate(req);
  await enforceRate('images', user.id);
  const id = imageIdOf(new URL(req.url).pathname.split('/')[3]);
  const body = await parseBody(req, TransformImageRequestSchema);
  const image = await timing.time('image', transformImage(user.id, id, body));
  return json({ image } satisfies v.InferOutput<typeof GeneratedImageSchema>, 201);
});

export const config: Config = { path: '/api/images/:id/transform' };
