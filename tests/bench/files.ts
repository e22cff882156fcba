// `npm run bench:files`: My files' retrieval in PostgreSQL, against its bars: the
// passage search over 5,000 passages of one user (p50 bar 50 ms), and what a chat
// question with three files attached spends finding its passages (measured alone
// here; the chat asks it inside chat_admission, the gate's own round trip; bar 25 ms). Runs on
// Debian's PostgreSQL through the local Supabase, as the db-postgres tests do. The
// search by words and meaning runs where pgvector is (Debian has none for PostgreSQL
// 15): on the local Supabase's PGlite, WebAssembly and so slower than a server.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as filesProcess from '../../netlify/functions/files-process.mts';
import * as files from '../../netlify/functions/files.mts';
import { passagesForQuestion } from '../../netlify/lib/documents/chat-passages.ts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { repoRoot } from '../../supabase/local/config.ts';
import { ensureTemplate } from '../../supabase/local/postgres-database.ts';
import { readSchemaParts } from '../../supabase/local/schema.ts';
import { startLocalSupabase } from '../../supabase/local/server.ts';
import { startFunctionHost } from '../fixtures/function-host.ts';
import { findPostgresBinaries, MISSING_POSTGRES, startPostgresServer } from '../fixtures/postgres-server.ts';

