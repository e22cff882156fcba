// The turns of one saved chat session as the chat shows them, straight from Supabase
// under RLS: the branch on screen (chat_sessions.current_turn_id and the turns above
// it, oldest first), each with the versions of its question (its siblings).
import { parseStoredAnswers, parseStoredMerge } from '../../../domain/chat-contract';
import { toModelResponse } from '../../../domain/chat-stream';
import { loadAuthClient } from '../../../lib/auth-client';
import { branchOf } from '../branch';
import type { ChatTurn } from '../conversation';

export async function loadSessionTurns(sessionId: string): Promise<ChatTurn[]> {
  const supabase = await loadAuthClient();
  const [turns, session] = await Promise.all([
    supabase
      .from('chat_turns')
      .select('id, parent_id, question, responses, synthesized, merged, created_at, image_id')
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
      imageId: row.image_id,
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
