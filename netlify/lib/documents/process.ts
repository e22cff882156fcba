// Reading an uploaded file: its bytes are fetched from Storage, checked again in
// full (type, size under the plan), read into passages (extract.ts) and indexed in
// document_chunks. A refused or unreadable file keeps its row as "Failed" with the
// reason and loses its bytes: nothing refused stays stored. A file that is read
// stays stored without its metadata (author, company, editing software...): the clean
// copy replaces the upload before the file says Ready. Small files are read in the
// request; larger ones by a background function (15 minutes on Netlify).
import { messageOf } from '#domain/error-message.ts';
import { type DocumentKind, FILE_MESSAGES, type DocumentRow } from '#domain/files-contract.ts';
import { serviceClient } from '../db.ts';
import { loadProfile } from '../profile.ts';
import { chunkSections } from './chunk.ts';
import { DocumentRefused, extractDocument, type ExtractedDocument, ScannedPdf } from './extract.ts';
import { DOCUMENTS_BUCKET, fileLimitFor, loadDocument, publicRow, removeObjects, type StoredDocument } from './library.ts';
import { officeWithoutMetadata } from './office-metadata.ts';
import { pdfWithoutMetadata } from './pdf-metadata.ts';
import { canReadScans, readScannedPdf } from './scanned-pdf.ts';
import { storePassageVectors } from './vectors.ts';

const MIB = 1024 * 1024;
/** Files up to this size are read in the request (a synchronous function has 10 seconds on Netlify). */
export const READ_IN_REQUEST_MAX_BYTES = 1 * MIB;
/** Where a file is read: within a request, or in the background function. */
export type ReadPlace = 'request' | 'background';
/** How long reading may take in each place. */
export const READ_DEADLINE_MS: Record<ReadPlace, number> = { request: 8_000, background: 5 * 60_000 };
/** How long making the passages' vectors may take in each place (a failure leaves search by words). */
const EMBED_TIMEOUT_MS: Record<ReadPlace, number> = { request: 4_000, background: 2 * 60_000 };
/** A vision model's reading of a scanned PDF's pages (the background function only). */
const SCAN_READ_TIMEOUT_MS = 4 * 60_000;
/** What the request's reader answers for a scan the owner's model can read: the background function reads it. */
export const READ_IN_BACKGROUND = 'read in the background';
/** A run that has said "processing" this long died with its function: it may be taken again. */
const STALE_PROCESSING_MS = 15 * 60_000;
const CHUNK_ROWS_PER_INSERT = 500;

/**
 * Marks the owner's file as being read, once: only a file still waiting for its
 * bytes (or one whose reader died) is taken, so two calls never read it twice.
 * Null when it is already read, failed, or being read.
 */
export async function claimDocument(userId: string, id: string): Promise<{ claimed: StoredDocument | null; current: StoredDocument }> {
  const current = await loadDocument(userId, id);
  const stale = current.status === 'processing' && Date.now() - Date.parse(current.updated_at) > STALE_PROCESSING_MS;
  if (current.status !== 'uploading' && !stale) return { claimed: null, current };
  const { data, error } = await serviceClient()
    .from('documents')
    .update({ status: 'processing', updated_at: new Date().toISOString() })
    .eq('user_id', userId)
    .eq('id', id)
    .eq('status', current.status)
    .eq('updated_at', current.updated_at)
    .select('id');
  if (error) throw new Error(`document claim failed: ${error.message}`);
  if (!data.length) return { claimed: null, current: await loadDocument(userId, id) };
  return { claimed: { ...current, status: 'processing' }, current };
}

async function finish(
  userId: string,
  id: string,
  fields: { status: 'ready' | 'failed'; failure?: string; pages?: number | null; size_bytes?: number },
) {
  const { error } = await serviceClient()
    .from('documents')
    .update({ failure: null, ...fields, updated_at: new Date().toISOString() })
    .eq('user_id', userId)
    .eq('id', id);
  if (error) throw new Error(`document update failed: ${error.message}`);
}

async function fail(document: StoredDocument, failure: string): Promise<DocumentRow> {
  await removeObjects([document.object_path]);
  await finish(document.user_id, document.id, { status: 'failed', failure });
  return { ...publicRow(document), status: 'failed', failure };
}

async function storeChunks(document: StoredDocument, extracted: ExtractedDocument): Promise<void> {
  const chunks = serviceClient().from('document_chunks');
  const cleared = await chunks.delete().eq('document_id', document.id);
  if (cleared.error) throw new Error(`chunks clear failed: ${cleared.error.message}`);
  const rows = extracted.passages.map((passage, ordinal) => ({
    document_id: document.id,
    user_id: document.user_id,
    ordinal,
    page: passage.page,
    heading: passage.heading,
    content: passage.content,
  }));
  for (let start = 0; start < rows.length; start += CHUNK_ROWS_PER_INSERT) {
    const { error } = await chunks.insert(rows.slice(start, start + CHUNK_ROWS_PER_INSERT));
    if (error) throw new Error(`chunks insert failed: ${error.message}`);
  }
}

