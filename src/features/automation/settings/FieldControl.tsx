import { useId } from 'react';
import { TextField } from '../../../components/TextField';
import { STUDIO_LIMITS, type TemplateField } from '../../../domain/automation/catalogue';
import { control, groupLabel } from './styles';

export function FieldControl({ field, value, onChange }: { field: TemplateField; value: string; onChange: (value: string) => void }) {
  const id = useId();
  if (field.kind === 'input')
    return (
      <TextField
        label={field.label}
        value={value}
        placeholder={field.placeholder}
        maxLength={STUDIO_LIMITS.topic}
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
        <textarea
          id={id}
          value={value}
          rows={4}
          maxLength={STUDIO_LIMITS.topic}
          placeholder={field.placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${control} py-2`}
        />
      )}
    </div>
  );
}
