// Chat history straight from Supabase under RLS (the chat function writes turns;
// the owner reads them, saves a synthesis or merge on them, deletes sessions).
import type { ChatModelAnswer } from '../../domain/chat-contract';
import { loadAuthClient } from '../../lib/auth-client';
import { toModelResponse } from '../../domain/chat-stream';
import type { ChatTurn, MergedResult } from './conversation';

export interface SessionSummary {
  id: string;
  title: string;
  updated_at: string;
}

export async function listSessions(): Promise<SessionSummary[]> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase.from('chat_sessions').select('id, title, updated_at').order('updated_at', { ascending: false }).limit(50);
  if (error) throw new Error(error.message);
  return data as SessionSummary[];
}

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

export async function deleteSession(sessionId: string): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('chat_sessions').delete().eq('id', sessionId);
  if (error) throw new Error(error.message);
}

export async function saveTurnResult(serverId: string, change: { synthesized?: string; merged?: MergedResult }): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.from('chat_turns').update(change).eq('id', serverId);
  if (error) throw new Error(error.message);
}
