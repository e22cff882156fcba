// The turns of one saved chat session, oldest first, straight from Supabase under RLS.
import { parseStoredAnswers, parseStoredMerge } from '../../../domain/chat-contract';
import { toModelResponse } from '../../../domain/chat-stream';
import { loadAuthClient } from '../../../lib/auth-client';
import type { ChatTurn } from '../conversation';

export async function loadSessionTurns(sessionId: string): Promise<ChatTurn[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('chat_turns')
    .select('id, question, responses, synthesized, merged, created_at')
    .eq('session_id', sessionId)
    .order('created_at', { ascending: true });
  if (error) throw new Error(error.message);
  return data.map((row, index) => {
    const timestamp = Date.parse(row.created_at) || Date.now() + index;
    return {
      id: timestamp,
      question: row.question,
      responses: parseStoredAnswers(row.responses).map((answer) => toModelResponse(answer, timestamp)),
      synthesized: row.synthesized,
      merged: parseStoredMerge(row.merged),
      serverId: row.id,
      streaming: false,
      stopped: false,
      demo: false,
    };
  });
}
