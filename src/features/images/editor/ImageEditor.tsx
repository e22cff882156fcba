import { Save, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Tabs } from '../../../components/Tabs';
import type { ImageRow } from '../../../domain/images-contract';
import { notify, notifyFailure } from '../../../lib/toast';
import { editImage, transformImage } from '../api/edit-image';
import { restoreVersion } from '../api/image-versions';
import { AdjustPanel } from './AdjustPanel';
import { NO_ADJUSTMENTS, transformRequest, type Adjustments } from './adjustments';
import { ChangePanel } from './ChangePanel';
import { EditPreview } from './EditPreview';
import { clearMask, exportMask } from './MaskLayer';
import { VersionList } from './VersionList';

type Mode = 'adjust' | 'change';
const MODES = [
  { id: 'adjust', label: 'Crop, turn, resize' },
  { id: 'change', label: 'Change with AI' },
] as const;

interface Props {
  /** Newest first: the first is the image as it is now. */
  versions: readonly ImageRow[];
  /** A new version was made: read the versions again. */
  onNewVersion: (image: ImageRow) => Promise<unknown>;
}

/** The image's editor: adjustments without AI, a change made by the model, and the versions. */
export function ImageEditor({ versions, onNewVersion }: Props) {
  const current = versions[0]!;
  const [mode, setMode] = useState<Mode>('adjust');
  const [adjustments, setAdjustments] = useState<Adjustments>(NO_ADJUSTMENTS);
  const [busy, setBusy] = useState(false);
  const [painting, setPainting] = useState(false);
  const [brush, setBrush] = useState(48);
  const maskCanvas = useRef<HTMLCanvasElement>(null);
  const [painted, setPainted] = useState(false);
  const request = transformRequest({ width: current.width, height: current.height }, adjustments);

  async function run(title: string, make: () => Promise<ImageRow>) {
    setBusy(true);
    try {
      const image = await make();
      await onNewVersion(image);
      setAdjustments(NO_ADJUSTMENTS);
      clearMask(maskCanvas.current);
      setPainted(false);
      notify({ title, description: `Saved as version ${versions.length + 1}.` });
    } catch (cause) {
      notifyFailure('The image was not changed', cause, 'Try again.');
    } finally {
      setBusy(false);
    }
  }

  const saveAdjustments = () => request && void run('Image saved', () => transformImage(current.id, request));
  const applyChange = (change: string) =>
    void run('Change made', async () =>
      editImage(current.id, { change, mask: painting && painted ? await exportMask(maskCanvas.current) : null }),
    );
  const restore = (version: ImageRow) => void run('Version restored', () => restoreVersion(version.id));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <EditPreview
          image={current}
          adjustments={adjustments}
          mask={mode === 'change' && painting && !request ? { canvasRef: maskCanvas, brush, onPainted: () => setPainted(true) } : null}
          onMoveCrop={(position) => setAdjustments((now) => ({ ...now, position }))}
        />
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {current.alt}
          {current.demo ? <Badge tone="neutral">Demo image</Badge> : null}
        </p>
      </div>
      <div className="min-w-0 space-y-6">
        <div className="rounded-2xl border border-line bg-surface p-5" aria-busy={busy}>
          <Tabs label="How to edit" tabs={MODES} value={mode} onChange={setMode} panelClassName="mt-5">
            {mode === 'adjust' ? (
              <div className="space-y-5">
                <AdjustPanel image={current} adjustments={adjustments} onChange={setAdjustments} />
                <div className="flex flex-wrap gap-2">
                  <Button variant="gradient" disabled={busy || !request} onClick={saveAdjustments}>
                    <Save aria-hidden="true" className="size-4" />
                    Save as new version
                  </Button>
                  <Button variant="ghost" disabled={busy || !request} onClick={() => setAdjustments(NO_ADJUSTMENTS)}>
                    <Undo2 aria-hidden="true" className="size-4" />
                    Reset
                  </Button>
                </div>
              </div>
            ) : (
              <ChangePanel
                busy={busy}
                adjustmentsPending={Boolean(request)}
                painting={painting}
                painted={painted}
                brush={brush}
                onPaintingChange={setPainting}
                onBrushChange={setBrush}
                onClearMask={() => {
                  clearMask(maskCanvas.current);
                  setPainted(false);
                }}
                onApply={applyChange}
              />
            )}
          </Tabs>
        </div>
        <VersionList versions={versions} busy={busy} onRestore={restore} />
      </div>
    </div>
  );
}
