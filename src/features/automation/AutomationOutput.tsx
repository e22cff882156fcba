import { PenLine } from 'lucide-react';
import { useId } from 'react';
import { streamingText } from '../../domain/automation/stream';
import type { AutomationState } from './use-automation';

/** The generated content: streamed into view while it is written, then editable text. */
export function AutomationOutput({ automation }: { automation: AutomationState }) {
  const editorId = useId();
  const pieces = automation.streaming;
  if (pieces) {
    return (
      <section aria-labelledby="automation-writing" aria-busy="true" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h2 id="automation-writing" className="text-lg font-bold">
          Writing…
        </h2>
        {pieces.length === 0 ? <p className="mt-3 text-sm text-muted">Planning the piece…</p> : null}
        {pieces.map((piece, index) => (
          <div key={index} className="mt-4">
            {pieces.length > 1 ? <h3 className="text-sm font-semibold text-accent">{piece.topic}</h3> : null}
            {piece.sections.length && !piece.texts.length ? <p className="text-sm text-muted">Plan: {piece.sections.join(' · ')}</p> : null}
            <div aria-live="off" className="mt-2 text-sm whitespace-pre-wrap">
              {streamingText(piece)}
            </div>
          </div>
        ))}
      </section>
    );
  }
  if (!automation.content) {
    return (
      <section
        aria-labelledby="automation-empty"
        className="flex min-h-64 flex-col items-center justify-center rounded-2xl border border-dashed border-line p-8 text-center"
      >
        <PenLine aria-hidden="true" className="size-8 text-muted" />
        <h2 id="automation-empty" className="mt-3 font-semibold">
          Your content will appear here
        </h2>
        <p className="mt-1 max-w-sm text-sm text-muted">
          Fill in the settings and choose Generate Content. You can edit the result before you export it.
        </p>
      </section>
    );
  }
  return (
    <div className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <label htmlFor={editorId} className="text-lg font-bold">
        Generated content
      </label>
      <p className="mt-1 text-xs text-muted">Markdown. Edit anything before you export it.</p>
      {automation.header.length ? (
        <ul aria-label="About this content" className="mt-3 space-y-0.5 border-l-2 border-accent/60 pl-3 text-xs text-muted">
          {automation.header.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {automation.incomplete ? (
        <p className="mt-2 rounded-lg border border-line bg-subtle px-3 py-2 text-sm">
          <strong>Incomplete:</strong> the generation was stopped before the end. Generate again for the whole piece, or finish it here.
        </p>
      ) : null}
      {automation.awaitingReview ? (
        <p className="mt-2 rounded-lg bg-accent-soft px-3 py-2 text-sm">
          A scheduled run wrote this version and it waits for your review: it was not sent. Save it to approve it and send it, your edits
          included.
        </p>
      ) : null}
      <textarea
        id={editorId}
        data-automation-editor
        value={automation.content}
        onChange={(event) => automation.setContent(event.target.value)}
        rows={20}
        className="mt-3 block w-full rounded-lg border border-line bg-page p-3 font-mono text-sm leading-relaxed text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
      />
    </div>
  );
}
