import { ArrowLeft, CircleStop, LoaderCircle, Save, Sparkles } from 'lucide-react';
import { Button } from '../../../components/Button';
import { automationTemplate, type TemplateId } from '../../../domain/automation/catalogue';
import { takesPostImage } from '../../../domain/automation/post-image';
import { PostImageField } from '../post-image/PostImageField';
import { Inspiration } from '../Inspiration';
import type { AutomationState } from '../use-automation';
import { FieldControl } from './FieldControl';
import { TopicList } from './TopicList';
import { PersonaPicker } from './PersonaPicker';
import { LengthPicker } from './LengthPicker';
import { AutomationSettings } from './AutomationSettings';
import { QuotaLine } from './QuotaLine';
import { groupLabel } from './styles';
import { ReplaceQuestion } from './ReplaceQuestion';

/** The settings column: the template's fields, persona, length, switches, inspiration and Generate. */
export function ContentSettingsPanel({
  automation,
  template,
  onChange,
}: {
  automation: AutomationState;
  template: TemplateId;
  onChange: () => void;
}) {
  const definition = automationTemplate(template);
  return (
    <section aria-labelledby="automation-settings" className="space-y-6 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="automation-settings" className="text-lg font-bold">
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
            <TopicList key={field.id} automation={automation} />
          ) : (
            <FieldControl
              key={field.id}
              field={field}
              value={automation.settings.fields[field.id] ?? ''}
              onChange={(value) => automation.setField(field.id, value)}
              error={automation.missing?.field === field.id ? automation.missing.message : undefined}
            />
          ),
        )}
      </div>
      {takesPostImage(template) ? <PostImageField automation={automation} /> : null}
      <PersonaPicker automation={automation} />
      <div>
        <p className={groupLabel}>Content length</p>
        <LengthPicker automation={automation} template={template} />
      </div>
      <AutomationSettings automation={automation} />
      <Inspiration automation={automation} template={template} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
        <Button
          variant="gradient"
          size="lg"
          className="w-full"
          data-automation-generate
          disabled={automation.generating}
          onClick={automation.generate}
        >
          {automation.generating ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" className="size-5" />
          )}
          {automation.generating ? 'Generating...' : 'Generate Content'}
        </Button>
        {automation.generating ? (
          <Button variant="secondary" size="lg" data-automation-stop onClick={automation.stop}>
            <CircleStop aria-hidden="true" className="size-4" />
            Stop
          </Button>
        ) : (
          <Button variant="secondary" size="lg" disabled={automation.saving} onClick={automation.save}>
            <Save aria-hidden="true" className="size-4" />
            Save
          </Button>
        )}
      </div>
      {automation.replacing ? <ReplaceQuestion automation={automation} /> : null}
      <QuotaLine />
      {automation.saved ? (
        <p className="text-xs text-muted">Saved as version {automation.saved.version}. Saving again keeps this version in its history.</p>
      ) : null}
    </section>
  );
}
