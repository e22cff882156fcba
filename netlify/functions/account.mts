import type { Config } from '@netlify/functions';
import type { AccountDeleted } from '#domain/account-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { serviceClient } from '../lib/db.ts';
import { removeAllDocumentObjects } from '../lib/documents/library.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { removeAllImageObjects } from '../lib/images/library.ts';
import { removeAllPublicCopies } from '../lib/images/public-copy.ts';
import { enforceRate } from '../lib/limits.ts';

// Deletes the caller's account: the auth user, and with it (foreign keys with
// on delete cascade, every migration) every row of theirs: profile, chats and
// answers, usage counters, payments, images. Stored files' and images' bytes are not rows of theirs:
// they are removed first. Only ever the caller's own account.
export default endpoint(['DELETE'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('me', user.id);
  await Promise.all([removeAllDocumentObjects(user.id), removeAllImageObjects(user.id), removeAllPublicCopies(user.id)]);
  const { error } = await serviceClient().auth.admin.deleteUser(user.id);
  // A token issued before the deletion is still signed and unexpired.
  if (error?.status === 404) throw new HttpError(404, 'This account no longer exists.');
  if (error) throw new Error(`account deletion failed: ${error.status ?? ''} ${error.message}`);
  console.log(`[account] deleted a user account`);
  return json({ deleted: true } satisfies AccountDeleted);
});

export const config: Config = { path: '/api/account' };
