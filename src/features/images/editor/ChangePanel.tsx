import { Eraser, Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { PromptField } from '../PromptField';

interface Props {
  busy: boolean;
  /** Adjustments are waiting to be saved: the change is made to the stored image, so they go first. */
  adjustmentsPending: boolean;
  painting: boolean;
  painted: boolean;
  brush: number;
  onPaintingChange: (on: boolean) => void;
  onBrushChange: (brush: number) => void;
  onClearMask: () => void;
  onApply: (change: string) => void;
}

/** The change in words, with an optional painted area, made by the image model. */
export function ChangePanel(props: Props) {
  const brushId = useId();
  const [change, setChange] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!change.trim()) return setError('Describe the change first.');
    setError(null);
    props.onApply(change.trim());
  }

  if (props.adjustmentsPending) {
    return (
      <p className="rounded-lg bg-subtle p-4 text-sm text-muted">
        Save or reset the crop, turn and flip first: the change is made to the image as it is saved.
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PromptField label="Describe the change" value={change} onChange={setChange} error={error} placeholder="Make the sky a warm sunset" />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-fg">Area to change (optional)</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            checked={props.painting}
            onChange={(event) => props.onPaintingChange(event.target.checked)}
            className="size-4 accent-[var(--color-accent)]"
          />
          Paint the area to change on the image
        </label>
        {props.painting ? (
          <div className="flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor={brushId} className="block text-sm text-fg">
                Brush size
              </label>
              <input
                id={brushId}
                type="range"
                min={8}
                max={200}
                value={props.brush}
                onChange={(event) => props.onBrushChange(Number(event.target.value))}
                className="mt-1 w-40 accent-[var(--color-accent)]"
              />
            </div>
            <Button variant="ghost" size="sm" disabled={!props.painted} onClick={props.onClearMask}>
              <Eraser aria-hidden="true" className="size-4" />
              Clear painting
            </Button>
          </div>
        ) : null}
        <p className="text-xs text-muted">
          {props.painting
            ? 'Only the painted area changes. Without painting, the model may change the whole picture.'
            : 'Without a painted area, the model may change the whole picture.'}
        </p>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="gradient" disabled={props.busy}>
          <Wand2 aria-hidden="true" className="size-4" />
          Apply change
        </Button>
        <p className="text-xs text-muted">Uses one of today's image generations, or your own API key.</p>
      </div>
    </form>
  );
}
