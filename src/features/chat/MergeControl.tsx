import { Combine, Square } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import type { MergeMode } from '../../domain/chat-contract';
import { countOf } from '../../domain/plural';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { useChatStatus } from './api/get-chat-status';
import { MERGE_FAILED, streamMerge } from './api/stream-merge';
import type { MergedResult } from '../../domain/chat-contract';
import type { ChatTurn } from './conversation';
import { MarkdownView } from '../../components/MarkdownView';

const MODES: { id: MergeMode; label: string }[] = [
  { id: 'fuse', label: 'Fuse: one best answer' },
  { id: 'compare', label: 'Compare: agreements, disagreements, recommendation' },
];

const selectClass =
  'h-9 min-w-0 max-w-full rounded-lg border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent';

/**
 * Merge with AI (PRO): the selected answers of this turn (or all) go to a model the
 * user picks. The server reads them from the saved turn, so a turn that was not
 * saved (stopped early) cannot be merged.
 */
export function MergeControl({
  turn,
  selected,
  onMerged,
}: {
  turn: ChatTurn;
  selected: ReadonlySet<string>;
  onMerged: (merged: MergedResult) => void;
}) {
  const { user } = useAuth();
  const { data: status } = useChatStatus(user?.id);
  const models = (status?.models ?? []).filter((m) => m.enabled && (m.apiKeyConfigured || status?.demo));
  const [modelId, setModelId] = useState('');
  const [mode, setMode] = useState<MergeMode>('fuse');
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const ids = useId();
  const answered = turn.responses.filter((r) => !r.error && r.response);
  const turnId = turn.serverId;
  if (turn.streaming || answered.length === 0 || !user || !turnId) return null;
  const chosenModel = modelId || models[0]?.id || '';
  const merging = preview !== null;

  async function merge(savedTurnId: string) {
    const chosen = answered.filter((r) => selected.has(r.providerId));
    const sources = chosen.length ? chosen : answered;
    const abort = new AbortController();
    controller.current = abort;
    setPreview('');
    try {
      const result = await streamMerge(
        {
          turn_id: savedTurnId,
          mode,
          model_id: chosenModel,
          user_id: user!.id,
          ...(chosen.length ? { model_ids: chosen.map((r) => r.providerId) } : {}),
        },
        {
          onEvent: (event) => {
            if (event.event === 'delta') setPreview((text) => (text ?? '') + event.data.text);
          },
          signal: abort.signal,
        },
      );
      onMerged({ model: result.model, mode: result.mode, response: result.response });
      notify({ title: 'Merged with AI', description: `${result.model} merged ${countOf(sources.length, 'answer')}.` });
    } catch (error) {
      if (!abort.signal.aborted) {
        notifyFailure('Error', error, MERGE_FAILED);
      }
    } finally {
      setPreview(null);
      controller.current = null;
    }
  }

  return (
    <div className="flex w-full flex-col gap-3 sm:w-auto">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <label htmlFor={`${ids}-model`} className="text-xs font-medium text-muted">
            Model that merges
          </label>
          <select
            id={`${ids}-model`}
            className={selectClass}
            value={chosenModel}
            onChange={(e) => setModelId(e.target.value)}
            disabled={merging}
          >
            {models.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <label htmlFor={`${ids}-mode`} className="text-xs font-medium text-muted">
            Merge mode
          </label>
          <select
            id={`${ids}-mode`}
            className={selectClass}
            value={mode}
            onChange={(e) => setMode(e.target.value as MergeMode)}
            disabled={merging}
          >
            {MODES.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        {merging ? (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            <Square aria-hidden="true" className="size-4" />
            Stop merge
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void merge(turnId)} disabled={!chosenModel}>
            <Combine aria-hidden="true" className="size-4" />
            Merge with AI
          </Button>
        )}
      </div>
      {merging && (
        <div aria-live="polite" className="rounded-2xl border border-line bg-surface p-4 text-sm">
          {preview ? <MarkdownView text={preview} /> : <p className="text-muted">Merging…</p>}
        </div>
      )}
    </div>
  );
}
