// My files through the real endpoints and the real Storage API: an upload is typed
// by its first bytes and placed under the plan before any storage is spent, the
// browser's supabase-js puts the bytes through the signed upload URL, and reading
// them indexes passages (in the request, or in the background function for a large
// file). Refusals leave no object behind; another user and a visitor get nothing.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as filesProcessBackground from '../../netlify/functions/files-process-background.mts';
import * as filesProcess from '../../netlify/functions/files-process.mts';
import * as files from '../../netlify/functions/files.mts';
import { FILE_LIMITS, FILE_MESSAGES, type DocumentRow, type FileList, type FilePassages } from '../../src/domain/files-contract.ts';
import { HANDBOOK, headOf, uploadFile } from './file-uploads.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Body = Record<string, unknown> & { detail?: string };

let stack: FunctionTestStack;
beforeAll(async () => {
  delete process.env.AUTOMATION_BASE_URL;
  delete process.env.URL;
  stack = await startFunctionTestStack([files, filesProcess, { ...filesProcessBackground, name: 'files-process-background' }]);
});
afterAll(() => stack?.stop());

const call = <T = Body>(method: string, path: string, user: User | null, body?: unknown) =>
  stack.callJson<T & Body>(method, path, user, body);
const head = headOf;
const text = (value: string) => new TextEncoder().encode(value);
const upload = (user: User, name: string, bytes: Uint8Array, declaredSize = bytes.length) =>
  uploadFile(stack, user, name, bytes, declaredSize);

const storedObjects = async (user: User) =>
  (
    await stack.supabase.db.query<{ name: string }>(`select name from storage.objects where bucket_id = 'documents' and name like $1`, [
      `${user.id}/%`,
    ])
  ).rows;

