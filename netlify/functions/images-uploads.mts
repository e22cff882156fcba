import type { Config } from '@netlify/functions';
import { BeginImageUploadSchema } from '#domain/images-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { beginImageUpload } from '../lib/images/upload.ts';
import { enforceRate } from '../lib/limits.ts';

// Uploading to My images (docs/api.md), step 1: the image's name, size and first
// bytes; refused from those (type, 20 MB, 40 megapixels when the head says them) or
// answered with a signed upload URL the browser puts the bytes to. Step 2 is
// POST /api/images/uploads/:id/finish (images-uploads-finish.mts).
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('images', user.id);
  return json(await beginImageUpload(user.id, await parseBody(req, BeginImageUploadSchema)), 201);
});

export const config: Config = { path: '/api/images/uploads' };
