import { Button } from '../../../components/Button';
import type { AutomationState } from '../use-automation';

// The focus goes where the next step is: the Stop button of the generation that starts,
// or back to Generate when the text is kept (the question and its buttons go away).
const focusSoon = (selector: string) => requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

/** Asked when Generate would replace text typed by hand: nothing keeps it elsewhere until it is saved. */
export function ReplaceQuestion({ automation }: { automation: AutomationState }) {
  const keep = () => {
    automation.keepText();
    focusSoon('[data-automation-generate]');
  };
  return (
    <div
      role="group"
      aria-label="Replace your edited text?"
      className="rounded-lg border border-line bg-subtle p-3 text-sm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') keep();
      }}
    >
      <p>
        Generating writes a new text in place of the one you edited, and your edits are not saved anywhere. Save first to keep them as a
        version.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            automation.replaceText();
            focusSoon('[data-automation-stop]');
          }}
        >
          Replace my text
        </Button>
        <Button size="sm" variant="secondary" autoFocus onClick={keep}>
          Keep my text
        </Button>
      </div>
    </div>
  );
}
