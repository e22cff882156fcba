import { ArrowLeft, CircleStop, LoaderCircle, Save, Sparkles } from 'lucide-react';
import { Button } from '../../../components/Button';
import { studioTemplate, type TemplateId } from '../../../domain/automation/catalogue';
import { Inspiration } from '../Inspiration';
import type { Studio } from '../use-studio';
import { FieldControl } from './FieldControl';
import { TopicList } from './TopicList';
import { PersonaPicker } from './PersonaPicker';
import { LengthPicker } from './LengthPicker';
import { AutomationSettings } from './AutomationSettings';
import { QuotaLine } from './QuotaLine';
import { groupLabel } from './styles';
import { ReplaceQuestion } from './ReplaceQuestion';

/** The settings column: the template's fields, persona, length, switches, inspiration and Generate. */
export function StudioSettingsPanel({ studio, template, onChange }: { studio: Studio; template: TemplateId; onChange: () => void }) {
  const definition = studioTemplate(template);
  return (
    <section aria-labelledby="studio-settings" className="space-y-6 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="studio-settings" className="text-lg font-bold">
          {definition.name}
        </h2>
        <Button variant="ghost" size="sm" onClick={onChange}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Change
        </Button>
      </div>
      <div className="space-y-4">
        {definition.fields.map((field) =>
          template === 'blog' && field.id === 'topic' ? (
            <TopicList key={field.id} studio={studio} />
          ) : (
            <FieldControl
              key={field.id}
              field={field}
              value={studio.settings.fields[field.id] ?? ''}
              onChange={(value) => studio.setField(field.id, value)}
              error={studio.missing?.field === field.id ? studio.missing.message : undefined}
            />
          ),
        )}
      </div>
      <PersonaPicker studio={studio} />
      <div>
        <p className={groupLabel}>Content length</p>
        <LengthPicker studio={studio} template={template} />
      </div>
      <AutomationSettings studio={studio} />
      <Inspiration studio={studio} template={template} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
        <Button variant="gradient" size="lg" className="w-full" data-studio-generate disabled={studio.generating} onClick={studio.generate}>
          {studio.generating ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" className="size-5" />
          )}
          {studio.generating ? 'Generating...' : 'Generate Content'}
        </Button>
        {studio.generating ? (
          <Button variant="secondary" size="lg" data-studio-stop onClick={studio.stop}>
            <CircleStop aria-hidden="true" className="size-4" />
            Stop
          </Button>
        ) : (
          <Button variant="secondary" size="lg" disabled={studio.saving} onClick={studio.save}>
            <Save aria-hidden="true" className="size-4" />
            Save
          </Button>
        )}
      </div>
      {studio.replacing ? <ReplaceQuestion studio={studio} /> : null}
      <QuotaLine />
      {studio.saved ? (
        <p className="text-xs text-muted">Saved as version {studio.saved.version}. Saving again keeps this version in its history.</p>
      ) : null}
    </section>
  );
}
