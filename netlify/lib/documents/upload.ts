// The first step of an upload: the server types the file by its first bytes and
// takes its place under the plan (begin_document, the profile locked) before any
// storage is spent, then hands the browser a signed upload URL for exactly that
// object. The browser puts the bytes straight into Storage (a function takes at
// most 6 MB a request); POST /api/files/:id/process reads them.
import { FILE_HEAD_BYTES, FILE_LIMITS, FILE_MESSAGES, type BeginUpload, type BeginUploadResponse } from '#domain/files-contract.ts';
import { serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { kindOfHead } from './sniff.ts';
import { DOCUMENTS_BUCKET, loadDocument, publicRow } from './library.ts';

const MIB = 1024 * 1024;

function headBytes(head: string): Uint8Array {
  const bytes = Buffer.from(head, 'base64');
  if (bytes.length > FILE_HEAD_BYTES) throw new HttpError(400, `head: at most ${FILE_HEAD_BYTES} bytes.`);
  return new Uint8Array(bytes);
}

export async function beginUpload(userId: string, request: BeginUpload & { name: string }): Promise<BeginUploadResponse> {
  const { name, size } = request;
  const head = headBytes(request.head);
  if (size === 0 || head.length === 0) throw new HttpError(400, FILE_MESSAGES.empty(name));
  if (size > FILE_LIMITS.pro.bytes) throw new HttpError(413, FILE_MESSAGES.tooLarge(name, FILE_LIMITS.pro.bytes / MIB));
  const sniffed = kindOfHead(head, name);
  if ('refusal' in sniffed) throw new HttpError(415, sniffed.refusal);

  const begun = await serviceClient().rpc('begin_document', {
    p_user_id: userId,
    p_name: name,
    p_kind: sniffed.kind,
    p_size: size,
    p_free_files: FILE_LIMITS.free.files,
    p_free_bytes: FILE_LIMITS.free.bytes,
    p_pro_files: FILE_LIMITS.pro.files,
    p_pro_bytes: FILE_LIMITS.pro.bytes,
  });
  if (begun.error) {
    // the plan's limits, in the words the function raised
    if (begun.error.code === '54000') throw new HttpError(413, begun.error.message);
    if (begun.error.code === '53400') throw new HttpError(403, begun.error.message);
    if (begun.error.code === '23514') throw new HttpError(400, 'The file name cannot be used: rename the file and try again.');
    throw new Error(`begin_document failed: ${begun.error.code} ${begun.error.message}`);
  }
  const document = await loadDocument(userId, begun.data);
  const signed = await serviceClient().storage.from(DOCUMENTS_BUCKET).createSignedUploadUrl(document.object_path);
  if (signed.error) throw new Error(`signed upload URL failed: ${signed.error.message}`);
  return { document: publicRow(document), upload: { bucket: DOCUMENTS_BUCKET, path: signed.data.path, token: signed.data.token } };
}
