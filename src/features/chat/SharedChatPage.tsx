import { Combine, Image as ImageIcon, Link2Off, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/Button';
import { MarkdownView } from '../../components/MarkdownView';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useSharedChat, type SharedChat } from './api/get-shared-chat';
import { CombinedAnswerCard } from './CombinedAnswerCard';
import { QuestionBubble } from './QuestionBubble';
import { messageOf } from '../../domain/error-message';

/** Keeps a shared chat out of search engines (the server says so in X-Robots-Tag too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** A chat someone shared: read-only, for anyone with the link, signed in or not. */
export function SharedChatPage({ id }: { id: string }) {
  useNoIndex();
  const { data, error } = useSharedChat(id);
  if (error) {
    return (
      <Page title="Shared chat" width="medium">
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm text-danger">
          {messageOf(error, 'This shared chat could not be loaded. Try again.')}
        </p>
      </Page>
    );
  }
  if (data === undefined) {
    return (
      <Page title="Shared chat" width="medium" className="flex justify-center">
        <Spinner label="Opening the shared chat" />
      </Page>
    );
  }
  if (data === null) return <SharedChatNotFound />;
  return <SharedChatView chat={data} />;
}

function SharedChatNotFound() {
  return (
    <NotFoundPage
      title="Shared chat not found"
      message="The link is wrong, or its owner stopped sharing this chat. Ask them for a new link."
      icon={<Link2Off aria-hidden="true" className="size-7" />}
      actions={
        <ButtonLink to="/chat" variant="gradient">
          Start your own chat
        </ButtonLink>
      }
    />
  );
}

function SharedChatView({ chat }: { chat: SharedChat }) {
  const updated = new Date(chat.updated_at).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <Page title={chat.title} width="wide">
      <header className="mb-8">
        <p className="text-sm font-semibold text-accent">Shared chat</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">{chat.title}</h1>
        <p className="mt-1 text-sm text-muted">Shared on {updated}. Read-only: what the models answered at the time.</p>
      </header>
      <ol className="space-y-10">
        {chat.snapshot.turns.map((turn, index) => (
          <li key={index} className="space-y-4">
            <div className="flex flex-col items-end gap-1">
              {turn.image ? (
                <p className="inline-flex items-center gap-1.5 rounded-xl border border-dashed border-line px-3 py-2 text-xs text-muted">
                  <ImageIcon aria-hidden="true" className="size-4" />
                  An image was attached
                </p>
              ) : null}
              <QuestionBubble question={turn.question} srLabel="Question:" />
            </div>
            <div className={`grid grid-cols-1 gap-4 ${turn.responses.length > 1 ? 'md:grid-cols-2 xl:grid-cols-3' : ''}`}>
              {turn.responses.map((answer) => (
                <article
                  key={answer.model}
                  aria-label={`${answer.model} answer`}
                  className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm"
                >
                  <h2 className="mb-3 text-sm font-semibold text-fg">{answer.model}</h2>
                  <MarkdownView text={answer.response} className="text-sm" />
                </article>
              ))}
            </div>
            {turn.synthesized && (
              <CombinedAnswerCard
                label="Optimized Response"
                icon={Sparkles}
                title="Optimized Response"
                heading="h2"
                text={turn.synthesized}
              />
            )}
            {turn.merged && (
              <CombinedAnswerCard
                label="AI merge"
                icon={Combine}
                title={`AI Merge by ${turn.merged.model}`}
                heading="h2"
                text={turn.merged.response}
              />
            )}
          </li>
        ))}
      </ol>
      <p className="mt-12 rounded-2xl border border-line bg-surface p-5 text-center text-sm text-muted">
        Ask several AI models at once and merge their answers.{' '}
        <ButtonLink to="/chat" variant="secondary" size="sm" className="ml-2">
          Try the Multi-AI Chat
        </ButtonLink>
      </p>
    </Page>
  );
}
