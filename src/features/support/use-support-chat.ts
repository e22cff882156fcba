import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SUPPORT_EMAIL } from '#domain/support/constants.ts';
import type { SupportAnswerMode, SupportRating, SupportSource } from '#domain/support/contract.ts';
import { parseSupportSources } from '#domain/support/stream.ts';
import { notify, notifyFailure } from '../../lib/toast';
import { messageOf } from '../../domain/error-message';

// The conversation with Mr. Support: held by the widget (mounted once, above the
// routes, so it survives page changes) and kept in this tab's sessionStorage, so a
// reload within the visit keeps it too. The server holds its own copy, which is
// what the model sees: the page sends only the question and the conversation's id,
// which the server gave with the first answer.

export interface SupportChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources?: SupportSource[];
  /** Still being written. */
  streaming?: boolean;
  /** An error shown as a bubble (the server keeps no answer for it). */
  failed?: boolean;
  /** The server's id for the answer: what its thumbs name. */
  messageId?: number;
  /** How it was answered: a do-not-know answer offers a person. */
  mode?: SupportAnswerMode;
  /** The reader's thumbs on it. */
  rating?: SupportRating;
}

interface Conversation {
  /** The server's id for it; null until the first answer. */
  sessionId: string | null;
  messages: SupportChatMessage[];
}

const STORAGE_KEY = 'support-chat';

export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;
export const CONNECTION_APOLOGY = `I'm sorry, I'm having trouble connecting right now. Please try again in a moment, or email us at ${SUPPORT_EMAIL}.`;

const fresh = (): Conversation => ({ sessionId: null, messages: [] });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A message as this tab stored it, or null when the entry is not one. An answer cut by the reload is kept as far as it got. */
function storedMessage(value: unknown): SupportChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, role, content, sources, failed, messageId, mode, rating } = value;
  if (typeof id !== 'string' || (role !== 'user' && role !== 'assistant') || typeof content !== 'string') return null;
  const cited = sources === undefined ? undefined : parseSupportSources(sources);
  return {
    id,
    role,
    content,
    ...(cited ? { sources: cited } : {}),
    ...(failed === true ? { failed } : {}),
    ...(typeof messageId === 'number' ? { messageId } : {}),
    ...(mode === 'unknown' || mode === 'guide' || mode === 'model' || mode === 'refusal' ? { mode } : {}),
    ...(rating === 'helpful' || rating === 'not_helpful' ? { rating } : {}),
    streaming: false,
  };
}

function restore(): Conversation {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (isRecord(stored) && Array.isArray(stored.messages)) {
      const sessionId = typeof stored.sessionId === 'string' ? stored.sessionId : null;
      return { sessionId, messages: stored.messages.map(storedMessage).filter((message) => message !== null) };
    }
  } catch {
    // unreadable or blocked storage: start afresh
  }
  return fresh();
}

function persist(conversation: Conversation) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(conversation));
  } catch {
    // storage full or blocked: the conversation still lives in memory
  }
}

let messageCount = 0;
const messageId = () => `m${Date.now()}-${++messageCount}`;

export function useSupportChat() {
  const [conversation, setConversation] = useState(restore);
  const [sending, setSending] = useState(false);
  /** What screen readers hear: each finished answer, once. */
  const [announcement, setAnnouncement] = useState('');
  // A limit answered (429): this conversation takes no more questions until a new one starts.
  const [limited, setLimited] = useState(false);
  const sendingRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => persist(conversation), [conversation]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  /** Puts the answer in its bubble; the final one also brings the server's id for the conversation. */
  const upsertAnswer = useCallback((answer: SupportChatMessage, sessionId?: string) => {
    setConversation((current) => {
      const exists = current.messages.some((message) => message.id === answer.id);
      const messages = exists
        ? current.messages.map((message) => (message.id === answer.id ? answer : message))
        : [...current.messages, answer];
      return { sessionId: sessionId ?? current.sessionId, messages };
    });
  }, []);

  /** Sends a question; false when it was not sent (blank, or an answer is still coming). */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question || sendingRef.current || limited) return false;
      sendingRef.current = true;
      setSending(true);
      const answerId = messageId();
      setConversation((current) => ({ ...current, messages: [...current.messages, { id: messageId(), role: 'user', content: question }] }));
      const controller = new AbortController();
      controllerRef.current = controller;
      // The client code loads with the first question, not with the bubble.
      import('./api/ask-support')
        .then(({ askSupport }) =>
          askSupport(
            { question, sessionId: conversation.sessionId },
            (soFar) => upsertAnswer({ id: answerId, role: 'assistant', content: soFar, streaming: true }),
            controller.signal,
          ),
        )
        .then((final) => {
          if (final.success) {
            // The final text replaces what streamed (an answer the server's check stopped becomes its refusal).
            upsertAnswer(
              {
                id: answerId,
                role: 'assistant',
                content: final.response,
                sources: final.sources,
                mode: final.mode,
                ...(final.message_id ? { messageId: final.message_id } : {}),
              },
              final.session_id,
            );
            setAnnouncement(`Mr. Support: ${final.response}`);
          } else {
            // An answer with success false adds nothing to the conversation: its bubble goes, a toast says why.
            setConversation((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== answerId) }));
            notify({
              title: 'Mr. Support',
              description: final.detail ?? 'The answer could not be finished. Please ask again.',
              variant: 'destructive',
            });
          }
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // An ApiError carries the status: a 4xx is the server's own explanation (a limit, a bad question); anything else is the connection.
          const status = error instanceof Error && 'status' in error ? Number(error.status) : 0;
          const content = status >= 400 && status < 500 ? messageOf(error) : CONNECTION_APOLOGY;
          if (status === 429) setLimited(true);
          upsertAnswer({ id: answerId, role: 'assistant', content, failed: true });
          setAnnouncement(`Mr. Support: ${content}`);
        })
        .finally(() => {
          if (controllerRef.current === controller) controllerRef.current = null;
          sendingRef.current = false;
          setSending(false);
        });
      return true;
    },
    [conversation, upsertAnswer, limited],
  );

  /** Thumbs on an answer (the same thumbs again take them back); shown at once, undone with a toast when the server refuses. */
  const rate = useCallback(
    (answerId: string, rating: SupportRating) => {
      const answer = conversation.messages.find((message) => message.id === answerId);
      if (!answer?.messageId || !conversation.sessionId) return;
      const next = answer.rating === rating ? null : rating;
      const setRating = (value: SupportRating | null) =>
        setConversation((current) => ({
          ...current,
          messages: current.messages.map((message) => {
            if (message.id !== answerId) return message;
            const { rating: _old, ...rest } = message;
            return value ? { ...rest, rating: value } : rest;
          }),
        }));
      setRating(next);
      import('./api/rate-support-answer')
        .then(({ rateSupportAnswer }) => rateSupportAnswer(conversation.sessionId!, answer.messageId!, next))
        .catch((error: unknown) => {
          setRating(answer.rating ?? null);
          notifyFailure('Feedback not saved', error, 'Please try again.');
        });
    },
    [conversation],
  );

  /** Starts a new conversation: the server's id is forgotten, so the next question gets a new one (and its own question limit). */
  const reset = useCallback(() => {
    controllerRef.current?.abort();
    setConversation(fresh());
    setAnnouncement('');
    setLimited(false);
  }, []);

  return { messages: conversation.messages, sessionId: conversation.sessionId, sending, send, reset, rate, announcement, limited };
}
