import type { Config } from '@netlify/functions';
import { BeginUploadSchema } from '#domain/files-contract.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { deleteDocument, documentIdOf, documentPassages, listDocuments } from '../lib/documents/library.ts';
import { beginUpload } from '../lib/documents/upload.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';

const COLLECTION = '/api/files';

/** ?page=N as a page number; null without one. */
function pageOf(url: URL): number | null {
  const page = url.searchParams.get('page');
  if (page === null) return null;
  if (!/^[1-9]\d{0,5}$/.test(page)) throw new HttpError(400, 'page: must be a page number (1 or more).');
  return Number(page);
}

// My files (docs/api.md): GET the list; POST starts an upload (typed by its first
// bytes, placed under the plan, a signed upload URL back); GET one file's passages
// (of a page); DELETE one file with its bytes, passages and chat attachments.
export default endpoint(['GET', 'POST', 'DELETE'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('files', user.id);
  const url = new URL(req.url);
  const path = url.pathname.replace(/\/$/, '');
  if (path === COLLECTION) {
    if (req.method === 'GET') return json(await listDocuments(user.id));
    if (req.method === 'POST') return json(await beginUpload(user.id, await parseBody(req, BeginUploadSchema)), 201);
    throw new HttpError(405, `Method ${req.method} is not allowed here.`, { Allow: 'GET, POST' });
  }
  const id = documentIdOf(path.slice(COLLECTION.length + 1));
  if (req.method === 'GET') return json(await documentPassages(user.id, id, pageOf(url)));
  if (req.method === 'DELETE') {
    await deleteDocument(user.id, id);
    return new Response(null, { status: 204 });
  }
  throw new HttpError(405, `Method ${req.method} is not allowed here.`, { Allow: 'GET, DELETE' });
});

// Literal strings: Netlify reads config.path from the source without running it.
export const config: Config = { path: ['/api/files', '/api/files/:id'] };
