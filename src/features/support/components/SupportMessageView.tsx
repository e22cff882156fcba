import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SupportChatMessage } from '../use-support-chat';

interface SupportMessageViewProps {
  message: SupportChatMessage;
  /** How an answer's markdown is shown. */
  render: (content: string) => ReactNode;
}

/** One bubble: the user's question on the right, Mr. Support's answer (markdown, with the guide pages it used) on the left. */
export function SupportMessageView({ message, render }: SupportMessageViewProps) {
  if (message.role === 'user') {
    return (
      <div className="ml-8 rounded-2xl rounded-tr-sm bg-accent/15 px-3 py-2 break-words whitespace-pre-wrap" data-role="user">
        <span className="sr-only">You: </span>
        {message.content}
      </div>
    );
  }
  const sources = message.sources?.filter((source) => source.href) ?? [];
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
    </div>
  );
}
