import { CONTENT_LENGTHS, LENGTH_GUIDANCE, type TemplateId } from '../../../domain/automation/catalogue';
import type { Studio } from '../use-studio';

export function LengthPicker({ studio, template }: { studio: Studio; template: TemplateId }) {
  return (
    <div role="radiogroup" aria-label="Content length" className="grid grid-cols-3 gap-2">
      {CONTENT_LENGTHS.map((length) => (
        <button
          key={length}
          type="button"
          role="radio"
          aria-checked={studio.settings.length === length}
          onClick={() => studio.setLength(length)}
          className={`rounded-lg border px-2 py-2 text-center text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
            studio.settings.length === length
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
