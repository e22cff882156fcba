// The transform's geometry against a reference done by hand on a grid of labelled
// pixels: every rotation with every flip, with and without a crop, in the editor's
// order (rotate clockwise, then flip, then crop in that frame).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { transformBytes } from '../../netlify/lib/images/transform.ts';

type Grid = string[][];
const WIDTH = 5;
const HEIGHT = 3;

/** A PNG whose pixel (x, y) has red 50x and green 100y, and the same as labels. */
async function labelledImage(): Promise<{ png: Buffer; grid: Grid }> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  const grid: Grid = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    grid.push([]);
    for (let x = 0; x < WIDTH; x += 1) {
      raw[(y * WIDTH + x) * 3] = x * 50;
      raw[(y * WIDTH + x) * 3 + 1] = y * 100;
      grid[y]!.push(`${x},${y}`);
    }
  }
  return {
    png: await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .png()
      .toBuffer(),
    grid,
  };
}

const turnClockwise = (grid: Grid): Grid => grid[0]!.map((_, x) => grid.map((row) => row[x]!).reverse());
const mirror = (grid: Grid): Grid => grid.map((row) => [...row].reverse());

async function labelsOf(bytes: Buffer): Promise<Grid> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.height }, (_, y) =>
    Array.from({ length: info.width }, (_, x) => {
      const at = (y * info.width + x) * info.channels;
      return `${Math.round(data[at]! / 50)},${Math.round(data[at + 1]! / 100)}`;
    }),
  );
}

describe('transformBytes', () => {
  it('rotates, flips and then crops as the editor shows it, in every combination', async () => {
    const { png, grid } = await labelledImage();
    const crops = [null, { left: 1, top: 0, width: 2, height: 2 }, { left: 0, top: 1, width: 1, height: 2 }];
    for (const rotate of [0, 90, 180, 270] as const)
      for (const flip_horizontal of [false, true])
        for (const flip_vertical of [false, true])
          for (const crop of crops) {
            if (rotate === 0 && !flip_horizontal && !flip_vertical && !crop) continue;
            let expected = grid;
            for (let turn = 0; turn < rotate / 90; turn += 1) expected = turnClockwise(expected);
            if (flip_horizontal) expected = mirror(expected);
            if (flip_vertical) expected = [...expected].reverse();
            if (crop)
              expected = expected.slice(crop.top, crop.top + crop.height).map((row) => row.slice(crop.left, crop.left + crop.width));
            const out = await transformBytes(
              png,
              { width: WIDTH, height: HEIGHT },
              { rotate, flip_horizontal, flip_vertical, crop, width: null },
            );
            expect(await labelsOf(out.bytes), JSON.stringify({ rotate, flip_horizontal, flip_vertical, crop })).toEqual(expected);
          }
  });
});
