import { ArrowLeft, CircleStop, LoaderCircle, Plus, Save, Sparkles, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Switch } from '../../components/Switch';
import { TextField } from '../../components/TextField';
import { CONTENT_LENGTHS, LENGTH_GUIDANCE, PERSONA_BUTTONS, RECURRING_FREQUENCIES, STUDIO_LIMITS, studioTemplate, type TemplateField, type TemplateId } from '../../domain/studio/catalogue';
import { CONNECTOR_INFO, type ConnectorKind } from '../../domain/connectors';
import { useAuth } from '../../lib/auth-context';
import { useConnectors } from './api/connectors';
import { Inspiration } from './Inspiration';
import { MAX_RUNS_LIMIT, type ScheduleEnd, type TopicMode } from '../../domain/studio/settings';
import type { Studio } from './use-studio';

const control =
  'block w-full rounded-lg border border-line bg-page px-3 text-sm text-fg placeholder:text-muted/80 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none';
const groupLabel = 'mb-2 block text-sm font-medium text-fg';

function FieldControl({ field, value, onChange }: { field: TemplateField; value: string; onChange: (value: string) => void }) {
  const id = useId();
  if (field.kind === 'input') return <TextField label={field.label} value={value} placeholder={field.placeholder} maxLength={STUDIO_LIMITS.topic} onChange={(event) => onChange(event.target.value)} />;
  return (
    <div>
      <label htmlFor={id} className={groupLabel}>
        {field.label}
      </label>
      {field.kind === 'select' ? (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${control} h-11`}>
          {field.options!.map((option) => (
            <option key={option} value={option}>
              {field.id === 'length' ? `${option} words` : option}
            </option>
          ))}
        </select>
      ) : (
        <textarea id={id} value={value} rows={4} maxLength={STUDIO_LIMITS.topic} placeholder={field.placeholder} onChange={(event) => onChange(event.target.value)} className={`${control} py-2`} />
      )}
    </div>
  );
}

function TopicList({ studio }: { studio: Studio }) {
  const { topics, topicMode } = studio.settings;
  const setTopic = (index: number, value: string) => studio.update({ topics: topics.map((topic, i) => (i === index ? value : topic)) });
  return (
    <fieldset className="space-y-3">
      <legend className={groupLabel}>Topics</legend>
      {topics.map((topic, index) => (
        <div key={index} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={topics.length > 1 ? `Topic ${index + 1}` : 'Topic'}
            value={topic}
            maxLength={STUDIO_LIMITS.topic}
            placeholder={index === 0 ? studioTemplate('blog').fields[0]!.placeholder : 'Another topic'}
            onChange={(event) => setTopic(index, event.target.value)}
          />
          {topics.length > 1 ? (
            <Button variant="ghost" className="h-11" aria-label={`Remove topic ${index + 1}`} onClick={() => studio.update({ topics: topics.filter((_, i) => i !== index) })}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </div>
      ))}
      {topics.length < STUDIO_LIMITS.topics ? (
        <Button variant="secondary" size="sm" onClick={() => studio.update({ topics: [...topics, ''] })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Topic
        </Button>
      ) : null}
      <p id="topic-mode-hint" className="text-xs text-muted">With several topics: a post for each (written side by side), or one post that covers them all.</p>
      <div role="radiogroup" aria-label="Several topics" aria-describedby="topic-mode-hint" className="grid grid-cols-2 gap-2">
        {(
          [
            ['separate', 'Separate'],
            ['combined', 'Combined'],
          ] as [TopicMode, string][]
        ).map(([mode, label]) => (
          <Button key={mode} role="radio" aria-checked={topicMode === mode} size="sm" variant={topicMode === mode ? 'primary' : 'secondary'} onClick={() => studio.update({ topicMode: mode })}>
            {label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

function PersonaPicker({ studio }: { studio: Studio }) {
  const { personaId, customPersona } = studio.settings;
  return (
    <fieldset>
      <legend className={groupLabel}>Persona</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {PERSONA_BUTTONS.map((persona) => (
          <Button
            key={persona.id}
            size="sm"
            variant={personaId === persona.id ? 'primary' : 'secondary'}
            aria-pressed={personaId === persona.id}
            onClick={() => studio.update({ personaId: personaId === persona.id ? null : persona.id, customPersona: '' })}
          >
            {persona.name}
          </Button>
        ))}
      </div>
      <TextField
        className="mt-3"
        label="Or describe your own persona"
        value={customPersona}
        maxLength={STUDIO_LIMITS.tone}
        placeholder="e.g. a warm, witty baker who loves sourdough"
        onChange={(event) => studio.update({ customPersona: event.target.value, personaId: null })}
      />
    </fieldset>
  );
}

function LengthPicker({ studio, template }: { studio: Studio; template: TemplateId }) {
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
            studio.settings.length === length ? 'border-accent bg-accent-soft font-semibold text-fg' : 'border-line bg-surface text-muted hover:bg-subtle'
          }`}
        >
          <span className="block">{`${length[0]!.toUpperCase()}${length.slice(1)}`}</span>
          <span className="block text-xs">{LENGTH_GUIDANCE[template][length].label}</span>
        </button>
      ))}
    </div>
  );
}

