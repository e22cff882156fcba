import { useId } from 'react';
import { IMAGE_PROMPT_MAX } from '../../domain/images-contract';

/** A description for an image model ("Describe the image", "Describe the change"), with the error that stopped it. */
export function PromptField({
  label,
  value,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  placeholder: string;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-fg">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={IMAGE_PROMPT_MAX}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={placeholder}
        className="mt-2 block w-full resize-y rounded-lg border border-line bg-page px-3 py-2 text-sm text-fg placeholder:text-muted/80 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
