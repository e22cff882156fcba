import type { Config } from '@netlify/functions';
import { FinishImageUploadSchema, type GeneratedImageSchema } from '#domain/images-contract.ts';
import type * as v from 'valibot';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { finishImageUpload, uploadIdOf } from '../lib/images/upload.ts';
import { enforceRate } from '../lib/limits.ts';

// Uploading to My images (docs/api.md), step 3, after the browser put the bytes into
// Storage: cleaned (EXIF and GPS removed, turned upright, a thumbnail) and stored as
// an uploaded image, or refused in the owner's words; the raw upload is removed either way.
export default endpoint(['POST'], async (req, _context, timing) => {
  const user = await authenticate(req);
  await enforceRate('images', user.id);
  const id = uploadIdOf(new URL(req.url).pathname.split('/')[4]);
  const { name } = await parseBody(req, FinishImageUploadSchema);
  const image = await timing.time('image', finishImageUpload(user.id, id, name));
  return json({ image } satisfies v.InferOutput<typeof GeneratedImageSchema>, 201);
});

export const config: Config = { path: '/api/images/uploads/:id/finish' };
