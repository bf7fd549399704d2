import type { Size } from './photo-sizing';

/** A decoded photo, upright as it was taken; the canvas work is here, the decisions elsewhere. */
export interface DecodedPhoto {
  width: number;
  height: number;
  /** The photo drawn at `size`, as RGBA pixels. */
  rgba(size: Size): Uint8ClampedArray;
  jpeg(size: Size, quality: number): Promise<Blob>;
  close(): void;
}

/** Decodes a photo; throws when the browser cannot (an unknown format, too large to decode). */
export type DecodePhoto = (file: Blob) => Promise<DecodedPhoto>;

type Surface = OffscreenCanvas | HTMLCanvasElement;

function surface({ width, height }: Size): Surface {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

function drawn(bitmap: ImageBitmap, size: Size) {
  const canvas = surface(size);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas.');
  // A transparent PNG would otherwise turn black in a JPEG and in the darkness check.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return { canvas, context };
}

async function blobOf(canvas: Surface, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error('The canvas gave no JPEG.');
  return blob;
}

/** The browser's decoder, turning the photo as its EXIF orientation says. */
export const decodeInBrowser: DecodePhoto = async (file) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return {
    width: bitmap.width,
    height: bitmap.height,
    rgba: (size) => drawn(bitmap, size).context.getImageData(0, 0, size.width, size.height).data,
    jpeg: (size, quality) => blobOf(drawn(bitmap, size).canvas, quality),
    close: () => bitmap.close(),
  };
};
