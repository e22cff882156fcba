import { Combine, Pencil, Sparkles } from 'lucide-react';
import { lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { CitationContext } from '../../components/citation-context';
import { Button } from '../../components/Button';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { ChatTurn } from './conversation';
import { QuestionBubble } from './QuestionBubble';
import { keyLabelOf, ResponseCard } from './ResponseCard';
import { CHAT_INPUT_ID } from './ChatComposer';
import { CombinedAnswerCard } from './CombinedAnswerCard';
import { isCannotSeeImagesNote } from '../../domain/model-vision';

/** The Regenerate and Continue with buttons of one answer card. */
export function cardActions(actions: TurnActions | undefined, providerId: string) {
  if (!actions) return {};
  const { continueWith } = actions;
  return {
    busy: actions.busy,
    onRegenerate: () => actions.regenerate(providerId),
    onContinue: continueWith && actions.onlyModelId !== providerId ? () => continueWith(providerId) : undefined,
  };
}

// Loaded when first needed: the hand-off actions once a turn is synthesized or
// merged, the answer tabs on phones only (they keep /chat's first load small).
const ActionPanel = lazy(() => import('./ActionPanel').then((module) => ({ default: module.ActionPanel })));
const loadAnswerTabs = () => import('./AnswerTabs');
const AnswerTabs = lazy(() => loadAnswerTabs().then((module) => ({ default: module.AnswerTabs })));
// Only questions that carried an image need it: kept out of /chat's first load.
const QuestionImage = lazy(() => import('./images/QuestionImage').then((module) => ({ default: module.QuestionImage })));
const loadQuestionVersions = () => import('./QuestionVersions');
const QuestionEditor = lazy(() => loadQuestionVersions().then((module) => ({ default: module.QuestionEditor })));
const VersionSwitcher = lazy(() => loadQuestionVersions().then((module) => ({ default: module.VersionSwitcher })));
// On a phone the tabs come with the first answer: fetch them along with the page.
if (window.matchMedia(PHONE_QUERY).matches) void loadAnswerTabs();

export interface ChatTurnViewProps {
  turn: ChatTurn;
  selected: ReadonlySet<string>;
  synthesizing: boolean;
  onToggle: (providerId: string) => void;
  onSynthesize: () => void;
  /** Asks one model of this saved turn again; absent while it cannot be (not saved yet, or something is being sent). */
  onRetry?: ((providerId: string) => void) | undefined;
  /** The Merge with AI control and its result (premium). */
  merge?: ReactNode;
  /** The actions of a saved turn; absent while it is not saved. */
  actions?: TurnActions | undefined;
}

/** What the user can do with a saved turn: its answers asked again, its question edited or switched. */
export interface TurnActions {
  /** Something is being sent: these wait for it. */
  busy: boolean;
  regenerate: (providerId: string) => void;
  /** Continue the chat with one model; absent when there is no choice of models. */
  continueWith?: ((providerId: string) => void) | undefined;
  /** The model the chat already continues with (its cards do not offer it again). */
  onlyModelId?: string | undefined;
  /** Sends the edited question as a new version; false when it was not sent. */
  edit: (text: string) => boolean;
  switchVersion: (turnId: string) => void;
}

function Question({ turn, actions }: { turn: ChatTurn; actions: TurnActions | undefined }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Cancel gives the focus back to Edit, where the keyboard user left off.
  const cancel = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const bubble = <QuestionBubble question={turn.question} srLabel="You asked:" />;
  if (editing && actions)
    return (
      <div className="flex justify-end">
        <Suspense fallback={bubble}>
          <QuestionEditor
            question={turn.question}
            onCancel={cancel}
            onSave={(text) => {
              const sent = actions.edit(text);
              if (!sent) return false;
              setEditing(false);
              // The edited question is a new turn whose Edit waits for its answers: the
              // focus goes to the question box, as after any question sent.
              requestAnimationFrame(() => document.getElementById(CHAT_INPUT_ID)?.focus());
              return true;
            }}
          />
        </Suspense>
      </div>
    );
  return (
    <div className="flex flex-col items-end gap-1">
      {turn.imageId ? (
        <Suspense fallback={<div aria-hidden="true" className="size-24 rounded-xl bg-subtle" />}>
          <QuestionImage imageId={turn.imageId} />
        </Suspense>
      ) : null}
      {bubble}
      {/* There from the start, usable once the turn is saved: the answers below do not move when it ends. */}
      <div className="flex items-center gap-1">
        {turn.versions.length > 1 && turn.serverId && (
          <Suspense fallback={null}>
            <VersionSwitcher
              versions={turn.versions}
              current={turn.serverId}
              disabled={!actions || actions.busy}
              onSwitch={(id) => actions?.switchVersion(id)}
            />
          </Suspense>
        )}
        <Button
          ref={editButton}
          variant="ghost"
          size="sm"
          className="!h-7 !px-2 text-xs"
          onClick={() => setEditing(true)}
          disabled={!actions || actions.busy}
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit
        </Button>
      </div>
    </div>
  );
}

export function ChatTurnView({ turn, selected, synthesizing, onToggle, onSynthesize, onRetry, merge, actions }: ChatTurnViewProps) {
  const answered = turn.responses.some((r) => !r.error && r.response);
  const canSynthesize = !turn.streaming && answered && turn.synthesized === null;
  const columns = turn.responses.length > 1 ? 'md:grid-cols-2 xl:grid-cols-3' : '';
  const phone = useMediaQuery(PHONE_QUERY);
  // Citations in this turn's answers open with its question, which marks the matching passage.
  const citations = useContext(CitationContext);
  const turnCitations = useMemo(() => citations && { ...citations, question: turn.question }, [citations, turn.question]);
  return (
    <CitationContext.Provider value={turnCitations}>
      <li className="space-y-4">
        <Question turn={turn} actions={actions} />
        {phone && turn.responses.length > 1 ? (
          <Suspense fallback={null}>
            <AnswerTabs turn={turn} selected={selected} onToggle={onToggle} onRetry={onRetry} actions={actions} />
          </Suspense>
        ) : (
          <div className={`grid grid-cols-1 gap-4 ${columns}`}>
            {turn.responses.map((response) => (
              <ResponseCard
                key={response.providerId}
                response={response}
                keyLabel={keyLabelOf(turn.responses, response)}
                selected={selected.has(response.providerId)}
                onToggle={() => onToggle(response.providerId)}
                onRetry={onRetry && !isCannotSeeImagesNote(response) ? () => onRetry(response.providerId) : undefined}
                {...cardActions(actions, response.providerId)}
              />
            ))}
          </div>
        )}
        {turn.stopped && <p className="text-sm text-muted">Stopped before every model finished.</p>}
        {(canSynthesize || merge) && (
          <div className="flex flex-wrap items-center gap-2">
            {canSynthesize && (
              <Button variant="gradient" onClick={onSynthesize} disabled={synthesizing}>
                <Sparkles aria-hidden="true" className="size-4" />
                {synthesizing ? 'Synthesizing...' : `Synthesize Responses (${selected.size > 0 ? `${selected.size} selected` : 'All'})`}
              </Button>
            )}
            {merge}
          </div>
        )}
        {turn.synthesized !== null && (
          <CombinedAnswerCard
            label="Optimized Response"
            icon={Sparkles}
            title="Optimized Response"
            heading="h3"
            text={turn.synthesized}
            copy={{ label: 'Copy the optimized response', what: 'The optimized response' }}
          >
            <Suspense fallback={null}>
              <ActionPanel question={turn.question} content={turn.synthesized} />
            </Suspense>
          </CombinedAnswerCard>
        )}
        {turn.merged && (
          <CombinedAnswerCard
            label="AI merge"
            icon={Combine}
            title={`${turn.merged.mode === 'compare' ? 'AI Comparison' : 'AI Merge'} by ${turn.merged.model}`}
            heading="h3"
            text={turn.merged.response}
            copy={{ label: 'Copy the AI merge', what: 'The merged answer' }}
          >
            <Suspense fallback={null}>
              <ActionPanel question={turn.question} content={turn.merged.response} />
            </Suspense>
          </CombinedAnswerCard>
        )}
      </li>
    </CitationContext.Provider>
  );
}
