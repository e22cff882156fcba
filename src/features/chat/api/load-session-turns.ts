// The turns of one saved chat session, oldest first, straight from Supabase under RLS.
import type { ChatModelAnswer } from '../../../domain/chat-contract';
import { toModelResponse } from '../../../domain/chat-stream';
import { loadAuthClient } from '../../../lib/auth-client';
import type { ChatTurn, MergedResult } from '../conversation';

interface TurnRow {
  id: string;
  question: string;
  responses: ChatModelAnswer[];
  synthesized: string | null;
  merged: MergedResult | null;
  created_at: string;
}

export async function loadSessionTurns(sessionId: string): Promise<ChatTurn[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('chat_turns')
    .select('id, question, responses, synthesized, merged, created_at')
    .eq('session_id', sessionId)
    .order('created_at', { ascending: true });
  if (error) throw new Error(error.message);
  return (data as TurnRow[]).map((row, index) => {
    const timestamp = Date.parse(row.created_at) || Date.now() + index;
    return {
      id: timestamp,
      question: row.question,
      responses: row.responses.map((answer) => toModelResponse(answer, timestamp)),
      synthesized: row.synthesized,
      merged: row.merged,
      serverId: row.id,
      streaming: false,
      stopped: false,
      demo: false,
    };
  });
}
