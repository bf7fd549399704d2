/**
 * Checks that tell the employee, before a photo is used, that the receipt will hardly be readable:
 * pure functions of a small grey copy, so they are tested on synthetic pixels.
 */

/** Below this mean luminance (0–255) a photo is too dark to read. */
export const DARK_BELOW = 60;
/** Below this variance of the Laplacian (on the grey copy) a photo is blurred or empty. */
export const BLUR_BELOW = 50;
/** A photo whose short edge has fewer pixels cannot show print legibly. */
export const MIN_SHORT_EDGE = 600;

export type PhotoIssue = 'dark' | 'blurred' | 'small';

export interface GreyImage {
  width: number;
  height: number;
  /** One luminance value (0–255) per pixel, row by row. */
  pixels: Float32Array;
}

/** Luminance of RGBA pixels (ITU-R BT.601 weights), as a canvas's `getImageData` gives them. */
export function greyOf(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Float32Array(width * height);
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  }
  return { width, height, pixels };
}

export function meanLuminance(image: GreyImage): number {
  let sum = 0;
  for (const value of image.pixels) sum += value;
  return image.pixels.length ? sum / image.pixels.length : 0;
}

/** Variance of the 4-neighbour Laplacian over the inner pixels: low when edges are soft or absent. */
export function laplacianVariance({ width, height, pixels }: GreyImage): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let squares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = pixels[i - 1]! + pixels[i + 1]! + pixels[i - width]! + pixels[i + width]! - 4 * pixels[i]!;
      sum += value;
      squares += value * value;
    }
  }
  const count = (width - 2) * (height - 2);
  const mean = sum / count;
  return squares / count - mean * mean;
}

/** What is wrong with a photo of this original size whose grey copy is `grey`, worst first. */
export function photoIssues(original: { width: number; height: number }, grey: GreyImage): PhotoIssue[] {
  const issues: PhotoIssue[] = [];
  if (meanLuminance(grey) < DARK_BELOW) issues.push('dark');
  if (laplacianVariance(grey) < BLUR_BELOW) issues.push('blurred');
  if (Math.min(original.width, original.height) < MIN_SHORT_EDGE) issues.push('small');
  return issues;
}
