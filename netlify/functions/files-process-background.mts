import * as v from 'valibot';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { loadDocument } from '../lib/documents/library.ts';
import { READ_IN_BACKGROUND, readDocument } from '../lib/documents/process.ts';
import { endpoint, json } from '../lib/http.ts';

// A background function (the "-background" name: Netlify answers 202 at once and
// gives it 15 minutes): reads one large file that POST /api/files/:id/process
// claimed, with the owner's token, so it reads only the owner's files.
const ReadRequestSchema = v.object({
  document_id: v.pipe(v.string('document_id must be text.'), v.uuid('document_id must be a file id.')),
});

export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  const { document_id } = await parseBody(req, ReadRequestSchema);
  const document = await loadDocument(user.id, document_id);
  // only a file its request claimed (and did not read) is read here
  if (document.status !== 'processing') return json({ document: document.status });
  const read = await readDocument(document, 'background');
  return json({ status: read === READ_IN_BACKGROUND ? 'processing' : read.status });
});
