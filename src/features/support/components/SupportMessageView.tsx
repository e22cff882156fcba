import { BookOpen, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SupportRating } from '#domain/support/contract.ts';
import type { SupportChatMessage } from '../use-support-chat';

interface SupportMessageViewProps {
  message: SupportChatMessage;
  /** How an answer's markdown is shown. */
  render: (content: string) => ReactNode;
  /** Thumbs on this answer. */
  onRate?: (rating: SupportRating) => void;
  /** Opens the form to write to a person: offered after a do-not-know answer or a thumbs down. */
  onContact?: () => void;
}

const THUMB =
  'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-muted hover:bg-page hover:text-fg focus-visible:outline-2 focus-visible:outline-accent aria-pressed:bg-accent/15 aria-pressed:text-accent';

/** One bubble: the user's question on the right, Mr. Support's answer (markdown, with the guide pages it used) on the left. */
export function SupportMessageView({ message, render, onRate, onContact }: SupportMessageViewProps) {
  if (message.role === 'user') {
    return (
      <div className="ml-8 rounded-2xl rounded-tr-sm bg-accent/15 px-3 py-2 break-words whitespace-pre-wrap" data-role="user">
        <span className="sr-only">You: </span>
        {message.content}
      </div>
    );
  }
  const sources = message.sources?.filter((source) => source.href) ?? [];
  const rateable = Boolean(onRate && message.messageId && !message.streaming && !message.failed && message.mode !== 'refusal');
  const offerPerson = Boolean(onContact && !message.streaming && (message.mode === 'unknown' || message.rating === 'not_helpful'));
  return (
    <div
      className={`mr-8 rounded-2xl rounded-tl-sm px-3 py-2 break-words ${message.failed ? 'border border-danger/40 bg-danger/10' : 'bg-subtle'}`}
      data-role="assistant"
      aria-busy={message.streaming || undefined}
    >
      <span className="sr-only">Mr. Support: </span>
      {render(message.content)}
      {sources.length && !message.streaming ? (
        <p className="mt-2 flex flex-wrap items-center gap-1 text-xs text-muted">
          <BookOpen aria-hidden="true" className="size-3.5" />
          <span>From the guide:</span>
          {sources.map((source, index) => (
            <a key={source.href} href={source.href} className="font-medium text-accent underline-offset-2 hover:underline">
              {source.title}
              {index < sources.length - 1 ? ',' : ''}
            </a>
          ))}
        </p>
      ) : null}
      {rateable ? (
        <div className="mt-1 flex items-center gap-1 text-xs" role="group" aria-label="Was this answer helpful?">
          <button type="button" className={THUMB} aria-pressed={message.rating === 'helpful'} onClick={() => onRate?.('helpful')}>
            <ThumbsUp aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Helpful</span>
          </button>
          <button type="button" className={THUMB} aria-pressed={message.rating === 'not_helpful'} onClick={() => onRate?.('not_helpful')}>
            <ThumbsDown aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Not helpful</span>
          </button>
          {message.rating ? <span className="text-muted">Thanks for telling us.</span> : null}
        </div>
      ) : null}
      {offerPerson ? (
        <p className="mt-1 text-xs">
          <button
            type="button"
            onClick={onContact}
            className="font-semibold text-accent underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
          >
            Contact a person
          </button>{' '}
          <span className="text-muted">and we will answer by e-mail.</span>
        </p>
      ) : null}
    </div>
  );
}
