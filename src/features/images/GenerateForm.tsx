import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/Button';
import {
  FREE_IMAGE_MODEL,
  IMAGE_MODELS,
  IMAGE_MODELS_AT_ONCE,
  IMAGE_SHAPE_LABELS,
  IMAGE_SHAPES,
  IMAGE_STYLE_LABELS,
  IMAGE_STYLES,
  type GenerateImageRequest,
  type ImageShape,
  type ImageStyle,
} from '../../domain/images-contract';
import { ChoiceGroup } from './ChoiceGroup';
import { PromptField } from './PromptField';

interface Props {
  isPaid: boolean;
  busy: boolean;
  /** Today's generations on the platform's key, when known. */
  quota?: { used: number; limit: number };
  onGenerate: (request: Omit<GenerateImageRequest, 'model'>, models: readonly string[]) => void;
}

export function GenerateForm({ isPaid, busy, quota, onGenerate }: Props) {
  const [prompt, setPrompt] = useState('');
  const [shape, setShape] = useState<ImageShape>('square');
  const [style, setStyle] = useState<ImageStyle>('photo');
  const [models, setModels] = useState<readonly string[]>([FREE_IMAGE_MODEL.id]);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim()) return setError('Describe the image first.');
    if (!models.length) return setError('Choose at least one model.');
    setError(null);
    onGenerate({ prompt: prompt.trim(), shape, style }, isPaid ? models : [FREE_IMAGE_MODEL.id]);
  }

  function toggleModel(id: string, on: boolean) {
    setModels((current) => (on ? [...current, id] : current.filter((model) => model !== id)));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <PromptField
        label="Describe the image"
        value={prompt}
        onChange={setPrompt}
        error={error}
        placeholder="A bright bakery counter with fresh croissants, morning light"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceGroup legend="Shape" options={IMAGE_SHAPES} labels={IMAGE_SHAPE_LABELS} value={shape} onChange={setShape} />
        <ChoiceGroup legend="Style" options={IMAGE_STYLES} labels={IMAGE_STYLE_LABELS} value={style} onChange={setStyle} />
      </div>
      {isPaid ? (
        <fieldset>
          <legend className="text-sm font-semibold text-fg">Models (up to {IMAGE_MODELS_AT_ONCE}, side by side)</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {IMAGE_MODELS.map((model) => {
              const checked = models.includes(model.id);
              return (
                <label key={model.id} className="flex min-h-11 items-center gap-2 text-sm text-fg">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && models.length >= IMAGE_MODELS_AT_ONCE}
                    onChange={(event) => toggleModel(model.id, event.target.checked)}
                    className="size-4 accent-[var(--color-accent)]"
                  />
                  {model.name}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-muted">
          Model: <span className="font-semibold text-fg">{FREE_IMAGE_MODEL.name}</span>.{' '}
          <Link href="/upgrade" className="text-accent underline underline-offset-2">
            PRO
          </Link>{' '}
          compares up to {IMAGE_MODELS_AT_ONCE} image models side by side.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="gradient" disabled={busy}>
          <Sparkles aria-hidden="true" className="size-4" />
          Generate
        </Button>
        {quota ? (
          <p className="text-sm text-muted">
            {Math.max(0, quota.limit - quota.used)} of {quota.limit} generations left today
          </p>
        ) : null}
      </div>
    </form>
  );
}