function SwitchRow({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p className="text-sm font-medium">{label}</p>
        <p className="text-xs text-muted">{hint}</p>
      </div>
      <Switch checked={checked} onChange={onChange} label={label} />
    </div>
  );
}

/** The connectors each scheduled run goes to: the user's connected ones, ticked on or off. */
function DeliverTo({ studio }: { studio: Studio }) {
  const { user } = useAuth();
  const connected = useConnectors(user?.id);
  const chosen = studio.settings.deliverTo;
  if (!user) return null;
  const toggle = (kind: ConnectorKind, on: boolean) => studio.update({ deliverTo: on ? [...chosen, kind] : chosen.filter((entry) => entry !== kind) });
  return (
    <fieldset>
      <legend className={groupLabel}>Deliver each run to</legend>
      {connected.data?.length ? (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {connected.data.map(({ connector }) => (
            <label key={connector} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={chosen.includes(connector)} onChange={(event) => toggle(connector, event.target.checked)} />
              {CONNECTOR_INFO[connector].name}
            </label>
          ))}
        </div>
      ) : (
        <p className="text-xs text-muted">{connected.data ? 'No connector yet: connect Zapier, Make or another one under Export and Connect, then tick it here.' : 'Loading your connectors…'}</p>
      )}
    </fieldset>
  );
}

function Automation({ studio }: { studio: Studio }) {
  const { realtime, scheduling, scheduleDate, scheduleTime, recurring, frequency, ends, endDate, maxRuns } = studio.settings;
  const frequencyId = useId();
  const endsId = useId();
  return (
    <div className="space-y-4">
      <SwitchRow label="Real-time search data" hint="Let the writer draw on search insights for the topic." checked={realtime} onChange={(next) => studio.update({ realtime: next })} />
      <SwitchRow label="Schedule" hint="Add a publishing date and time to the content." checked={scheduling} onChange={(next) => studio.update({ scheduling: next })} />
      {scheduling ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label="Date" type="date" value={scheduleDate} onChange={(event) => studio.update({ scheduleDate: event.target.value })} />
          <TextField label="Time" type="time" value={scheduleTime} onChange={(event) => studio.update({ scheduleTime: event.target.value })} />
        </div>
      ) : null}
      {scheduling ? <DeliverTo studio={studio} /> : null}
      <SwitchRow label="Recurring" hint="Repeat this piece on a schedule." checked={recurring} onChange={(next) => studio.update({ recurring: next })} />
      {recurring ? (
        <div>
          <label htmlFor={frequencyId} className={groupLabel}>
            Frequency
          </label>
          <select id={frequencyId} value={frequency} onChange={(event) => studio.update({ frequency: event.target.value as typeof frequency })} className={`${control} h-11 capitalize`}>
            {RECURRING_FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {scheduling ? null : <p className="mt-1.5 text-xs text-muted">Turn on Schedule and choose a date: the first run starts it.</p>}
          <label htmlFor={endsId} className={`${groupLabel} mt-4`}>
            Ends
          </label>
          <select id={endsId} value={ends} onChange={(event) => studio.update({ ends: event.target.value as ScheduleEnd })} className={`${control} h-11`}>
            <option value="never">Never (until you pause it)</option>
            <option value="date">On a date</option>
            <option value="runs">After a number of runs</option>
          </select>
          {ends === 'date' ? <TextField className="mt-3" label="Last date" type="date" min={scheduleDate || undefined} value={endDate} onChange={(event) => studio.update({ endDate: event.target.value })} /> : null}
          {ends === 'runs' ? (
            <TextField
              className="mt-3"
              label="Number of runs"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_RUNS_LIMIT}
              value={String(maxRuns)}
              onChange={(event) => studio.update({ maxRuns: Math.min(MAX_RUNS_LIMIT, Math.max(1, Math.round(Number(event.target.value)) || 1)) })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

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
            <FieldControl key={field.id} field={field} value={studio.settings.fields[field.id] ?? ''} onChange={(value) => studio.setField(field.id, value)} />
          ),
        )}
      </div>
      <PersonaPicker studio={studio} />
      <div>
        <p className={groupLabel}>Content length</p>
        <LengthPicker studio={studio} template={template} />
      </div>
      <Automation studio={studio} />
      <Inspiration studio={studio} template={template} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
        <Button variant="gradient" size="lg" className="w-full" disabled={studio.generating} onClick={studio.generate}>
          {studio.generating ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Sparkles aria-hidden="true" className="size-5" />}
          {studio.generating ? 'Generating...' : 'Generate Content'}
        </Button>
        {studio.generating ? (
          <Button variant="secondary" size="lg" onClick={studio.stop}>
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
      {studio.saved ? <p className="text-xs text-muted">Saved as version {studio.saved.version}. Saving again keeps this version in its history.</p> : null}
    </section>
  );
}
