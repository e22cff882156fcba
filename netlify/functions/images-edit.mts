import type { Config } from '@netlify/functions';
import { EditImageRequestSchema, IMAGE_MASK_MAX_BYTES, type GeneratedImageSchema } from '#domain/images-contract.ts';
import type * as v from 'valibot';
import { authenticate } from '../lib/auth.ts';
import { MAX_BODY_BYTES, parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { editImage } from '../lib/images/edit.ts';
import { imageIdOf } from '../lib/images/library.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { loadUserChatKeys } from '../lib/settings/providers.ts';

/** The body may carry a mask of IMAGE_MASK_MAX_BYTES in base64, beside the change. */
const EDIT_BODY_BYTES = Math.ceil(IMAGE_MASK_MAX_BYTES / 3) * 4 + MAX_BODY_BYTES;

// Editing in My images (docs/api.md): a change in words (and a mask of where to make
// it) sent with the image to an image model's edit endpoint; the answer is a new
// version of the image. Counted as a generation when the platform's key pays.
export default endpoint(['POST'], async (req, _context, timing) => {
  const user = await authenticate(req);
  await enforceRate('images', user.id);
  const id = imageIdOf(new URL(req.url).pathname.split('/')[3]);
  const body = await parseBody(req, EditImageRequestSchema, { maxBytes: EDIT_BODY_BYTES });
  const [profile, keys] = await timing.time('keys', Promise.all([loadProfile(user.id), loadUserChatKeys(user.id)]));
  const image = await timing.time(
    'image',
    editImage(id, body, { userId: user.id, tier: profile.subscription_status, keys, signal: req.signal }),
  );
  return json({ image } satisfies v.InferOutput<typeof GeneratedImageSchema>, 201);
});

export const config: Config = { path: '/api/images/:id/edit' };
