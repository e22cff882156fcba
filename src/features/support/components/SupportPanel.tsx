import { Bot, RotateCcw, Send, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { MarkdownView } from '../../../components/MarkdownView';
import { Spinner } from '../../../components/Spinner';
import { isAppPath } from '../../../lib/app-path';
import type { useSupportChat } from '../use-support-chat';
import { SupportContactForm } from './SupportContactForm';
import { SupportGreeting } from './SupportGreeting';
import { SupportMessageView } from './SupportMessageView';

const TEXTAREA_MAX_PX = 100;
const QUESTION_MAX = 2000;

interface SupportPanelProps {
  id: string;
  chat: ReturnType<typeof useSupportChat>;
  onClose: () => void;
}

/** 'Mr. Support / AI Assistant': 320x500 px at the bottom left (the whole width at 360 px). */
export function SupportPanel({ id, chat, onClose }: SupportPanelProps) {
  const { messages, sessionId, sending, send, reset, rate, announcement, limited } = chat;
  const [text, setText] = useState('');
  // "Contact a person": the form takes the conversation's place until it is closed.
  const [contact, setContact] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();

  const restartRef = useRef<HTMLButtonElement>(null);
  // The question field has the focus, except when a limit disabled it: then the way out has it.
  useEffect(() => {
    if (!contact) (limited ? restartRef.current : inputRef.current)?.focus();
  }, [limited, contact]);

  // The newest message in view, as it grows too.
  const last = messages.at(-1);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, last?.content, sending, contact]);

  const resize = () => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, TEXTAREA_MAX_PX)}px`;
  };
  useEffect(resize, [text]);

  const submit = () => {
    if (!send(text)) return;
    setText('');
    // The Send button is disabled while the answer comes, which would drop the focus to
    // the page (and Escape would no longer reach the panel): the next question goes here.
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  // Links to the app's own pages open in place; the panel stays open.
  const onLogClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? null;
    if (!link || !isAppPath(href) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  const waiting = sending && last?.role !== 'assistant';

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={onPanelKeyDown}
      className="fixed right-2 bottom-20 left-2 z-50 flex h-[500px] max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-2xl sm:right-auto sm:left-4 sm:w-[320px]"
    >
      <header className="flex items-center gap-3 bg-accent-gradient px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-6 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-base leading-tight font-bold">
            Mr. Support
          </h2>
          <p className="text-xs text-white/90">AI Assistant</p>
        </div>
        <button
          type="button"
          onClick={reset}
          aria-label="New conversation"
          title="New conversation"
          className="rounded-lg p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          title="Close"
          className="rounded-lg p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      {contact ? (
        <SupportContactForm id={id} sessionId={sessionId} onBack={() => setContact(false)} />
      ) : (
        <>
          <div
            ref={logRef}
            onClick={onLogClick}
            role="log"
            aria-label="Conversation with Mr. Support"
            aria-live="off"
            tabIndex={0}
            className="flex-1 space-y-3 overflow-y-auto p-3 text-sm focus-visible:outline-2 focus-visible:outline-accent"
          >
            <SupportGreeting />
            {messages.map((message) => (
              <SupportMessageView
                key={message.id}
                message={message}
                render={(content) => <MarkdownView text={content} appLinks className="text-sm" />}
                onRate={(rating) => rate(message.id, rating)}
                onContact={() => setContact(true)}
              />
            ))}
            {waiting ? (
              <div className="flex items-center gap-2 text-muted">
                <Spinner label="Mr. Support is writing an answer" className="size-4" />
                <span aria-hidden="true">Thinking…</span>
              </div>
            ) : null}
          </div>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>

          {limited ? (
            <div id={`${id}-limited`} className="flex items-center justify-between gap-2 border-t border-line px-3 pt-2 text-xs text-muted">
              <span>No more questions in this conversation.</span>
              <button
                ref={restartRef}
                type="button"
                onClick={reset}
                className="shrink-0 rounded-md px-2 py-1 font-semibold text-accent hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
              >
                Start a new conversation
              </button>
            </div>
          ) : null}
          <div className="flex justify-end border-t border-line px-3 pt-2">
            <button
              type="button"
              onClick={() => setContact(true)}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-accent hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
            >
              <UserRound aria-hidden="true" className="size-3.5" />
              Contact a person
            </button>
          </div>
          <form
            className="flex items-end gap-2 p-3 pt-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <label htmlFor={`${id}-input`} className="sr-only">
              Ask me anything...
            </label>
            <textarea
              id={`${id}-input`}
              ref={inputRef}
              rows={2}
              maxLength={QUESTION_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onInputKeyDown}
              placeholder="Ask me anything..."
              disabled={limited}
              aria-describedby={limited ? `${id}-limited` : undefined}
              className="max-h-[100px] min-h-0 flex-1 resize-none rounded-xl border border-line bg-page px-3 py-2 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-accent/40"
            />
            <button
              type="submit"
              disabled={sending || limited || !text.trim()}
              aria-label="Send question"
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-gradient text-white transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50"
            >
              {sending ? <Spinner label="Sending" className="size-4 text-white" /> : <Send aria-hidden="true" className="size-4" />}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