const PASSAGES = 5_000;
const FILES = 3;
const RUNS = 200;
const QUESTIONS = [
  'How many days of paid holiday do staff get?',
  'What happens when a payment is refunded?',
  'How do I publish my website?',
  'Which models can answer in the chat?',
  'What does the free plan include?',
  'summarize this',
];
// Real English with a product's vocabulary: the sentences of the project's own docs
// (user guide, API and architecture), dealt into passages of about 1,400 characters.
const SENTENCES = readdirSync(path.join(repoRoot, 'docs'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.md'))
  .flatMap((file) => readFileSync(path.join(repoRoot, 'docs', file), 'utf8').split(/(?<=[.!?])\s+/))
  .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
  .filter((sentence) => sentence.length > 30);

function passageText(seed: number): string {
  let text = '';
  let value = seed * 2654435761;
  while (text.length < 1_400) {
    value = (value * 1103515245 + 12345) >>> 0;
    text += `${SENTENCES[value % SENTENCES.length]} `;
  }
  return text.trim();
}

const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

/** A vector of 1536 numbers, the same for the same seed: what the fused search compares. */
function randomVector(seed: number): string {
  let value = seed * 2654435761;
  const numbers = Array.from({ length: 1536 }, () => {
    value = (value * 1103515245 + 12345) >>> 0;
    return (value / 2 ** 32 - 0.5).toFixed(5);
  });
  return `[${numbers.join(',')}]`;
}

type Local = Awaited<ReturnType<typeof startLocalSupabase>>;

/** One user with PASSAGES passages of real English in FILES ready files (and their vectors when asked), all attached to the chat 'bench'. */
async function seedPassages(local: Local, withVectors: boolean) {
  const admin = createServerClient(local.url, local.serviceRoleKey);
  const created = await admin.auth.admin.createUser({
    email: `bench-files-${Date.now()}@example.com`,
    password: 'bench-password',
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const userId = created.data.user.id;
  const documentIds: string[] = [];
  for (let file = 0; file < FILES; file += 1) {
    const { rows } = await local.db.query<{ id: string }>(
      `insert into public.documents (user_id, name, kind, size_bytes, status, pages, object_path)
       values ($1::uuid, $2, 'pdf', 1000000, 'ready', $3, $1::text || '/' || $2) returning id`,
      [userId, `handbook-${file + 1}.pdf`, Math.ceil(PASSAGES / FILES / 3)],
    );
    documentIds.push(rows[0]!.id);
  }
  await local.db.query(
    `insert into public.document_chunks (document_id, user_id, ordinal, page, heading, content)
     select ($2::uuid[])[1 + n % $3], $1, n, 1 + n / 3, 'Section ' || n, t.content
     from unnest($4::text[]) with ordinality as t(content, k), lateral (select (t.k - 1)::int as n) as i`,
    [userId, documentIds, FILES, Array.from({ length: PASSAGES }, (_, n) => passageText(n + 1))],
  );
  if (withVectors)
    for (let start = 0; start < PASSAGES; start += 250)
      await local.db.query(
        `update public.document_chunks c set embedding = v.vector::extensions.vector
         from unnest($2::int[], $3::text[]) as v(ordinal, vector)
         where c.user_id = $1 and c.ordinal = v.ordinal`,
        [userId, Array.from({ length: 250 }, (_, i) => start + i), Array.from({ length: 250 }, (_, i) => randomVector(start + i + 1))],
      );
  await local.db.query('analyze public.document_chunks');
  const attached = await admin
    .from('chat_files')
    .insert(documentIds.map((id) => ({ user_id: userId, session_id: 'bench', document_id: id })));
  if (attached.error) throw attached.error;
  return { admin, userId, email: created.data.user.email!, documentIds };
}

// Search by words and meaning, on PGlite with pgvector.
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-files-vectors-'));
  const local = await startLocalSupabase({ port: 0, dataDir, log: () => {} });
  try {
    const { userId, documentIds } = await seedPassages(local, true);
    const fused: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await local.db.query('select * from public.search_document_chunks($1, $2, $3, 6, $4)', [
        userId,
        documentIds,
        QUESTIONS[run % QUESTIONS.length],
        randomVector(100_000 + run),
      ]);
      fused.push(performance.now() - started);
    }
    console.log(
      `passage search by words and meaning on PGlite with pgvector, ${PASSAGES} passages with vectors in ${FILES} files, ${RUNS} questions: p50 ${percentile(fused, 0.5).toFixed(1)} ms, p99 ${percentile(fused, 0.99).toFixed(1)} ms (bar: p50 50 ms)`,
    );
  } finally {
    await local.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const binaries = findPostgresBinaries();
if (!binaries) throw new Error(MISSING_POSTGRES);
const server = await startPostgresServer(binaries);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-files-'));
try {
  await ensureTemplate(
    server.url,
    readSchemaParts(path.join(repoRoot, 'supabase', 'migrations'), path.join(repoRoot, 'supabase', 'seed.sql')),
    () => {},
  );
  const local = await startLocalSupabase({ port: 0, dataDir, log: () => {}, database: { postgresUrl: server.url } });
  Object.assign(process.env, {
    SUPABASE_URL: local.url,
    SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey,
    SUPABASE_ANON_KEY: local.anonKey,
  });
  const { userId, email, documentIds } = await seedPassages(local, false);

  const sql: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await local.db.query('select * from public.search_document_chunks($1, $2, $3, 6)', [
      userId,
      documentIds,
      QUESTIONS[run % QUESTIONS.length],
    ]);
    sql.push(performance.now() - started);
  }
  console.log(
    `passage search in PostgreSQL ${server.version}, ${PASSAGES} passages in ${FILES} files, ${RUNS} questions: p50 ${percentile(sql, 0.5).toFixed(1)} ms, p99 ${percentile(sql, 0.99).toFixed(1)} ms (bar: p50 50 ms)`,
  );

  const chat: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await passagesForQuestion(userId, 'bench', QUESTIONS[run % QUESTIONS.length]!);
    chat.push(performance.now() - started);
  }
  const none: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await passagesForQuestion(userId, 'no-files', QUESTIONS[run % QUESTIONS.length]!);
    none.push(performance.now() - started);
  }
  console.log(
    `a chat question's passages over HTTP (chat_files, then the search), 3 files attached: p50 ${percentile(chat, 0.5).toFixed(1)} ms, p99 ${percentile(chat, 0.99).toFixed(1)} ms; no files: p50 ${percentile(none, 0.5).toFixed(1)} ms (alone; the chat asks it inside chat_admission's round trip; bar: 25 ms added)`,
  );

  // A 100-page PDF from the browser's first call to Ready (bar: 20 s): begin, the bytes
  // through the signed upload URL, then the reading (in the request: it is 108 KB).
  const host = await startFunctionHost({ functions: [files, filesProcess] });
  const anon = createServerClient(local.url, local.anonKey);
  const signedIn = await anon.auth.signInWithPassword({ email, password: 'bench-password' });
  if (signedIn.error) throw signedIn.error;
  const token = signedIn.data.session.access_token;
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let pageNumber = 1; pageNumber <= 100; pageNumber += 1) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1)
      page.drawText(SENTENCES[(pageNumber * 40 + line) % SENTENCES.length]!.replace(/[^\x20-\x7e]/g, '').slice(0, 90), {
        x: 40,
        y: 800 - line * 19,
        size: 10,
        font,
      });
  }
  const bytes = await pdf.save();
  const api = (path: string, body?: unknown) =>
    fetch(`${host.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  const readies: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const begun = (await (
      await api('/api/files', {
        name: `manual-${run}.pdf`,
        size: bytes.length,
        head: Buffer.from(bytes.subarray(0, 4096)).toString('base64'),
      })
    ).json()) as {
      document: { id: string };
      upload: { path: string; token: string };
    };
    const put = await anon.storage
      .from('documents')
      .uploadToSignedUrl(begun.upload.path, begun.upload.token, new Blob([bytes as Uint8Array<ArrayBuffer>]));
    if (put.error) throw put.error;
    const processed = (await (await api(`/api/files/${begun.document.id}/process`)).json()) as {
      document: { status: string; failure: string | null };
    };
    if (processed.document.status !== 'ready')
      throw new Error(`the 100-page PDF is ${processed.document.status}: ${processed.document.failure}`);
    readies.push(performance.now() - started);
  }
  console.log(
    `a 100-page PDF (${Math.round(bytes.length / 1024)} KB) from the first call to Ready, 3 runs: ${readies.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (bar: 20 s)`,
  );
  await host.close();
  await local.close();
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
