import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { PERSONA_BUTTONS, AUTOMATION_LIMITS } from '../../../domain/automation/catalogue';
import type { AutomationState } from '../use-automation';
import { groupLabel } from './styles';

export function PersonaPicker({ automation }: { automation: AutomationState }) {
  const { personaId, customPersona } = automation.settings;
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
            onClick={() => automation.update({ personaId: personaId === persona.id ? null : persona.id, customPersona: '' })}
          >
            {persona.name}
          </Button>
        ))}
      </div>
      <TextField
        className="mt-3"
        label="Or describe your own persona"
        value={customPersona}
        maxLength={AUTOMATION_LIMITS.tone}
        placeholder="e.g. a warm, witty baker who loves sourdough"
        onChange={(event) => automation.update({ customPersona: event.target.value, personaId: null })}
      />
    </fieldset>
  );
}
