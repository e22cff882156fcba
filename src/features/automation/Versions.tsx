import { Layers, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import useSWR from 'swr';
import { Button } from '../../components/Button';
import { separateLegacyMeta } from '../../domain/automation/format';
import { countOf } from '../../domain/plural';
import { diffStats, diffWords } from '../../domain/word-diff';
import { formatAutomationDate } from '../../lib/automation-date';
import { listVersions, type ContentVersion } from './api/list-versions';
import { Tabs } from '../../components/Tabs';
import { messageOf } from '../../domain/error-message';

type View = 'changes' | 'text';

/** A version against the editor's text, word by word: what restoring it would take out and put back. */
function Changes({ version, current }: { version: string; current: string }) {
  const parts = diffWords(current, version);
  const { added, removed } = diffStats(parts);
  if (added === 0 && removed === 0) return <p className="text-sm text-muted">Same text as in the editor.</p>;
  return (
    <>
      <p className="text-xs text-muted">
        Restoring it brings back {countOf(added, 'word')} (underlined) and takes out {countOf(removed, 'word')} (struck through) of the text
        in the editor.
      </p>
      <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-line bg-page p-3 text-sm leading-relaxed whitespace-pre-wrap">
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'added' ? (
            <ins key={index} className="rounded-sm bg-success-soft underline decoration-success">
              {part.text}
            </ins>
          ) : (
            <del key={index} className="rounded-sm bg-danger-soft decoration-danger">
              {part.text}
            </del>
          ),
        )}
      </div>
    </>
  );
}

function VersionDetail({ entry, current, onRestore }: { entry: ContentVersion; current: string; onRestore: () => void }) {
  const [view, setView] = useState<View>('changes');
  const text = separateLegacyMeta(entry.content).body;
  return (
    <div className="mt-3 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Version {entry.version}</h3>
        <Button size="sm" onClick={onRestore}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Restore version {entry.version}
        </Button>
      </div>
      <Tabs
        wrap
        focusablePanel
        className="mt-3"
        panelClassName="mt-3"
        label={`Version ${entry.version}`}
        tabs={[
          { id: 'changes', label: 'Changes' },
          { id: 'text', label: 'Its text' },
        ]}
        value={view}
        onChange={setView}
      >
        {view === 'changes' ? (
          <Changes version={text} current={current} />
        ) : (
          <div className="max-h-80 overflow-auto rounded-lg border border-line bg-page p-3 text-sm whitespace-pre-wrap">{text}</div>
        )}
      </Tabs>
    </div>
  );
}

/** The earlier versions of a saved item (each save keeps the one it replaced): view one, compare it with the editor, restore it. */
export function Versions({
  itemId,
  version,
  current,
  onRestore,
}: {
  itemId: string;
  version: number;
  current: string;
  onRestore: (content: string, version: number) => void;
}) {
  const versions = useSWR(version > 1 ? ['content-versions', itemId, version] : null, () => listVersions(itemId), {
    revalidateOnFocus: false,
  });
  const [selected, setSelected] = useState<number | null>(null);
  if (version <= 1) return null;
  const chosen = versions.data?.find((entry) => entry.version === selected) ?? null;
  return (
    <details className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <Layers aria-hidden="true" className="size-4" />
        Earlier versions ({version - 1})
      </summary>
      {versions.error ? <p className="mt-3 text-sm text-danger">{messageOf(versions.error)}</p> : null}
      <ul className="mt-3 space-y-2">
        {(versions.data ?? []).map((entry) => (
          <li key={entry.version} className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm">
            <span>
              Version {entry.version} · {formatAutomationDate(entry.saved_at)}
              {entry.awaiting_review ? ' · written by a run, never reviewed' : ''}
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-pressed={selected === entry.version}
              onClick={() => setSelected((open) => (open === entry.version ? null : entry.version))}
              aria-label={`View version ${entry.version}`}
            >
              View
            </Button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <VersionDetail key={chosen.version} entry={chosen} current={current} onRestore={() => onRestore(chosen.content, chosen.version)} />
      ) : null}
    </details>
  );
}
