import { useRef, type PointerEvent, type RefObject } from 'react';
import { blobToBase64 } from '../../../lib/base64';

/** Painted opaque (the layer shows at half opacity, so strokes that cross do not darken); the mask's own pixels are made on export. */
const PAINT = 'rgb(217, 70, 239)';

interface Props {
  canvasRef: RefObject<HTMLCanvasElement>;
  /** The image's own size: the mask is painted in its pixels. */
  width: number;
  height: number;
  /** The brush's diameter in the image's pixels. */
  brush: number;
  onPainted: () => void;
}

/** A brush over the preview, on a canvas of the image's own size. */
export function MaskLayer({ canvasRef, width, height, brush, onPainted }: Props) {
  const last = useRef<{ x: number; y: number } | null>(null);

  function paint(event: PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget;
    const context = canvas.getContext('2d');
    if (!context) return;
    const rect = canvas.getBoundingClientRect();
    const point = {
      x: ((event.clientX - rect.left) * canvas.width) / rect.width,
      y: ((event.clientY - rect.top) * canvas.height) / rect.height,
    };
    const from = last.current ?? point;
    context.strokeStyle = PAINT;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = brush;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(point.x, point.y);
    context.stroke();
    last.current = point;
    onPainted();
  }

  return (
    <canvas
      ref={canvasRef}
      width={width}
      height={height}
      aria-hidden="true"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = null;
        paint(event);
      }}
      onPointerMove={(event) => {
        if (last.current) paint(event);
      }}
      onPointerUp={() => (last.current = null)}
      onPointerCancel={() => (last.current = null)}
      className="absolute inset-0 size-full cursor-crosshair touch-none opacity-50"
    />
  );
}

export function clearMask(canvas: HTMLCanvasElement | null): void {
  canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
}

/** The mask as the edit endpoint takes it: a PNG of the image's size, transparent where painted, opaque elsewhere, base64. */
export async function exportMask(canvas: HTMLCanvasElement | null): Promise<string | null> {
  if (!canvas) return null;
  const mask = document.createElement('canvas');
  mask.width = canvas.width;
  mask.height = canvas.height;
  const context = mask.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#000';
  context.fillRect(0, 0, mask.width, mask.height);
  context.globalCompositeOperation = 'destination-out';
  context.drawImage(canvas, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => mask.toBlob(resolve, 'image/png'));
  return blob ? blobToBase64(blob) : null;
}
