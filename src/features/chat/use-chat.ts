// The conversation of the chat page: sending a question (streamed) or an edited one
// (a new version of it, a branch), stopping it, selecting answers, the client-side
// synthesis, the model the chat continues with, and reopening a saved session.
import { useCallback, useEffect, useRef, useState } from 'react';
import { answersOf, applyStreamEvent, toModelResponse } from '../../domain/chat-stream';
import { buildSynthesis, SYNTHESIS_DELAY_MS, synthesisSources } from '../../domain/synthesis';
import { ApiError } from '../../lib/api-client';
import { useSessionDraft } from '../../lib/use-session-draft';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';
import { saveTurnResult } from './api/save-turn-result';
import { CHAT_FAILED, streamChatTurn } from './api/stream-chat-turn';
import type { MergedResult, ModelStreamEvent } from '../../domain/chat-contract';
import { newSessionId, type ChatTurn } from './conversation';
import type { AttachedImage } from './images/attached-image';
import { useAnswerAgain } from './use-answer-again';

function savedInBackground(serverId: string | null, change: Parameters<typeof saveTurnResult>[1]) {
  if (!serverId) return;
  saveTurnResult(serverId, change).catch((error: unknown) => console.warn('Could not save to the chat history:', error));
}

/** The one model a chat continues with ("Continue with <model>"). */
export interface OnlyModel {
  id: string;
  name: string;
}

/** Where a question goes: after the last turn, or in place of an edited one (a new version of it). */
interface Placement {
  /** The saved turn it follows; null: a new first question; undefined: the newest turn on screen. */
  parentId: string | null | undefined;
  /** The index of the edited turn (it and what follows leave the screen); null: appended. */
  at: number | null;
  versions: readonly string[];
}

/** A turn's view after one event of its stream: the start names the saved turn (and so the new version). */
function withStreamEvent(turn: ChatTurn, event: ModelStreamEvent): ChatTurn {
  const next = applyStreamEvent(turn, event);
  if (event.event !== 'start' || !event.data.turn_id || next.serverId) return next;
  const serverId = event.data.turn_id;
  return { ...next, serverId, versions: next.versions.length > 0 ? [...next.versions, serverId] : [] };
}

/**
 * onTurnSaved: a turn of this session reached the history; `stopped`: a stopped turn,
 * which the server writes once the stop reaches it, after the page stopped reading.
 */
