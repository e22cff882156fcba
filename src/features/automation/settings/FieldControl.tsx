import { useId } from 'react';
import { TextField } from '../../../components/TextField';
import { AUTOMATION_LIMITS, type TemplateField } from '../../../domain/automation/catalogue';
import { control, groupLabel } from './styles';

/** A template's field; `error` marks the one a generation needs (see useAutomation's `missing`). Text shows its length against the limit. */
export function FieldControl({
  field,
  value,
  onChange,
  error,
}: {
  field: TemplateField;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const counter = `${value.length}/${AUTOMATION_LIMITS.topic} characters`;
  if (field.kind === 'input')
    return (
      <TextField
        label={field.label}
        value={value}
        placeholder={field.placeholder}
        maxLength={AUTOMATION_LIMITS.topic}
        data-field={field.id}
        error={error}
        hint={counter}
        onChange={(event) => onChange(event.target.value)}
      />
    );
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
        <>
          <textarea
            id={id}
            value={value}
            rows={4}
            maxLength={AUTOMATION_LIMITS.topic}
            placeholder={field.placeholder}
            data-field={field.id}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            onChange={(event) => onChange(event.target.value)}
            className={`${control} py-2 ${error ? 'border-danger' : ''}`}
          />
          <p id={`${id}-count`} className="mt-1 text-xs text-muted">
            {counter}
          </p>
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm text-danger">
              {error}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
