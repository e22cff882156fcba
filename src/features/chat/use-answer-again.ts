// Asking one model of a saved turn again (Retry on a failed card, Regenerate on an
// answered one), and showing another version of an edited question.
import { useCallback, useRef, type Dispatch, type SetStateAction } from 'react';
import { answersOf, applyStreamEvent, previousOf, toModelResponse } from '../../domain/chat-stream';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';
import { CHAT_FAILED, streamChatTurn } from './api/stream-chat-turn';
import type { ChatTurn } from './conversation';

interface AnswerAgainOptions {
  sessionId: string;
  sending: boolean;
  updateTurn: (id: number, change: (turn: ChatTurn) => ChatTurn) => void;
  beginRequest: () => AbortController;
  endRequest: () => void;
  setTurns: Dispatch<SetStateAction<ChatTurn[]>>;
}

export function useAnswerAgain({ sessionId, sending, updateTurn, beginRequest, endRequest, setTurns }: AnswerAgainOptions) {
  const { user, isPaid } = useAuth();

  // That model alone is asked the saved turn's question again (one call, one question
  // of quota); its new answer takes the old one's place on the page and in the
  // history, and an answer it replaces stays one step back (previous).
  const askAgain = useCallback(
    async (turn: ChatTurn, providerId: string) => {
      const original = turn.responses.find((r) => r.providerId === providerId);
      if (!user || sending || !turn.serverId || !original) return;
      // A failure or a stop leaves the card as it was (a failed card says the new reason).
      const putBack = (error?: string) =>
        updateTurn(turn.id, (current) => ({
          ...current,
          responses: current.responses.map((r) => (r.providerId !== providerId ? r : error ? { ...original, error } : original)),
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
        const previous = previousOf(original);
        if (answer)
          updateTurn(turn.id, (current) => ({
            ...current,
            responses: current.responses.map((r) =>
              r.providerId === providerId ? { ...toModelResponse(answer), ...(previous ? { previous } : {}) } : r,
            ),
          }));
        notify({ title: 'Response received' });
      } catch (error) {
        if (controller.signal.aborted) {
          putBack(original.error);
        } else {
          const detail = error instanceof ApiError && error.message ? error.message : CHAT_FAILED;
          putBack(original.error ? detail : undefined);
          notify({
            title: 'Error',
            description: `${original.providerName} could not answer again. ${detail}`,
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

  // The branch is stored first (select_chat_branch), then read back as a reload would show it.
  const switching = useRef(false);
  const switchVersion = useCallback(
    async (turnId: string) => {
      if (sending || switching.current) return;
      switching.current = true;
      try {
        const [{ selectBranch }, { loadSessionTurns }] = await Promise.all([
          import('./api/select-branch'),
          import('./api/load-session-turns'),
        ]);
        await selectBranch(sessionId, turnId);
        const loaded = await loadSessionTurns(sessionId);
        if (loaded.length > 0) setTurns(loaded);
      } catch {
        notify({ title: 'Error', description: 'Could not show that version. Please try again.', variant: 'destructive' });
      } finally {
        switching.current = false;
      }
    },
    [sending, sessionId, setTurns],
  );

  return { askAgain, switchVersion };
}
