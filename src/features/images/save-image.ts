// Download as PNG or WebP: the stored image is fetched as bytes (Storage answers
// with CORS, so the canvas is never tainted) and, when its type is not the one
// asked for, drawn on a canvas and encoded by the browser.
import { downloadFile } from '../../lib/download';
import type { ImageRow } from '../../domain/images-contract';

export type SaveFormat = 'png' | 'webp';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48) || 'image';

async function reencode(blob: Blob, type: string): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const canvas = Object.assign(document.createElement('canvas'), { width: bitmap.width, height: bitmap.height });
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((encoded) => (encoded ? resolve(encoded) : reject(new Error('The browser could not encode the image.'))), type, 0.92),
  );
}

export async function saveImage(image: ImageRow, format: SaveFormat): Promise<void> {
  const response = await fetch(image.url);
  if (!response.ok) throw new Error('The image could not be downloaded. Reload the page and try again.');
  const blob = await response.blob();
  const type = `image/${format}`;
  const bytes = blob.type === type ? blob : await reencode(blob, type);
  downloadFile(`${slug(image.prompt)}.${format}`, bytes);
}
