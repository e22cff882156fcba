import { FileText, MessageSquare, Video, type LucideIcon } from 'lucide-react';
import { AUTOMATION_TEMPLATES, type TemplateId } from '../../domain/automation/catalogue';

const ICONS: Record<TemplateId, LucideIcon> = { blog: FileText, youtube: Video, social: MessageSquare };

/** The automation page's three templates: choosing one opens its settings. */
export function TemplatePicker({ onChoose }: { onChoose: (template: TemplateId) => void }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Templates">
      {AUTOMATION_TEMPLATES.map((template) => {
        const Icon = ICONS[template.id];
        return (
          <li key={template.id} className="flex">
            <button
              type="button"
              onClick={() => onChoose(template.id)}
              className="group flex w-full flex-col items-start rounded-2xl border border-line bg-surface p-6 text-left transition hover:border-accent/60 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <span className={`flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${template.colour}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="mt-4 text-lg font-bold">{template.name}</span>
              <span className="mt-1 text-sm text-muted">{template.description}</span>
              <span className="mt-4 text-sm font-semibold text-accent group-hover:underline">Use this template</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
