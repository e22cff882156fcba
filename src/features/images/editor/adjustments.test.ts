import { describe, expect, it } from 'vitest';
import { NO_ADJUSTMENTS, presetCrop, resultSize, rotatedSize, transformRequest, turned, cropAxis } from './adjustments';

const landscape = { width: 1536, height: 1024 };

describe('editor adjustments', () => {
  it('turns the size with a quarter turn only', () => {
    expect(rotatedSize(landscape, 90)).toEqual({ width: 1024, height: 1536 });
    expect(rotatedSize(landscape, 180)).toEqual(landscape);
    expect(turned(0, -1)).toBe(270);
    expect(turned(270, 1)).toBe(0);
  });

  it('crops the largest rectangle of the preset, moved along its free axis', () => {
    expect(presetCrop(landscape, '1:1', 0.5)).toEqual({ left: 256, top: 0, width: 1024, height: 1024 });
    expect(presetCrop(landscape, '1:1', 0)).toMatchObject({ left: 0 });
    expect(presetCrop(landscape, '1:1', 1)).toMatchObject({ left: 512 });
    expect(presetCrop(landscape, '16:9', 0.5)).toEqual({ left: 0, top: 80, width: 1536, height: 864 });
    expect(presetCrop(landscape, '9:16', 0.5)).toEqual({ left: 480, top: 0, width: 576, height: 1024 });
    expect(presetCrop(landscape, 'original', 0.5)).toEqual({ left: 0, top: 0, ...landscape });
    expect(cropAxis(landscape, presetCrop(landscape, '16:9', 0.5))).toBe('vertical');
    expect(cropAxis(landscape, presetCrop(landscape, 'original', 0.5))).toBeNull();
  });

  it('crops in the rotated frame and resizes what the crop leaves', () => {
    const adjustments = { ...NO_ADJUSTMENTS, rotate: 90 as const, preset: '4:5' as const, width: 400 };
    expect(resultSize(landscape, adjustments)).toEqual({ width: 400, height: 500 });
    expect(transformRequest(landscape, adjustments)).toEqual({
      rotate: 90,
      flip_horizontal: false,
      flip_vertical: false,
      crop: { left: 0, top: 128, width: 1024, height: 1280 },
      width: 400,
    });
  });

  it('asks for nothing when nothing changes, and never for a larger width', () => {
    expect(transformRequest(landscape, NO_ADJUSTMENTS)).toBeNull();
    expect(transformRequest(landscape, { ...NO_ADJUSTMENTS, width: 4000 })).toBeNull();
    expect(transformRequest(landscape, { ...NO_ADJUSTMENTS, flipVertical: true })).toMatchObject({
      flip_vertical: true,
      crop: null,
      width: null,
    });
  });
});
