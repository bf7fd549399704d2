import { describe, expect, it } from 'vitest';
import { BLUR_BELOW, type GreyImage, greyOf, laplacianVariance, meanLuminance, photoIssues } from './photo-quality';

const size = 128;
const enough = { width: 3024, height: 4032 };

function image(value: (x: number, y: number) => number): GreyImage {
  const pixels = new Float32Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) pixels[y * size + x] = value(x, y);
  return { width: size, height: size, pixels };
}

/** Black and white squares of 8 px: print on paper, as sharp as it gets. */
const checkerboard = image((x, y) => ((Math.floor(x / 8) + Math.floor(y / 8)) % 2 ? 240 : 20));

/** The checkerboard through a 17×17 box blur: the same picture far out of focus. */
function blurred(source: GreyImage, radius: number): GreyImage {
  return image((x, y) => {
    let sum = 0;
    let count = 0;
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const [sx, sy] = [Math.min(size - 1, Math.max(0, x + dx)), Math.min(size - 1, Math.max(0, y + dy))];
        sum += source.pixels[sy * size + sx]!;
        count++;
      }
    }
    return sum / count;
  });
}

describe('the quality check of a photo', () => {
  it('passes a sharp checkerboard of normal brightness', () => {
    expect(laplacianVariance(checkerboard)).toBeGreaterThan(BLUR_BELOW * 10);
    expect(photoIssues(enough, checkerboard)).toEqual([]);
  });

  it('calls a blurred checkerboard and a flat grey page blurred', () => {
    expect(photoIssues(enough, blurred(checkerboard, 8))).toEqual(['blurred']);
    expect(
      photoIssues(
        enough,
        image(() => 180),
      ),
    ).toEqual(['blurred']);
  });

  it('calls a dark photo dark, even when its edges are sharp', () => {
    const dark = image((x, y) => ((Math.floor(x / 8) + Math.floor(y / 8)) % 2 ? 70 : 5));
    expect(meanLuminance(dark)).toBeLessThan(60);
    expect(photoIssues(enough, dark)).toEqual(['dark']);
  });

  it('calls a photo with a short edge under 600 px small', () => {
    expect(photoIssues({ width: 800, height: 599 }, checkerboard)).toEqual(['small']);
    expect(photoIssues({ width: 800, height: 600 }, checkerboard)).toEqual([]);
  });

  it('reads RGBA pixels as luminance', () => {
    const rgba = Uint8ClampedArray.from([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]);
    const grey = greyOf(rgba, 3, 1);
    expect([...grey.pixels].map((v) => Math.round(v))).toEqual([255, 0, 76]);
  });
});
