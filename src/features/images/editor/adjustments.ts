// The editor's adjustments without AI (rotate, flip, crop to a preset, resize) as
// the page holds them, and the transform request they make. Geometry only: the
// server applies them to the full-size image (netlify/lib/images/transform.ts).
import { CROP_PRESETS, type TransformImageRequest } from '../../../domain/images-contract';

export type Rotation = 0 | 90 | 180 | 270;
export type CropPresetId = (typeof CROP_PRESETS)[number]['id'] | 'original';

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  left: number;
  top: number;
}

export interface Adjustments {
  rotate: Rotation;
  flipHorizontal: boolean;
  flipVertical: boolean;
  preset: CropPresetId;
  /** Where the crop sits along the axis it can move on: 0 the start (left or top), 1 the end. */
  position: number;
  /** The width to resize to; null keeps the cropped width. */
  width: number | null;
}

export const NO_ADJUSTMENTS: Adjustments = {
  rotate: 0,
  flipHorizontal: false,
  flipVertical: false,
  preset: 'original',
  position: 0.5,
  width: null,
};

/** The image's size once rotated. */
export function rotatedSize(size: Size, rotate: Rotation): Size {
  return rotate % 180 === 0 ? size : { width: size.height, height: size.width };
}

/** The largest rectangle of the preset's shape inside `size`, at `position` along the axis it can move on. */
export function presetCrop(size: Size, preset: CropPresetId, position: number): Rect {
  const shape = CROP_PRESETS.find((entry) => entry.id === preset);
  if (!shape) return { left: 0, top: 0, ...size };
  const ratio = shape.width / shape.height;
  const width = Math.min(size.width, Math.floor(size.height * ratio));
  const height = Math.min(size.height, Math.floor(width / ratio));
  const at = Math.min(1, Math.max(0, position));
  return { left: Math.round((size.width - width) * at), top: Math.round((size.height - height) * at), width, height };
}

/** Which way the preset's crop can move in `size`: none when it fills the image. */
export function cropAxis(size: Size, crop: Rect): 'horizontal' | 'vertical' | null {
  if (crop.width < size.width) return 'horizontal';
  if (crop.height < size.height) return 'vertical';
  return null;
}

/** The size the adjustments give: cropped, then resized to the chosen width. */
export function resultSize(size: Size, adjustments: Adjustments): Size {
  const crop = presetCrop(rotatedSize(size, adjustments.rotate), adjustments.preset, adjustments.position);
  if (!adjustments.width || adjustments.width >= crop.width) return { width: crop.width, height: crop.height };
  return { width: adjustments.width, height: Math.max(1, Math.round((crop.height * adjustments.width) / crop.width)) };
}

/** The transform request for the adjustments; null when they change nothing. */
export function transformRequest(size: Size, adjustments: Adjustments): TransformImageRequest | null {
  const turned = rotatedSize(size, adjustments.rotate);
  const crop = presetCrop(turned, adjustments.preset, adjustments.position);
  const cropped = crop.width !== turned.width || crop.height !== turned.height;
  const width = adjustments.width && adjustments.width < crop.width ? adjustments.width : null;
  if (!adjustments.rotate && !adjustments.flipHorizontal && !adjustments.flipVertical && !cropped && !width) return null;
  return {
    rotate: adjustments.rotate,
    flip_horizontal: adjustments.flipHorizontal,
    flip_vertical: adjustments.flipVertical,
    crop: cropped ? crop : null,
    width,
  };
}

/** A quarter turn to the right (1) or left (-1). */
export function turned(rotate: Rotation, direction: 1 | -1): Rotation {
  const next = (rotate + direction * 90 + 360) % 360;
  return next === 90 || next === 180 || next === 270 ? next : 0;
}
