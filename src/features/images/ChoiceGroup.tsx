import { useId } from 'react';

/** A row of radio buttons drawn as segmented buttons: arrow keys move between them, as radios do. */
export function ChoiceGroup<Option extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  options: readonly Option[];
  labels: Record<Option, string>;
  value: Option;
  onChange: (value: Option) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="relative flex min-h-11 cursor-pointer items-center rounded-lg border border-line bg-page px-3 text-sm text-fg has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
