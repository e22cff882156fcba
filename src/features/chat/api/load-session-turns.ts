// The turns of one saved chat session as the chat shows them, straight from Supabase
// under RLS: the branch on screen (chat_sessions.current_turn_id and the turns above
// it, oldest first), each with the versions of its question (its siblings).
import { parseStoredAnswers, parseStoredMerge } from '../../../domain/chat-contract';
import { toModelResponse } from '../../../domain/chat-stream';
import { loadAuthClient } from '../../../lib/auth-client';
import type { ChatTurn } from '../conversation';

interface TurnRow {
  id: string;
  parent_id: string | null;
  question: string;
  responses: unknown;
  synthesized: string | null;
  merged: unknown;
  created_at: string;
}

/**
 * The branch that ends at `leafId` (the newest turn when it is not one of the rows),
 * oldest first. Rows come oldest first, so siblings are in the order they were asked.
 */
export function branchOf(rows: readonly TurnRow[], leafId: string | null): { row: TurnRow; versions: string[] }[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const siblings = new Map<string | null, string[]>();
  for (const row of rows) siblings.set(row.parent_id, [...(siblings.get(row.parent_id) ?? []), row.id]);
  const branch: { row: TurnRow; versions: string[] }[] = [];
  const seen = new Set<string>();
  for (let row = byId.get(leafId ?? '') ?? rows.at(-1); row && !seen.has(row.id); row = byId.get(row.parent_id ?? '')) {
    seen.add(row.id);
    const versions = siblings.get(row.parent_id) ?? [row.id];
    branch.unshift({ row, versions: versions.length > 1 ? versions : [] });
  }
  return branch;
}

export async function loadSessionTurns(sessionId: string): Promise<ChatTurn[]> {
  const supabase = await loadAuthClient();
  const [turns, session] = await Promise.all([
    supabase
      .from('chat_turns')
      .select('id, parent_id, question, responses, synthesized, merged, created_at')
      .eq('session_id', sessionId)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
    supabase.from('chat_sessions').select('current_turn_id').eq('id', sessionId).maybeSingle(),
  ]);
  if (turns.error) throw new Error(turns.error.message);
  if (session.error) throw new Error(session.error.message);
  return branchOf(turns.data, session.data?.current_turn_id ?? null).map(({ row, versions }, index) => {
    const timestamp = Date.parse(row.created_at) || Date.now() + index;
    return {
      id: timestamp,
      question: row.question,
      responses: parseStoredAnswers(row.responses).map((answer) => toModelResponse(answer, timestamp)),
      synthesized: row.synthesized,
      merged: parseStoredMerge(row.merged),
      serverId: row.id,
      parentId: row.parent_id,
      versions,
      streaming: false,
      stopped: false,
      demo: false,
    };
  });
}