/** The file's bytes without their metadata; null when there is none to take out. */
async function withoutMetadata(bytes: Uint8Array, kind: DocumentKind, name: string): Promise<Uint8Array | null> {
  switch (kind) {
    case 'pdf':
      return pdfWithoutMetadata(bytes);
    case 'docx':
    case 'xlsx':
      return officeWithoutMetadata(bytes, name);
    // Plain text, Markdown, CSV and HTML have no metadata container: what they say is
    // their text, which is what the owner keeps them for (an HTML <meta> is text too).
    case 'csv':
    case 'txt':
    case 'md':
    case 'html':
      return null;
  }
}

/**
 * Stores the clean copy over the upload (same path, so the file keeps its place).
 * A file the rewriting cannot open although it was just read (a PDF pdf-lib cannot
 * parse, an encrypted one, an Office part in an odd encoding: rare) stays as it came
 * and is logged: its text is already read and is what the owner uploaded it for, and
 * refusing it would cost them a file they can do nothing to fix, while its bytes stay
 * in their private folder, readable by them and the server alone. A failed upload
 * throws, so the file is not Ready with its metadata.
 */
async function storeWithoutMetadata(document: StoredDocument, kind: DocumentKind, bytes: Uint8Array, contentType: string): Promise<void> {
  let clean: Uint8Array | null;
  try {
    clean = await withoutMetadata(bytes, kind, document.name);
  } catch (error) {
    console.error(`[files] a ${kind} file is kept with its metadata, which could not be taken out: ${messageOf(error, String(error))}`);
    return;
  }
  if (clean === null) return;
  const { error } = await serviceClient()
    .storage.from(DOCUMENTS_BUCKET)
    .upload(document.object_path, new Blob([clean as Uint8Array<ArrayBuffer>], { type: contentType }), { upsert: true, contentType });
  if (error) throw new Error(`storing the file without its metadata failed: ${error.message}`);
}

/**
 * Reads a claimed file to the end: Ready with its passages, or Failed with the reason
 * and no bytes kept. A scanned PDF whose owner has a key that reads pages is read by
 * that model in the background function; the request's reader answers READ_IN_BACKGROUND.
 */
export async function readDocument(document: StoredDocument, place: ReadPlace): Promise<DocumentRow | typeof READ_IN_BACKGROUND> {
  const [profile, download] = await Promise.all([
    loadProfile(document.user_id),
    serviceClient().storage.from(DOCUMENTS_BUCKET).download(document.object_path),
  ]);
  if (download.error) return fail(document, FILE_MESSAGES.notUploaded(document.name));
  const bytes = new Uint8Array(await download.data.arrayBuffer());
  const limit = fileLimitFor(profile.subscription_status);
  if (bytes.length > limit.bytes) return fail(document, FILE_MESSAGES.tooLarge(document.name, limit.bytes / MIB));
  if (bytes.length === 0) return fail(document, FILE_MESSAGES.empty(document.name));
  let extracted: ExtractedDocument;
  try {
    extracted = await extractDocument(bytes, document.name, { deadlineMs: READ_DEADLINE_MS[place] });
  } catch (error) {
    if (error instanceof ScannedPdf && place === 'request' && (await canReadScans(document.user_id))) return READ_IN_BACKGROUND;
    try {
      if (error instanceof ScannedPdf) extracted = await readScan(bytes, document, error.pages);
      else throw error;
    } catch (refusal) {
      if (refusal instanceof DocumentRefused) return fail(document, refusal.message);
      console.error(`[files] reading a ${document.kind} file failed: ${messageOf(refusal, String(refusal))}`);
      return fail(document, FILE_MESSAGES.unreadable(document.name));
    }
  }
  if (extracted.kind !== document.kind) return fail(document, FILE_MESSAGES.notItsType(document.name, document.kind));
  // size_bytes stays what was uploaded: the plan counts files and each one's uploaded
  // size (begin_document), never the stored bytes, and the owner knows their file by it.
  await Promise.all([
    storeWithoutMetadata(document, extracted.kind, bytes, download.data.type || 'application/octet-stream'),
    (async () => {
      await storeChunks(document, extracted);
      await storePassageVectors(document, extracted.passages, EMBED_TIMEOUT_MS[place]);
    })(),
  ]);
  await finish(document.user_id, document.id, { status: 'ready', pages: extracted.pages, size_bytes: bytes.length });
  return { ...publicRow(document), status: 'ready', failure: null, pages: extracted.pages, size_bytes: bytes.length };
}

/** A scan's pages as read by the owner's vision model, cut into passages. */
async function readScan(bytes: Uint8Array, document: StoredDocument, pages: number): Promise<ExtractedDocument> {
  const sections = await readScannedPdf(bytes, document.name, pages, document.user_id, SCAN_READ_TIMEOUT_MS);
  return { kind: 'pdf', pages, passages: chunkSections(sections, document.name) };
}
