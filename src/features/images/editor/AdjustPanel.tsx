import { FlipHorizontal2, FlipVertical2, RotateCcw, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { CROP_PRESETS, type ImageRow } from '../../../domain/images-contract';
import { ChoiceGroup } from '../ChoiceGroup';
import { cropAxis, presetCrop, resultSize, rotatedSize, turned, type Adjustments, type CropPresetId } from './adjustments';

const PRESET_IDS = ['original', ...CROP_PRESETS.map((preset) => preset.id)] as const satisfies readonly CropPresetId[];
const PRESET_LABELS: Record<CropPresetId, string> = { original: 'Original', '1:1': '1:1', '4:5': '4:5', '16:9': '16:9', '9:16': '9:16' };

interface Props {
  image: ImageRow;
  adjustments: Adjustments;
  onChange: (next: Adjustments) => void;
}

/** Turn, flip, crop to a post's shape and resize: no AI, not counted. */
export function AdjustPanel({ image, adjustments, onChange }: Props) {
  const widthId = useId();
  const positionId = useId();
  const size = { width: image.width, height: image.height };
  const turnedSize = rotatedSize(size, adjustments.rotate);
  const crop = presetCrop(turnedSize, adjustments.preset, adjustments.position);
  const axis = cropAxis(turnedSize, crop);
  const result = resultSize(size, adjustments);
  const set = (change: Partial<Adjustments>) => onChange({ ...adjustments, ...change });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => set({ rotate: turned(adjustments.rotate, -1), width: null })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Rotate left
        </Button>
        <Button variant="secondary" size="sm" onClick={() => set({ rotate: turned(adjustments.rotate, 1), width: null })}>
          <RotateCw aria-hidden="true" className="size-4" />
          Rotate right
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={adjustments.flipHorizontal}
          onClick={() => set({ flipHorizontal: !adjustments.flipHorizontal })}
        >
          <FlipHorizontal2 aria-hidden="true" className="size-4" />
          Flip horizontal
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={adjustments.flipVertical}
          onClick={() => set({ flipVertical: !adjustments.flipVertical })}
        >
          <FlipVertical2 aria-hidden="true" className="size-4" />
          Flip vertical
        </Button>
      </div>
      <ChoiceGroup
        legend="Crop"
        options={PRESET_IDS}
        labels={PRESET_LABELS}
        value={adjustments.preset}
        onChange={(preset) => set({ preset, position: 0.5, width: null })}
      />
      {axis ? (
        <div>
          <label htmlFor={positionId} className="block text-sm font-semibold text-fg">
            {axis === 'horizontal' ? 'Crop position (left to right)' : 'Crop position (top to bottom)'}
          </label>
          <input
            id={positionId}
            type="range"
            min={0}
            max={100}
            value={Math.round(adjustments.position * 100)}
            onChange={(event) => set({ position: Number(event.target.value) / 100 })}
            className="mt-2 w-full accent-[var(--color-accent)]"
          />
        </div>
      ) : null}
      <div>
        <label htmlFor={widthId} className="block text-sm font-semibold text-fg">
          Width in pixels
        </label>
        <div className="mt-2 flex items-center gap-3">
          <input
            id={widthId}
            type="number"
            inputMode="numeric"
            min={16}
            max={crop.width}
            value={adjustments.width ?? crop.width}
            onChange={(event) => {
              const width = Math.round(Number(event.target.value));
              set({ width: Number.isFinite(width) && width >= 16 && width < crop.width ? width : null });
            }}
            className="w-28 rounded-lg border border-line bg-page px-3 py-2 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
          />
          <p className="text-sm text-muted" aria-live="polite">
            Result: {result.width} x {result.height} pixels
          </p>
        </div>
        <p className="mt-1 text-xs text-muted">Up to {crop.width}, the crop's own width: images are made smaller, never blown up.</p>
      </div>
    </div>
  );
}