describe('My files endpoints', () => {
  it('uploads, reads, lists, opens a page and deletes a file, bytes and all', async () => {
    const owner = await stack.createUser();
    const { begun, processed } = await upload(owner, 'handbook.md', text(HANDBOOK));
    expect(begun.status).toBe(201);
    expect(begun.body.document).toMatchObject({ name: 'handbook.md', kind: 'md', status: 'uploading' });
    expect(begun.body.upload.path).toBe(`${owner.id}/${begun.body.document.id}/handbook.md`);
    expect(processed?.status).toBe(200);
    expect(processed?.body.document).toMatchObject({ status: 'ready', failure: null });

    const listed = await call<FileList>('GET', '/api/files', owner);
    expect(listed.body.limit).toEqual(FILE_LIMITS.free);
    expect(listed.body.documents).toMatchObject([{ id: begun.body.document.id, name: 'handbook.md', status: 'ready' }]);

    const opened = await call<FilePassages>('GET', `/api/files/${begun.body.document.id}`, owner);
    expect(opened.status).toBe(200);
    expect(opened.body.passages.map((passage) => passage.content).join('\n')).toContain('Staff take 25 days of paid holiday a year.');
    expect(await storedObjects(owner)).toHaveLength(1);

    // asked again, it is not read twice
    expect((await call('POST', `/api/files/${begun.body.document.id}/process`, owner)).body).toMatchObject({
      document: { status: 'ready' },
    });

    expect((await stack.call(`/api/files/${begun.body.document.id}`, { method: 'DELETE', token: owner.accessToken })).status).toBe(204);
    expect((await call<FileList>('GET', '/api/files', owner)).body.documents).toEqual([]);
    expect(await storedObjects(owner)).toEqual([]);
    expect((await stack.supabase.db.query('select 1 from public.document_chunks where user_id = $1', [owner.id])).rows).toEqual([]);
  });

  it('refuses a file whose bytes are not its type, an empty one, one over the plan, and the file after the last place', async () => {
    const owner = await stack.createUser();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await upload(owner, 'invoice.pdf', png)).begun).toMatchObject({ status: 415, body: { detail: 'invoice.pdf is not a PDF.' } });
    expect((await upload(owner, 'empty.txt', new Uint8Array())).begun).toMatchObject({
      status: 400,
      body: { detail: FILE_MESSAGES.empty('empty.txt') },
    });
    const big = await call('POST', '/api/files', owner, { name: 'big.txt', size: 11 * 1024 * 1024, head: head(text('hello')) });
    expect(big).toMatchObject({ status: 413, body: { detail: FILE_MESSAGES.tooLarge('big.txt', 10) } });
    const bad = await call('POST', '/api/files', owner, { name: '../x.txt', size: 5, head: head(text('hello')) });
    expect(bad.status).toBe(400);

    for (let n = 0; n < FILE_LIMITS.free.files; n += 1)
      expect((await call('POST', '/api/files', owner, { name: `note-${n}.txt`, size: 5, head: head(text('hello')) })).status).toBe(201);
    const over = await call('POST', '/api/files', owner, { name: 'one-more.txt', size: 5, head: head(text('hello')) });
    expect(over).toMatchObject({ status: 403, body: { detail: FILE_MESSAGES.tooManyFiles(FILE_LIMITS.free.files) } });
    expect(await storedObjects(owner)).toEqual([]);
  });

  it('reads the real bytes: a size that lied about the plan fails and leaves no object', async () => {
    const owner = await stack.createUser();
    const bytes = text(`${'word '.repeat(2_200_000)}`); // 11 MB, declared as 100 bytes
    const { processed } = await upload(owner, 'sneaky.txt', bytes, 100);
    // over the request's reading size, so the background function read it
    expect(processed?.status).toBe(202);
    const done = await waitForStatus(owner, 'failed');
    expect(done.failure).toBe(FILE_MESSAGES.tooLarge('sneaky.txt', 10));
    expect(await storedObjects(owner)).toEqual([]);
  });

  it('reads a large file in the background function', async () => {
    const owner = await stack.createUser();
    const bytes = text(`${HANDBOOK}\n\n${'The roastery opens at seven and closes at six, every day of the week.\n\n'.repeat(18_000)}`);
    const { processed } = await upload(owner, 'long.md', bytes);
    expect(processed?.status).toBe(202);
    expect(processed?.body.document.status).toBe('processing');
    const done = await waitForStatus(owner, 'ready');
    expect(done.size_bytes).toBe(bytes.length);
    const passages = await stack.supabase.db.query<{ n: number }>(
      'select count(*)::int as n from public.document_chunks where document_id = $1',
      [done.id],
    );
    expect(passages.rows[0]!.n).toBeGreaterThan(10);
  });

  it('reads a PDF page by page, and refuses a scanned one without keeping its bytes', async () => {
    const owner = await stack.createUser();
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (const line of ['Welcome to Brewline.', 'Staff take 25 days of paid holiday a year.', 'Aprons are washed weekly.'])
      pdf.addPage([400, 300]).drawText(line, { x: 40, y: 200, size: 14, font });
    const { processed } = await upload(owner, 'handbook.pdf', await pdf.save());
    expect(processed?.body.document).toMatchObject({ kind: 'pdf', status: 'ready', pages: 3 });
    const page = await call<FilePassages>('GET', `/api/files/${processed?.body.document.id}?page=2`, owner);
    expect(page.body.passages).toMatchObject([{ page: 2, content: 'Staff take 25 days of paid holiday a year.' }]);

    const blank = await PDFDocument.create();
    blank.addPage([400, 300]);
    const scanned = await upload(owner, 'scan.pdf', await blank.save());
    expect(scanned.processed?.body.document).toMatchObject({ status: 'failed', failure: FILE_MESSAGES.scanned('scan.pdf') });
    expect(await storedObjects(owner)).toEqual([{ name: `${owner.id}/${processed?.body.document.id}/handbook.pdf` }]);
  });

  it('an upload that never arrived fails and says so', async () => {
    const owner = await stack.createUser();
    const begun = await call<{ document: DocumentRow }>('POST', '/api/files', owner, {
      name: 'lost.txt',
      size: 5,
      head: head(text('hello')),
    });
    const processed = await call<{ document: DocumentRow }>('POST', `/api/files/${begun.body.document.id}/process`, owner);
    expect(processed.body.document).toMatchObject({ status: 'failed', failure: FILE_MESSAGES.notUploaded('lost.txt') });
  });

  it('gives another user and a visitor nothing', async () => {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    const { begun } = await upload(owner, 'private.md', text(HANDBOOK));
    const id = begun.body.document.id;
    for (const [method, path] of [
      ['GET', `/api/files/${id}`],
      ['DELETE', `/api/files/${id}`],
      ['POST', `/api/files/${id}/process`],
    ] as const) {
      expect((await call(method, path, other)).status, `${method} ${path}`).toBe(404);
      expect((await call(method, path, null)).status, `${method} ${path}`).toBe(401);
    }
    expect((await call<FileList>('GET', '/api/files', other)).body.documents).toEqual([]);
    expect((await call('GET', '/api/files', null)).status).toBe(401);
    // nor through Storage itself
    const download = await stack.asUser(other).storage.from('documents').download(`${owner.id}/${id}/private.md`);
    expect(download.error).not.toBeNull();
    // and the background function reads only the caller's own files
    const background = await stack.call('/.netlify/functions/files-process-background', {
      method: 'POST',
      token: other.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ document_id: id }),
    });
    expect(background.status).toBe(202);
    expect((await call<FileList>('GET', '/api/files', owner)).body.documents).toMatchObject([{ id, status: 'ready' }]);
  });

  it('answers bad requests with a detail', async () => {
    const owner = await stack.createUser();
    expect((await call('GET', '/api/files/not-an-id', owner)).status).toBe(404);
    expect((await call('GET', '/api/files/00000000-0000-4000-8000-000000000000?page=zero', owner)).status).toBe(400);
    expect((await call('POST', '/api/files', owner, { name: 'x.txt' })).status).toBe(400);
    expect((await call('PATCH', '/api/files', owner, {})).status).toBe(405);
  });

  async function waitForStatus(user: User, status: 'ready' | 'failed'): Promise<DocumentRow> {
    for (;;) {
      const listed = await call<FileList>('GET', '/api/files', user);
      const document = listed.body.documents[0];
      if (document && document.status === status) return document;
      if (document && document.status !== 'processing') throw new Error(`the file is ${document.status}: ${document.failure}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
});
