import { Download, LogIn, MessageSquare, Paperclip, Settings, Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/Button';
import { Page } from '../../components/Page';
import { CitationContext, type CitationScope, type OpenedCitation } from '../../components/citation-context';
import { Spinner } from '../../components/Spinner';
import type { CitedFile } from '../../domain/citations';
import { ENABLED_CHAT_MODELS } from '../../domain/chat-catalogue';
import { countOf } from '../../domain/plural';
import { whenPageIsIdle } from '../../lib/after-load';
import { useAuth } from '../../lib/auth-context';
import { useMediaQuery } from '../../lib/use-media-query';
import { notify, notifyFailure } from '../../lib/toast';
import { ChatComposer } from './ChatComposer';
import { DemoNotice, FreeTierNote, ServiceUnreachableNote } from './ChatNotes';
import { ChatTurnView, type TurnActions } from './ChatTurnView';
import type { ChatTurn } from './conversation';
import { deleteSession } from './api/delete-session';
import { useChatStatus } from './api/get-chat-status';
import { refreshUntilListed, useSessions, type SessionSummary } from './api/list-sessions';
import { pinSession } from './api/pin-session';
import { renameSession } from './api/rename-session';
import { HistoryDrawer } from './history/HistoryDrawer';
import { HistoryPanel, type HistoryPanelProps } from './history/HistoryPanel';
import { useChat } from './use-chat';
import { useFollowNewestTurn } from './use-follow-newest-turn';
import { useSessionUrl } from './use-session-url';

/** Until the server's plan arrives: the free plan's one model, else the catalogue's enabled ones. */
const modelCountBeforeStatus = (signedInFree: boolean) => (signedInFree ? 1 : ENABLED_CHAT_MODELS.length);

// PRO only, under a finished turn: loaded when first shown, to keep /chat's first load small.
const MergeControl = lazy(() => import('./MergeControl').then((module) => ({ default: module.MergeControl })));
// Shown once the user chose to continue with one model.
const OnlyModelBanner = lazy(() => import('./OnlyModelBanner').then((module) => ({ default: module.OnlyModelBanner })));
// My files in the chat: Attach files and its chips load after the page, the passage panel when a citation is opened.
const ChatFiles = lazy(() => import('./files/ChatFiles').then((module) => ({ default: module.ChatFiles })));
const ChatImage = lazy(() => import('./images/ChatImage').then((module) => ({ default: module.ChatImage })));
const PassagePanel = lazy(() => import('./files/PassagePanel').then((module) => ({ default: module.PassagePanel })));
// Export and Share: loaded with the page, after it.
const ChatTools = lazy(() => import('./share/ChatTools').then((module) => ({ default: module.ChatTools })));

/** Attach files while its code loads (after the page, when the browser is idle): the same button, not yet usable. */
function AttachFilesPlaceholder() {
  return (
    <div className="mb-2 flex">
      <Button variant="secondary" size="sm" disabled>
        <Paperclip aria-hidden="true" className="size-4" />
        Attach files
      </Button>
    </div>
  );
}

/** Export and Share while their code loads: the same buttons, not yet usable, so the header keeps its size. */
function ChatToolsPlaceholder() {
  return (
    <>
      <Button variant="secondary" disabled>
        <Download aria-hidden="true" className="size-4" />
        Export
      </Button>
      <Button variant="secondary" disabled>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
    </>
  );
}

export function ChatPage() {
  const { user, isPaid, loading } = useAuth();
  const { data: status, error: statusError, mutate: retryStatus } = useChatStatus(user?.id);
  // The cards the next question gets, as the server plans them for this user's tier and keys.
  const modelCount = status ? status.answering.length : modelCountBeforeStatus(Boolean(user) && !isPaid);
  // The cards that cannot see an attached image (their names), said under the image's chip.
  const blindModels = useMemo(() => status?.answering.filter((model) => !model.vision).map((model) => model.name) ?? [], [status]);
  const history = useSessions(user?.id);
  const refreshHistory = history.mutate;
  const nameSession = useRef<(id: string) => void>(() => {});
  const onTurnSaved = useCallback(
    (id: string, options?: { stopped: boolean }) => {
      void (options?.stopped ? refreshUntilListed(refreshHistory, id) : refreshHistory());
      nameSession.current(id);
    },
    [refreshHistory],
  );
  const chat = useChat(onTurnSaved);
  const { turns, openSession, newChat } = chat;
  const sessionUrl = useSessionUrl({ userId: user?.id, sessionId: chat.sessionId, openSession, newChat });
  useEffect(() => {
    nameSession.current = sessionUrl.named;
  }, [sessionUrl.named]);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Tailwind's lg: the history sits beside the chat; narrower, it opens as a drawer.
  const wide = useMediaQuery('(min-width: 1024px)');
  // The user's files, which answers may cite, and the citation whose page is open beside the chat.
  const [citedFiles, setCitedFiles] = useState<readonly CitedFile[]>([]);
  // Export, Share, Attach files and the chips load once the page is idle: not part of /chat's first load.
  const [toolsWanted, setToolsWanted] = useState(false);
  useEffect(() => whenPageIsIdle(() => setToolsWanted(true)), []);
  // Kept with its chat: another chat on screen closes the panel.
  const [opened, setOpened] = useState<{ sessionId: string; citation: OpenedCitation } | null>(null);
  const citation = opened?.sessionId === chat.sessionId ? opened.citation : null;
  const closeCitation = useCallback(() => setOpened(null), []);
  const citations = useMemo<CitationScope | null>(
    () =>
      citedFiles.length > 0
        ? { files: citedFiles, question: '', open: (opening) => setOpened({ sessionId: chat.sessionId, citation: opening }) }
        : null,
    [citedFiles, chat.sessionId],
  );

  useFollowNewestTurn(turns);

  // A saved turn's answers can be asked again and its question edited; PRO can continue with one of several models.
  const actionsFor = (turn: ChatTurn): TurnActions | undefined =>
    turn.serverId && !turn.streaming
      ? {
          busy: chat.sending,
          regenerate: (providerId) => void chat.askAgain(turn, providerId),
          continueWith:
            isPaid && modelCount > 1
              ? (providerId) => {
                  const name = turn.responses.find((r) => r.providerId === providerId)?.providerName ?? providerId;
                  chat.continueWith({ id: providerId, name });
                }
              : undefined,
          onlyModelId: chat.onlyModel?.id,
          edit: (text) => chat.editQuestion(turn, text),
          switchVersion: (turnId) => void chat.switchVersion(turnId),
        }
      : undefined;

  const remove = useCallback(
    async (session: SessionSummary) => {
      try {
        await deleteSession(session.id);
        if (session.id === chat.sessionId) sessionUrl.leave({ replace: true });
        await refreshHistory();
        notify({ title: 'Chat deleted', description: session.title });
        return true;
      } catch {
        notify({ title: 'Error', description: 'Could not delete this chat. Please try again.', variant: 'destructive' });
        return false;
      }
    },
    [chat.sessionId, sessionUrl, refreshHistory],
  );
  const rename = useCallback(
    async (session: SessionSummary, title: string) => {
      try {
        await renameSession(session.id, title);
        await refreshHistory();
      } catch (error) {
        notifyFailure('Error', error, 'The chat could not be renamed. Try again.');
      }
    },
    [refreshHistory],
  );
  const pin = useCallback(
    async (session: SessionSummary, pinned: boolean) => {
      try {
        await pinSession(session.id, pinned);
        await refreshHistory();
      } catch (error) {
        notifyFailure('Error', error, 'Try again.');
      }
    },
    [refreshHistory],
  );
  const historyProps: HistoryPanelProps | null = user
    ? {
        userId: user.id,
        sessions: history.data,
        loadFailed: Boolean(history.error),
        currentId: chat.sessionId,
        onOpen: (id) => {
          sessionUrl.show(id);
          setHistoryOpen(false);
        },
        onRename: rename,
        onPin: (session, pinned) => void pin(session, pinned),
        onDelete: remove,
        onNew: () => {
          sessionUrl.leave();
          setHistoryOpen(false);
        },
      }
    : null;

  return (
    <Page title="Multi-AI Chat" width="wide" className="!py-6 sm:!py-8">
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">Multi-AI Chat with Synthesis</h1>
          <p className="mt-1 text-muted">Compare and merge responses from multiple AI models</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user && !toolsWanted && <ChatToolsPlaceholder />}
          {user && toolsWanted && (
            <Suspense fallback={<ChatToolsPlaceholder />}>
              <ChatTools
                userId={user.id}
                sessionId={chat.sessionId}
                ready={turns.some((turn) => turn.serverId)}
                title={history.data?.find((session) => session.id === chat.sessionId)?.title || turns[0]?.question || 'Chat'}
                // What is on screen, a turn still streaming too (marked incomplete in the file).
                turns={turns.map((turn) => ({
                  ...turn,
                  incomplete: turn.streaming,
                  responses: turn.responses.map((r) => ({
                    model: r.providerName,
                    response: r.response,
                    error: r.error,
                    incomplete: turn.streaming && Boolean(r.pending),
                  })),
                }))}
              />
            </Suspense>
          )}
          {user && !wide && (
            <button
              type="button"
              onClick={() => setHistoryOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={historyOpen}
              className="rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
            >
              History
            </button>
          )}
          <ButtonLink to="/api-settings" variant="secondary">
            <Settings aria-hidden="true" className="size-4" />
            API Settings
          </ButtonLink>
        </div>
      </header>

      {statusError && !status && <ServiceUnreachableNote onRetry={() => void retryStatus()} />}
      {(status?.demo || turns.some((turn) => turn.demo)) && (
        <DemoNotice ownKeys={Boolean(status?.answering.some((model) => model.keySource === 'user'))} />
      )}

      <CitationContext.Provider value={citations}>
        <div
          className={
            user ? `grid gap-6 ${citation && wide ? 'lg:grid-cols-[16rem_minmax(0,1fr)_22rem]' : 'lg:grid-cols-[18rem_minmax(0,1fr)]'}` : ''
          }
        >
          {historyProps &&
            (wide ? (
              <div className="sticky top-22 self-start">
                <HistoryPanel {...historyProps} />
              </div>
            ) : (
              <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)}>
                {historyOpen && <HistoryPanel {...historyProps} onClose={() => setHistoryOpen(false)} />}
              </HistoryDrawer>
            ))}

          <section aria-label="Conversation" className="flex min-w-0 flex-col">
            {sessionUrl.opening && turns.length === 0 ? (
              <div className="flex justify-center rounded-2xl border border-dashed border-line px-6 py-16">
                <Spinner label="Opening your chat" />
              </div>
            ) : turns.length === 0 ? (
              <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-line px-6 py-16 text-center">
                <MessageSquare aria-hidden="true" className="mb-4 size-10 text-accent" />
                <h2 className="text-lg font-semibold text-fg">Start a conversation</h2>
                <p className="mt-1 text-sm text-muted">Ask a question and get responses from {countOf(modelCount, 'AI model')}</p>
                {!user && !loading && (
                  <ButtonLink to="/auth" variant="gradient" className="mt-6">
                    <LogIn aria-hidden="true" className="size-4" />
                    Sign in to start chatting
                  </ButtonLink>
                )}
              </div>
            ) : (
              <ol className="space-y-10" aria-live="polite" aria-busy={chat.sending}>
                {turns.map((turn) => (
                  <ChatTurnView
                    key={turn.id}
                    turn={turn}
                    selected={chat.selected}
                    synthesizing={chat.synthesizingId === turn.id}
                    onToggle={chat.toggleSelected}
                    onSynthesize={() => chat.synthesize(turn)}
                    onRetry={turn.serverId && !chat.sending ? (providerId) => void chat.askAgain(turn, providerId) : undefined}
                    actions={actionsFor(turn)}
                    merge={
                      isPaid ? (
                        <Suspense fallback={null}>
                          <MergeControl turn={turn} selected={chat.selected} onMerged={(merged) => chat.setMerged(turn, merged)} />
                        </Suspense>
                      ) : undefined
                    }
                  />
                ))}
              </ol>
            )}
            {user && !isPaid && !loading && (
              <div className="mt-6">
                <FreeTierNote />
              </div>
            )}
            <div className="sticky bottom-0 mt-6">
              {chat.onlyModel && (
                <Suspense fallback={null}>
                  <OnlyModelBanner modelName={chat.onlyModel.name} onBack={() => chat.continueWith(null)} />
                </Suspense>
              )}
              <ChatComposer
                modelCount={chat.onlyModel ? 1 : modelCount}
                sending={chat.sending}
                text={chat.draft}
                onTextChange={chat.setDraft}
                onSend={chat.send}
                onStop={chat.stop}
                files={
                  !user ? undefined : toolsWanted ? (
                    <>
                      <Suspense fallback={<AttachFilesPlaceholder />}>
                        <ChatFiles userId={user.id} sessionId={chat.sessionId} onFilesChange={setCitedFiles} />
                      </Suspense>
                      <div className="mb-2 flex flex-wrap items-center gap-2">
                        <Suspense fallback={null}>
                          <ChatImage userId={user.id} image={chat.image} onChange={chat.setImage} blindModels={blindModels} />
                        </Suspense>
                      </div>
                    </>
                  ) : (
                    <AttachFilesPlaceholder />
                  )
                }
              />
            </div>
          </section>
          {citation ? (
            <Suspense fallback={null}>
              {wide ? (
                <div className="sticky top-22 self-start">
                  <PassagePanel citation={citation} mode="side" onClose={closeCitation} />
                </div>
              ) : (
                <PassagePanel citation={citation} mode="dialog" onClose={closeCitation} />
              )}
            </Suspense>
          ) : null}
        </div>
      </CitationContext.Provider>
    </Page>
  );
}
