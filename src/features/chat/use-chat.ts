// The conversation of the chat page: sending a question (streamed), stopping it,
// selecting answers, the client-side synthesis, and reopening a saved session.
import { useCallback, useEffect, useRef, useState } from 'react';
import { answersOf, applyStreamEvent, toModelResponse } from '../../domain/chat-stream';
import { buildSynthesis, SYNTHESIS_DELAY_MS, synthesisSources } from '../../domain/synthesis';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';
import { saveTurnResult } from './api/save-turn-result';
import { CHAT_FAILED, streamChatTurn } from './api/stream-chat-turn';
import type { MergedResult } from '../../domain/chat-contract';
import { newSessionId, type ChatTurn } from './conversation';

function savedInBackground(serverId: string | null, change: Parameters<typeof saveTurnResult>[1]) {
  if (!serverId) return;
  saveTurnResult(serverId, change).catch((error: unknown) => console.warn('Could not save to the chat history:', error));
}

/** onTurnSaved: a turn of this session reached the history. */
export function useChat(onTurnSaved: (sessionId: string) => void) {
  const { user, isPaid } = useAuth();
  const [sessionId, setSessionId] = useState(newSessionId);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [sending, setSending] = useState(false);
  // The composer's text: a question whose turn failed comes back here, unless something new was typed.
  const [draft, setDraft] = useState('');
  const giveBack = useCallback((text: string) => setDraft((current) => (current.trim() ? current : text)), []);
  const retryRef = useRef<(text: string) => void>(() => {});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [synthesizingId, setSynthesizingId] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const updateTurn = useCallback((id: number, change: (turn: ChatTurn) => ChatTurn) => {
    setTurns((all) => all.map((turn) => (turn.id === id ? change(turn) : turn)));
  }, []);
  // One request at a time (a question or a retry): Send becomes Stop, and Stop aborts it.
  const beginRequest = useCallback(() => {
    setSending(true);
    const controller = new AbortController();
    abortRef.current = controller;
    return controller;
  }, []);
  const endRequest = useCallback(() => {
    abortRef.current = null;
    setSending(false);
  }, []);
  const removeTurn = useCallback((id: number) => setTurns((all) => all.filter((turn) => turn.id !== id)), []);

  const streamTurn = useCallback(
    async (text: string, userId: string) => {
      const id = Date.now();
      setTurns((all) => [
        ...all,
        {
          id,
          question: text,
          responses: [],
          synthesized: null,
          merged: null,
          serverId: null,
          streaming: true,
          stopped: false,
          demo: false,
        },
      ]);
      const controller = beginRequest();
      try {
        const result = await streamChatTurn(
          { text, user_id: userId, session_id: sessionId, is_paid_user: isPaid },
          { onEvent: (event) => updateTurn(id, (turn) => applyStreamEvent(turn, event)), signal: controller.signal },
        );
        const now = Date.now();
        updateTurn(id, (turn) => ({
          ...turn,
          responses: answersOf(result).map((answer) => toModelResponse(answer, now)),
          serverId: result.turn_id,
          demo: result.demo,
          streaming: false,
        }));
        notify({ title: 'Response received' });
        if (result.turn_id) onTurnSaved(sessionId);
      } catch (error) {
        if (controller.signal.aborted) {
          let keptAny = false;
          setTurns((all) =>
            all.flatMap((turn) => {
              if (turn.id !== id) return [turn];
              const kept = turn.responses.filter((r) => r.response).map((r) => ({ ...r, pending: false }));
              keptAny = kept.length > 0;
              return kept.length ? [{ ...turn, responses: kept, streaming: false, stopped: true }] : [];
            }),
          );
          if (keptAny) {
            notify({ title: 'Stopped', description: 'The answers were stopped. Partial answers stay on the page.' });
          } else {
            giveBack(text);
            notify({ title: 'Stopped', description: 'Stopped before any answer arrived. Your question is back in the input.' });
          }
        } else {
          removeTurn(id);
          giveBack(text);
          const detail = error instanceof ApiError && error.message ? error.message : CHAT_FAILED;
          notify({
            title: 'Error',
            description: `${detail} Your question is back in the input.`,
            variant: 'destructive',
            duration: 10_000,
            action: { label: 'Retry', onClick: () => retryRef.current(text) },
          });
        }
      } finally {
        endRequest();
      }
    },
    [sessionId, isPaid, updateTurn, removeTurn, onTurnSaved, giveBack, beginRequest, endRequest],
  );

  const send = useCallback(
    (rawText: string): boolean => {
      const text = rawText.trim();
      if (!text || sending) return false;
      if (!user) {
        notify({ title: 'Authentication Required', description: 'Please sign in to use AI chat.', variant: 'destructive' });
        return false;
      }
      void streamTurn(text, user.id);
      setDraft('');
      return true;
    },
    [sending, user, streamTurn],
  );
  // Retry (in the error toast) sends the question again with the current send;
  // while something else is being sent, the question just stays in the input.
  useEffect(() => {
    retryRef.current = (text: string) => {
      if (!send(text)) giveBack(text);
    };
  }, [send, giveBack]);

  // Retry on a failed card: that model alone is asked the saved turn's question again,
  // and its new answer takes the failed one's place (on the page and in the history).
  const retryModel = useCallback(
    async (turn: ChatTurn, providerId: string) => {
      const failed = turn.responses.find((r) => r.providerId === providerId);
      if (!user || sending || !turn.serverId || !failed) return;
      const putBack = (error: string) =>
        updateTurn(turn.id, (current) => ({
          ...current,
          responses: current.responses.map((r) => (r.providerId === providerId ? { ...failed, error } : r)),
        }));
      const controller = beginRequest();
      try {
        const result = await streamChatTurn(
          {
            text: turn.question,
            user_id: user.id,
            session_id: sessionId,
            is_paid_user: isPaid,
            retry: { turn_id: turn.serverId, model_id: providerId },
          },
          { onEvent: (event) => updateTurn(turn.id, (current) => applyStreamEvent(current, event)), signal: controller.signal },
        );
        const answer = answersOf(result).find((a) => a.model_id === providerId);
        if (answer)
          updateTurn(turn.id, (current) => ({
            ...current,
            responses: current.responses.map((r) => (r.providerId === providerId ? toModelResponse(answer) : r)),
          }));
        notify({ title: 'Response received' });
      } catch (error) {
        if (controller.signal.aborted) {
          putBack(failed.error ?? CHAT_FAILED);
        } else {
          const detail = error instanceof ApiError && error.message ? error.message : CHAT_FAILED;
          putBack(detail);
          notify({
            title: 'Error',
            description: `${failed.providerName} could not answer again. ${detail}`,
            variant: 'destructive',
            duration: 10_000,
          });
        }
      } finally {
        endRequest();
      }
    },
    [user, sending, sessionId, isPaid, updateTurn, beginRequest, endRequest],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  const toggleSelected = useCallback((providerId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(providerId)) next.delete(providerId);
      else next.add(providerId);
      return next;
    });
  }, []);

  const synthesize = useCallback(
    (turn: ChatTurn) => {
      if (synthesizingId !== null) return;
      setSynthesizingId(turn.id);
      const answered = turn.responses.filter((r) => !r.error && r.response);
      const sources = synthesisSources(
        answered.map((r) => ({ modelId: r.providerId, modelName: r.providerName, response: r.response })),
        selected,
      );
      window.setTimeout(() => {
        const synthesized = buildSynthesis(sources);
        updateTurn(turn.id, (current) => ({ ...current, synthesized }));
        savedInBackground(turn.serverId, { synthesized });
        setSelected(new Set());
        setSynthesizingId(null);
        notify({ title: 'Response Synthesized!' });
      }, SYNTHESIS_DELAY_MS);
    },
    [selected, synthesizingId, updateTurn],
  );

  const setMerged = useCallback(
    (turn: ChatTurn, merged: MergedResult) => {
      updateTurn(turn.id, (current) => ({ ...current, merged }));
      savedInBackground(turn.serverId, { merged });
    },
    [updateTurn],
  );

  const openSession = useCallback((id: string, loaded: ChatTurn[]) => {
    abortRef.current?.abort();
    setSessionId(id);
    setTurns(loaded);
    setSelected(new Set());
  }, []);

  const newChat = useCallback(() => openSession(newSessionId(), []), [openSession]);

  return {
    sessionId,
    turns,
    sending,
    selected,
    synthesizingId,
    draft,
    setDraft,
    send,
    stop,
    retryModel,
    toggleSelected,
    synthesize,
    setMerged,
    openSession,
    newChat,
  };
}
