import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { ImageRow } from '../../../domain/images-contract';
import { presetCrop, rotatedSize, type Adjustments } from './adjustments';
import { MaskLayer } from './MaskLayer';

/** The preview is drawn at most this many pixels on its long side; the server works on the full image. */
const PREVIEW_EDGE = 1280;

interface Props {
  image: ImageRow;
  adjustments: Adjustments;
  /** Painting the mask of an AI change (only on the image as it is stored, with no adjustment pending). */
  mask: { canvasRef: RefObject<HTMLCanvasElement>; brush: number; onPainted: () => void } | null;
  /** The crop was dragged: its new position along its free axis (0 to 1). */
  onMoveCrop: (position: number) => void;
}

/**
 * The image as the adjustments will make it: turned and flipped on a canvas, the crop
 * drawn over it (dragged with a pointer; the position slider does the same from the
 * keyboard), and the mask being painted.
 */
export function EditPreview({ image, adjustments, mask, onMoveCrop }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const drag = useRef<{ x: number; y: number; position: number } | null>(null);

  useEffect(() => {
    const element = new Image();
    element.decoding = 'async';
    element.onload = () => setLoaded(element);
    element.onerror = () => setFailed(true);
    element.src = image.url;
    return () => {
      element.onload = null;
      element.onerror = null;
    };
  }, [image.url]);

  const size = { width: image.width, height: image.height };
  const turnedSize = rotatedSize(size, adjustments.rotate);
  const crop = presetCrop(turnedSize, adjustments.preset, adjustments.position);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !loaded) return;
    const scale = Math.min(1, PREVIEW_EDGE / Math.max(turnedSize.width, turnedSize.height));
    canvas.width = Math.round(turnedSize.width * scale);
    canvas.height = Math.round(turnedSize.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return;
    // Flipped in the turned frame, as the server does: the flip is applied after the turn.
    context.translate(canvas.width / 2, canvas.height / 2);
    context.scale(adjustments.flipHorizontal ? -1 : 1, adjustments.flipVertical ? -1 : 1);
    context.rotate((adjustments.rotate * Math.PI) / 180);
    const width = image.width * scale;
    const height = image.height * scale;
    context.drawImage(loaded, -width / 2, -height / 2, width, height);
  }, [
    loaded,
    adjustments.rotate,
    adjustments.flipHorizontal,
    adjustments.flipVertical,
    image.width,
    image.height,
    turnedSize.width,
    turnedSize.height,
  ]);

  const cropped = crop.width !== turnedSize.width || crop.height !== turnedSize.height;

  function startDrag(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, position: adjustments.position };
  }

  function moveDrag(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    const frame = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!start || !frame) return;
    const horizontal = crop.width < turnedSize.width;
    const free = horizontal ? turnedSize.width - crop.width : turnedSize.height - crop.height;
    const moved = horizontal
      ? ((event.clientX - start.x) * turnedSize.width) / frame.width
      : ((event.clientY - start.y) * turnedSize.height) / frame.height;
    onMoveCrop(Math.min(1, Math.max(0, start.position + moved / free)));
  }

  return (
    <div
      className="relative mx-auto w-full max-w-full overflow-hidden rounded-xl bg-subtle"
      style={{ aspectRatio: `${turnedSize.width} / ${turnedSize.height}`, maxHeight: '70vh' }}
    >
      {!loaded && !failed ? (
        <div className="absolute inset-0 grid place-items-center">
          <Spinner label="Loading the image" className="size-6" />
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-danger">
          The image could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      <canvas ref={canvasRef} role="img" aria-label={`Preview: ${image.alt}`} className="block size-full" />
      {cropped && !mask ? (
        <div
          aria-hidden="true"
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          className="absolute cursor-move touch-none border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.55)]"
          style={{
            left: `${(crop.left / turnedSize.width) * 100}%`,
            top: `${(crop.top / turnedSize.height) * 100}%`,
            width: `${(crop.width / turnedSize.width) * 100}%`,
            height: `${(crop.height / turnedSize.height) * 100}%`,
          }}
        />
      ) : null}
      {mask ? <MaskLayer {...mask} width={image.width} height={image.height} /> : null}
    </div>
  );
}
