// Editing a question in place (sent as a new version of it) and moving between its
// versions. Loaded when first needed: a new chat's first paint has no question yet.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button';

export function QuestionEditor({
  question,
  onSave,
  onCancel,
}: {
  question: string;
  onSave: (text: string) => boolean;
  onCancel: () => void;
}) {
  const [text, setText] = useState(question);
  const area = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  const save = () => {
    if (text.trim()) onSave(text);
  };
  // As in the question box: Enter sends, Shift+Enter adds a line; Escape leaves the question as it was.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };
  return (
    <div className="w-full max-w-[85%] rounded-2xl border border-accent/50 bg-surface p-3 shadow-sm">
      <label htmlFor={id} className="sr-only">
        Edit your question
      </label>
      <textarea
        id={id}
        ref={area}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-[200px] min-h-[60px] w-full resize-y rounded-lg border border-line bg-page px-3 py-2 text-sm text-fg focus:border-accent focus:outline-2 focus:outline-accent/40"
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="gradient" size="sm" onClick={save} disabled={!text.trim()}>
          Save &amp; send
        </Button>
      </div>
    </div>
  );
}

/** "‹ 2 / 3 ›": the versions of an edited question; each shows the turns that followed it. */
export function VersionSwitcher({
  versions,
  current,
  disabled,
  onSwitch,
}: {
  versions: readonly string[];
  current: string;
  disabled: boolean;
  onSwitch: (turnId: string) => void;
}) {
  const index = versions.indexOf(current);
  if (index < 0) return null;
  const before = versions[index - 1];
  const after = versions[index + 1];
  return (
    <div role="group" aria-label="Versions of this question" className="flex items-center gap-1 text-xs text-muted">
      <VersionStep label="Previous version" to={before} disabled={disabled} onSwitch={onSwitch}>
        <ChevronLeft aria-hidden="true" className="size-4" />
      </VersionStep>
      <span className="tabular-nums">
        {index + 1} / {versions.length}
      </span>
      <VersionStep label="Next version" to={after} disabled={disabled} onSwitch={onSwitch}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </VersionStep>
    </div>
  );
}

/** One step of the switcher: off at either end (`to` undefined) and while a question is on its way. */
function VersionStep({
  label,
  to,
  disabled,
  onSwitch,
  children,
}: {
  label: string;
  to: string | undefined;
  disabled: boolean;
  onSwitch: (turnId: string) => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="!h-7 !px-1.5"
      aria-label={label}
      disabled={disabled || !to}
      onClick={() => to && onSwitch(to)}
    >
      {children}
    </Button>
  );
}
