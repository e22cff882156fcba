import type { Config } from '@netlify/functions';
import { GenerateImageRequestSchema, GeneratedImageSchema } from '#domain/images-contract.ts';
import * as v from 'valibot';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { generateImage } from '../lib/images/generate.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';
import { loadUserChatKeys } from '../lib/settings/providers.ts';

// Images (docs/api.md): one model's image from a prompt, shape and style, stored in
// My images. The page sends one request per model, so each arrives when it is ready.
export default endpoint(['POST'], async (req, _context, timing) => {
  const user = await authenticate(req);
  await enforceRate('images', user.id);
  const body = await parseBody(req, GenerateImageRequestSchema);
  const [profile, keys] = await timing.time('keys', Promise.all([loadProfile(user.id), loadUserChatKeys(user.id)]));
  const image = await timing.time(
    'image',
    generateImage(body, { userId: user.id, tier: profile.subscription_status, keys, signal: req.signal }),
  );
  return json({ image } satisfies v.InferOutput<typeof GeneratedImageSchema>, 201);
});

export const config: Config = { path: '/api/images/generate' };
