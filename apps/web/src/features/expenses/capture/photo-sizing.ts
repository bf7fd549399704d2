/**
 * The long edge a photo is scaled to before it is sent: the server's reader scales every image to
 * 2200 px before recognition (`ocrMaxSide`), so more pixels would only cost upload and storage.
 */
export const MAX_EDGE = 2200;

/** JPEG quality of a re-encoded photo: a 12-megapixel photo ends up at a few hundred kilobytes. */
export const JPEG_QUALITY = 0.8;

/** An image this small (bytes) whose long edge fits is sent as it is. */
export const PASS_THROUGH_BYTES = 1_000_000;

/** The long edge of the grey copy the quality check looks at. */
export const CHECK_EDGE = 512;

export interface Size {
  width: number;
  height: number;
}

/** The size that keeps the aspect ratio with the long edge at most `maxEdge`, never enlarged. */
export function fitWithin(size: Size, maxEdge: number): Size {
  const longEdge = Math.max(size.width, size.height);
  if (longEdge <= maxEdge) return { width: size.width, height: size.height };
  const scale = maxEdge / longEdge;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Whether a decoded JPEG or PNG can be sent unchanged: small in bytes and within the long edge. */
export function passesThrough(size: Size, bytes: number): boolean {
  return Math.max(size.width, size.height) <= MAX_EDGE && bytes <= PASS_THROUGH_BYTES;
}
