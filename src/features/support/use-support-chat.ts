import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SUPPORT_EMAIL, newSupportSessionId } from '#domain/support/constants.ts';
import type { SupportSource } from '#domain/support/contract.ts';
import { notify } from '../../lib/toast';

// The conversation with Mr. Support: held by the widget (mounted once, above the
// routes, so it survives page changes) and kept in this tab's sessionStorage, so a
// reload within the visit keeps it too. The server gets the last messages as context.

export interface SupportChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources?: SupportSource[];
  /** Still being written. */
  streaming?: boolean;
  /** An error shown as a bubble: not sent back as context. */
  failed?: boolean;
}

interface Conversation {
  sessionId: string;
  messages: SupportChatMessage[];
}

const STORAGE_KEY = 'support-chat';
/** Messages of context sent with a question (the server uses at most 6). */
const CONTEXT_MESSAGES = 6;

export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;
export const CONNECTION_APOLOGY = `I'm sorry, I'm having trouble connecting right now. Please try again in a moment, or email us at ${SUPPORT_EMAIL}.`;

const fresh = (): Conversation => ({ sessionId: newSupportSessionId(), messages: [] });

function restore(): Conversation {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Conversation | null;
    if (stored && typeof stored.sessionId === 'string' && Array.isArray(stored.messages)) {
      // An answer cut by the reload is kept as far as it got.
      return { ...stored, messages: stored.messages.map((message) => ({ ...message, streaming: false })) };
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
  const sendingRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => persist(conversation), [conversation]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const upsertAnswer = useCallback((answer: SupportChatMessage) => {
    setConversation((current) => {
      const exists = current.messages.some((message) => message.id === answer.id);
      const messages = exists ? current.messages.map((message) => (message.id === answer.id ? answer : message)) : [...current.messages, answer];
      return { ...current, messages };
    });
  }, []);

  /** Sends a question; false when it was not sent (blank, or an answer is still coming). */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question || sendingRef.current) return false;
      sendingRef.current = true;
      setSending(true);
      const history = conversation.messages
        .filter((message) => !message.failed && message.content)
        .slice(-CONTEXT_MESSAGES)
        .map(({ role, content }) => ({ role, content }));
      const answerId = messageId();
      setConversation((current) => ({ ...current, messages: [...current.messages, { id: messageId(), role: 'user', content: question }] }));
      const controller = new AbortController();
      controllerRef.current = controller;
      // The client code loads with the first question, not with the bubble.
      import('./api/ask-support')
        .then(({ askSupport }) =>
          askSupport(
            { question, sessionId: conversation.sessionId, history },
            (soFar) => upsertAnswer({ id: answerId, role: 'assistant', content: soFar, streaming: true }),
            controller.signal,
          ),
        )
        .then((final) => {
          if (final.success) {
            upsertAnswer({ id: answerId, role: 'assistant', content: final.response, sources: final.sources });
            setAnnouncement(`Mr. Support: ${final.response}`);
          } else {
            // The spec: an answer with success false adds nothing.
            setConversation((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== answerId) }));
            notify({ title: 'Mr. Support', description: final.detail ?? 'The answer could not be finished. Please ask again.', variant: 'destructive' });
          }
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // An ApiError carries the status: a 4xx is the server's own explanation (a limit, a bad question); anything else is the connection.
          const status = error instanceof Error && 'status' in error ? Number(error.status) : 0;
          const content = status >= 400 && status < 500 ? (error as Error).message : CONNECTION_APOLOGY;
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
    [conversation, upsertAnswer],
  );

  /** Starts a new conversation (a new session id: its own question limit). */
  const reset = useCallback(() => {
    controllerRef.current?.abort();
    setConversation(fresh());
    setAnnouncement('');
  }, []);

  return { messages: conversation.messages, sending, send, reset, announcement };
}
