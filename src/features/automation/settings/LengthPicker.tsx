import { CONTENT_LENGTHS, LENGTH_GUIDANCE, type TemplateId } from '../../../domain/automation/catalogue';
import type { AutomationState } from '../use-automation';

export function LengthPicker({ automation, template }: { automation: AutomationState; template: TemplateId }) {
  return (
    <div role="radiogroup" aria-label="Content length" className="grid grid-cols-3 gap-2">
      {CONTENT_LENGTHS.map((length) => (
        <button
          key={length}
          type="button"
          role="radio"
          aria-checked={automation.settings.length === length}
          onClick={() => automation.setLength(length)}
          className={`rounded-lg border px-2 py-2 text-center text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
            automation.settings.length === length
              ? 'border-accent bg-accent-soft font-semibold text-fg'
              : 'border-line bg-surface text-muted hover:bg-subtle'
          }`}
        >
          <span className="block">{`${length[0]!.toUpperCase()}${length.slice(1)}`}</span>
          <span className="block text-xs">{LENGTH_GUIDANCE[template][length].label}</span>
        </button>
      ))}
    </div>
  );
}
