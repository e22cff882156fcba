// My files as their owner sees them: the list with the plan's limits, one file's
// passages, and deleting a file (its object, its row; passages and chat attachments
// go with the row). Every query names the owner: the service-role client skips RLS.
import * as v from 'valibot';
import { DocumentSchema, FILE_LIMITS, type DocumentRow, type FileList, type FilePassages, type Passage } from '#domain/files-contract.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { HttpError } from '../http.ts';
import { loadProfile } from '../profile.ts';

export const DOCUMENTS_BUCKET = 'documents';
const COLUMNS = 'id, name, kind, size_bytes, pages, status, failure, created_at';
const NOT_FOUND = 'This file is not in My files. It may have been deleted.';

/** The plan's limits for a subscription status. */
export function fileLimitFor(status: string): FileList['limit'] {
  return status === 'paid' ? FILE_LIMITS.pro : FILE_LIMITS.free;
}

/** A path segment as a document id, 404 when it cannot be one. */
export function documentIdOf(segment: string | undefined): string {
  const id = v.safeParse(v.pipe(v.string(), v.uuid()), segment);
  if (!id.success) throw new HttpError(404, NOT_FOUND);
  return id.output;
}

export async function listDocuments(userId: string): Promise<FileList> {
  const [profile, rows] = await Promise.all([
    loadProfile(userId),
    serviceClient().from('documents').select(COLUMNS).eq('user_id', userId).order('created_at', { ascending: false }),
  ]);
  if (rows.error) throw new Error(`documents list failed: ${rows.error.message}`);
  return { documents: fromDatabase(v.array(DocumentSchema), rows.data, 'documents'), limit: fileLimitFor(profile.subscription_status) };
}

export interface StoredDocument extends DocumentRow {
  user_id: string;
  object_path: string;
  updated_at: string;
}

/** The owner's file with where its bytes are; 404 when it is not theirs or is gone. */
export async function loadDocument(userId: string, id: string): Promise<StoredDocument> {
  const { data, error } = await serviceClient()
    .from('documents')
    .select(`${COLUMNS}, object_path, updated_at`)
    .eq('user_id', userId)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`document read failed: ${error.message}`);
  if (!data) throw new HttpError(404, NOT_FOUND);
  const row = fromDatabase(DocumentSchema, data, 'document');
  return { ...row, user_id: userId, object_path: data.object_path, updated_at: data.updated_at };
}

/** The row as the owner's browser sees it (no storage path or bookkeeping). */
export function publicRow({ user_id: _user, object_path: _path, updated_at: _updated, ...row }: StoredDocument): DocumentRow {
  return row;
}

const PASSAGES_WITHOUT_PAGE = 200;

/** A file's passages on one page (all of them up to 200 without a page), in reading order. */
export async function documentPassages(userId: string, id: string, page: number | null): Promise<FilePassages> {
  const document = await loadDocument(userId, id);
  let query = serviceClient()
    .from('document_chunks')
    .select('ordinal, page, heading, content')
    .eq('user_id', userId)
    .eq('document_id', id)
    .order('ordinal')
    .limit(PASSAGES_WITHOUT_PAGE);
  if (page !== null) query = query.eq('page', page);
  const { data, error } = await query;
  if (error) throw new Error(`passages read failed: ${error.message}`);
  return { document: publicRow(document), passages: data as Passage[] };
}

/** The stored object's size in bytes (what arrived, not what the browser declared); null when nothing arrived. */
export async function storedSize(path: string): Promise<number | null> {
  const { data, error } = await serviceClient().storage.from(DOCUMENTS_BUCKET).info(path);
  if (error || typeof data?.size !== 'number') return null;
  return data.size;
}

/** Removes stored bytes; a missing object is already gone. */
export async function removeObjects(paths: string[]): Promise<void> {
  if (!paths.length) return;
  const { error } = await serviceClient().storage.from(DOCUMENTS_BUCKET).remove(paths);
  if (error) throw new Error(`storage remove failed: ${error.message}`);
}

/** Deletes the owner's file: the bytes first (a row without bytes can be deleted again; bytes without a row would be lost to sight). */
export async function deleteDocument(userId: string, id: string): Promise<void> {
  const document = await loadDocument(userId, id);
  await removeObjects([document.object_path]);
  const { error } = await serviceClient().from('documents').delete().eq('user_id', userId).eq('id', id);
  if (error) throw new Error(`document delete failed: ${error.message}`);
}

/** Every stored object of a user (before their account goes): the rows cascade, the bytes do not. */
export async function removeAllDocumentObjects(userId: string): Promise<void> {
  const { data, error } = await serviceClient().from('documents').select('object_path').eq('user_id', userId);
  if (error) throw new Error(`documents read failed: ${error.message}`);
  for (let start = 0; start < data.length; start += 100) await removeObjects(data.slice(start, start + 100).map((row) => row.object_path));
}
