// Realistic chat history for the search bench: questions, three model answers and
// usually a synthesis, written from the sentences of the project's own docs (real
// English prose with a natural spread of common and rare words, so a query matches
// as many turns as it would in a real history), picked by a seeded generator so
// every run measures the same rows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DatabaseBackend } from '../../supabase/local/db-backend.ts';

export interface BenchTurn {
  user_id: string;
  session_id: string;
  question: string;
  responses: { model_id: string; model: string; response: string; error: null }[];
  synthesized: string | null;
  merged: { model_id: string; model: string; mode: string; response: string } | null;
  created_at: string;
}

export interface BenchSession {
  user_id: string;
  id: string;
  title: string;
  updated_at: string;
}

const MODELS = [
  { model_id: 'gpt4', model: 'GPT-4o' },
  { model_id: 'claude', model: 'Claude 3.5 Sonnet' },
  { model_id: 'gemini', model: 'Gemini 1.5 Pro' },
];
const OPENERS = [
  'How do I',
  'What is the best way to',
  'Can you explain why',
  'Give me a plan to',
  'Why does',
  'Write a short note on how to',
];

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The docs' prose as sentences of 5 to 40 words: code, tables and link targets left out. */
export function docSentences(docsDir: string): string[] {
  const text = markdownFiles(docsDir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*\|.*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[`*#>[\]_]/g, ' ');
  return text
    .split(/(?<=[.!?])\s+|\n\s*\n/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => {
      const words = sentence.split(' ').length;
      return words >= 5 && words <= 40 && /^[A-Z]/.test(sentence);
    });
}

export function makeHistory(options: { userId: string; turns: number; turnsPerSession: number; sentences: string[]; seed: number }): {
  sessions: BenchSession[];
  turns: BenchTurn[];
} {
  const random = seededRandom(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const paragraph = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(options.sentences)).join(' ');
  const question = () => {
    const words = pick(options.sentences)
      .replace(/[.!?]+$/, '')
      .split(' ');
    const start = Math.floor(random() * Math.max(1, words.length - 12));
    return `${pick(OPENERS)} ${words
      .slice(start, start + 6 + Math.floor(random() * 10))
      .join(' ')
      .toLowerCase()}?`;
  };
  const sessions: BenchSession[] = [];
  const turns: BenchTurn[] = [];
  // A year of history, oldest first.
  const firstAt = Date.UTC(2025, 10, 25);
  const step = (365 * 24 * 3600 * 1000) / options.turns;
  for (let n = 0; n < options.turns; n += 1) {
    const sessionId = `s${options.seed}-${Math.floor(n / options.turnsPerSession)}`;
    const at = new Date(firstAt + n * step).toISOString();
    const asked = question();
    if (n % options.turnsPerSession === 0)
      sessions.push({ user_id: options.userId, id: sessionId, title: asked.slice(0, 120), updated_at: at });
    else sessions[sessions.length - 1]!.updated_at = at;
    const merge = random() < 0.1 ? pick(MODELS) : null;
    turns.push({
      user_id: options.userId,
      session_id: sessionId,
      question: asked,
      responses: MODELS.map((model) => ({ ...model, response: paragraph(3, 9), error: null })),
      synthesized: random() < 0.7 ? paragraph(2, 5) : null,
      merged: merge ? { ...merge, mode: 'fuse', response: paragraph(3, 6) } : null,
      created_at: at,
    });
  }
  return { sessions, turns };
}

export const USER_TURNS = 10_000;
export const OTHER_USERS = 10;
export const OTHER_TURNS = 2_000;

async function insertHistory(db: DatabaseBackend, sessions: BenchSession[], turns: BenchTurn[]) {
  for (let start = 0; start < sessions.length; start += 1000) {
    await db.query(
      `insert into public.chat_sessions (user_id, id, title, created_at, updated_at)
       select user_id, id, title, updated_at, updated_at from jsonb_to_recordset($1::jsonb) as s(user_id uuid, id text, title text, updated_at timestamptz)`,
      [JSON.stringify(sessions.slice(start, start + 1000))],
    );
  }
  for (let start = 0; start < turns.length; start += 500) {
    await db.query(
      `insert into public.chat_turns (user_id, session_id, question, responses, synthesized, merged, created_at)
       select user_id, session_id, question, responses, synthesized, merged, created_at
         from jsonb_to_recordset($1::jsonb) as t(user_id uuid, session_id text, question text, responses jsonb, synthesized text, merged jsonb, created_at timestamptz)`,
      [JSON.stringify(turns.slice(start, start + 500))],
    );
  }
}

/** The bench user's 10,000 turns and other users' rows, then fresh planner statistics. */
export async function seed(db: DatabaseBackend, docsDir: string): Promise<string> {
  const sentences = docSentences(docsDir);
  const users = Array.from({ length: OTHER_USERS + 1 }, () => randomUUID());
  await db.query(
    `insert into auth.users (id, email, aud, role, raw_user_meta_data, created_at)
     select id, 'bench-' || id || '@example.com', 'authenticated', 'authenticated', '{}'::jsonb, now() from unnest($1::uuid[]) as id`,
    [users],
  );
  for (const [index, userId] of users.entries()) {
    const history = makeHistory({ userId, turns: index === 0 ? USER_TURNS : OTHER_TURNS, turnsPerSession: 10, sentences, seed: index + 1 });
    await insertHistory(db, history.sessions, history.turns);
  }
  // As autovacuum would have left them: the GIN indexes' pending lists merged, the statistics fresh.
  for (const table of ['chat_turns', 'chat_sessions']) await db.exec(`vacuum analyze public.${table}`);
  return users[0]!;
}