export function useChat(onTurnSaved: (sessionId: string, options?: { stopped: boolean }) => void) {
  const { user, isPaid } = useAuth();
  const [sessionId, setSessionId] = useState(newSessionId);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const turnsRef = useRef(turns);
  useEffect(() => {
    turnsRef.current = turns;
  }, [turns]);
  const [sending, setSending] = useState(false);
  // The composer's text: a question whose turn failed comes back here, unless something new was typed.
  // Kept across a reload of the tab (useSessionDraft), per signed-in user.
  const [draft, setDraft] = useSessionDraft(`chat:${user?.id ?? 'signed-out'}`);
  const giveBack = useCallback((text: string) => setDraft((current) => (current.trim() ? current : text)), [setDraft]);
  const retryRef = useRef<(text: string) => void>(() => {});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [synthesizingId, setSynthesizingId] = useState<number | null>(null);
  // Per chat, for this visit of the page: the model each chat continues with.
  const [onlyModels, setOnlyModels] = useState<ReadonlyMap<string, OnlyModel>>(new Map());
  const onlyModel = onlyModels.get(sessionId) ?? null;
  const abortRef = useRef<AbortController | null>(null);
  // The image the next question carries (Attach image); it stays until the question is answered or it is removed.
  const [image, setImage] = useState<AttachedImage | null>(null);

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

  const streamTurn = useCallback(
    async (text: string, userId: string, place: Placement, imageId: string | null = null) => {
      const id = Date.now();
      const edited = place.at !== null;
      const replaced = place.at === null ? [] : turnsRef.current.slice(place.at);
      // The turns an edit took off the screen come back when it yields nothing.
      const takeBack = () => setTurns((all) => [...all.filter((turn) => turn.id !== id), ...replaced]);
      let latest: ChatTurn = {
        id,
        question: text,
        responses: [],
        synthesized: null,
        merged: null,
        serverId: null,
        parentId: place.parentId ?? null,
        versions: place.versions,
        imageId,
        streaming: true,
        stopped: false,
        demo: false,
      };
      setTurns((all) => [...(place.at === null ? all : all.slice(0, place.at)), latest]);
      const controller = beginRequest();
      try {
        const result = await streamChatTurn(
          {
            text,
            user_id: userId,
            session_id: sessionId,
            is_paid_user: isPaid,
            ...(place.parentId !== undefined ? { parent_id: place.parentId } : {}),
            ...(onlyModel ? { only_model: onlyModel.id } : {}),
            ...(imageId ? { image_id: imageId } : {}),
          },
          {
            onEvent: (event) => {
              latest = withStreamEvent(latest, event);
              updateTurn(id, () => latest);
            },
            signal: controller.signal,
          },
        );
        const now = Date.now();
        updateTurn(id, (turn) => ({
          ...turn,
          responses: answersOf(result).map((answer) => toModelResponse(answer, now)),
          serverId: result.turn_id,
          demo: result.demo,
          streaming: false,
        }));
        if (imageId) setImage((current) => (current?.id === imageId ? null : current));
        notify({ title: 'Response received' });
        if (result.turn_id) onTurnSaved(sessionId);
      } catch (error) {
        if (controller.signal.aborted) {
          // What arrived stays, exactly; the function saves the same text under the turn's id.
          const kept = latest.responses.filter((r) => r.response).map((r) => ({ ...r, pending: false }));
          if (kept.length > 0) {
            updateTurn(id, (turn) => ({ ...turn, responses: kept, streaming: false, stopped: true }));
            notify({ title: 'Stopped', description: 'The answers were stopped. Partial answers stay on the page.' });
            if (latest.serverId) onTurnSaved(sessionId, { stopped: true });
          } else if (edited) {
            takeBack();
            notify({ title: 'Stopped', description: 'Stopped before any answer arrived. Your question was not changed.' });
          } else {
            takeBack();
            giveBack(text);
            notify({ title: 'Stopped', description: 'Stopped before any answer arrived. Your question is back in the input.' });
          }
        } else {
          takeBack();
          const detail = error instanceof ApiError && error.message ? error.message : CHAT_FAILED;
          if (edited) {
            notify({ title: 'Error', description: `${detail} Your question was not changed.`, variant: 'destructive', duration: 10_000 });
          } else {
            giveBack(text);
            notify({
              title: 'Error',
              description: `${detail} Your question is back in the input.`,
              variant: 'destructive',
              duration: 10_000,
              action: { label: 'Retry', onClick: () => retryRef.current(text) },
            });
          }
        }
      } finally {
        endRequest();
      }
    },
    [sessionId, isPaid, onlyModel, updateTurn, onTurnSaved, giveBack, beginRequest, endRequest],
  );

  const send = useCallback(
    (rawText: string): boolean => {
      const text = rawText.trim();
      if (!text || sending) return false;
      if (!user) {
        notify({ title: 'Authentication Required', description: 'Please sign in to use AI chat.', variant: 'destructive' });
        return false;
      }
      // After the last turn on screen, so the answer follows the branch the user reads.
      const last = turnsRef.current.at(-1);
      void streamTurn(text, user.id, { parentId: last?.serverId ?? undefined, at: null, versions: [] }, image?.id ?? null);
      setDraft('');
      return true;
    },
    [sending, user, streamTurn, setDraft, image],
  );
  // Retry (in the error toast) sends the question again with the current send;
  // while something else is being sent, the question just stays in the input.
  useEffect(() => {
    retryRef.current = (text: string) => {
      if (!send(text)) giveBack(text);
    };
  }, [send, giveBack]);

  /** Sends an edited question as a new version of `turn`: after the same parent, so the original and what followed stay. */
  const editQuestion = useCallback(
    (turn: ChatTurn, rawText: string): boolean => {
      const text = rawText.trim();
      const at = turnsRef.current.findIndex((candidate) => candidate.id === turn.id);
      if (!text || sending || !user || !turn.serverId || at < 0) return false;
      const versions = turn.versions.length > 0 ? turn.versions : [turn.serverId];
      void streamTurn(text, user.id, { parentId: turn.parentId, at, versions });
      return true;
    },
    [sending, user, streamTurn],
  );

  const again = useAnswerAgain({ sessionId, sending, updateTurn, beginRequest, endRequest, setTurns });

  const stop = useCallback(() => abortRef.current?.abort(), []);

  const continueWith = useCallback(
    (model: OnlyModel | null) =>
      setOnlyModels((current) => {
        const next = new Map(current);
        if (model) next.set(sessionId, model);
        else next.delete(sessionId);
        return next;
      }),
    [sessionId],
  );

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
    image,
    setImage,
    send,
    editQuestion,
    stop,
    askAgain: again.askAgain,
    switchVersion: again.switchVersion,
    onlyModel,
    continueWith,
    toggleSelected,
    synthesize,
    setMerged,
    openSession,
    newChat,
  };
}
