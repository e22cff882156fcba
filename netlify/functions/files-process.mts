import type { Config } from '@netlify/functions';
import { authenticate } from '../lib/auth.ts';
import { handOffReading } from '../lib/documents/hand-off.ts';
import { documentIdOf, publicRow, storedSize } from '../lib/documents/library.ts';
import { claimDocument, READ_IN_BACKGROUND, READ_IN_REQUEST_MAX_BYTES, readDocument } from '../lib/documents/process.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';

// After the browser put a file's bytes into Storage: read it into passages. A small
// file is read here (200, Ready or Failed); a larger one, or a scan the owner's
// vision model reads, goes to the background function (202, Processing: the list
// shows when it is done). Calling it again is harmless: a file is read once.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('files', user.id);
  const id = documentIdOf(new URL(req.url).pathname.split('/')[3]);
  const { claimed, current } = await claimDocument(user.id, id);
  if (!claimed) return json({ document: publicRow(current) }, current.status === 'processing' ? 202 : 200);
  const inBackground = async () => {
    await handOffReading(req.url, req.headers.get('authorization') ?? '', id);
    return json({ document: publicRow(claimed) }, 202);
  };
  // what arrived decides, not the size the browser declared
  if (((await storedSize(claimed.object_path)) ?? 0) > READ_IN_REQUEST_MAX_BYTES) return inBackground();
  const read = await readDocument(claimed, 'request');
  return read === READ_IN_BACKGROUND ? inBackground() : json({ document: read });
});

export const config: Config = { path: '/api/files/:id/process' };
