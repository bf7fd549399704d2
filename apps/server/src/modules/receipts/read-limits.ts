/** How much reading one receipt may cost; a receipt beyond a limit is stored as unreadable. */
export interface ReadLimits {
  /** Larger files are not read at all (a 1 GiB upload is kept, just not read). */
  maxBytes: number;
  /** Only the first pages of a PDF are read: receipts and tickets fit on one or two. */
  maxPages: number;
  /** Pixels an image or a rendered page may claim in its header before it is decoded. */
  maxPixels: number;
  /** The longest side an image is scaled down to before recognition; more detail only costs time. */
  ocrMaxSide: number;
  /** Wall time for one file; the reading process is ended past it. */
  timeoutMs: number;
  /** Heap of the reading process (MiB); the recognition engine's own memory is bounded by `maxPixels`. */
  maxHeapMb: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 3,
  maxPixels: 40_000_000,
  ocrMaxSide: 2200,
  timeoutMs: 30_000,
  maxHeapMb: 256,
};

/** Why a receipt could not be read; stored with its reading. */
export const UNREADABLE_REASONS = [
  'TOO_LARGE',
  'TOO_MANY_PIXELS',
  'ENCRYPTED',
  'BROKEN',
  'NO_TEXT',
  'NO_FIELDS',
  'TIMEOUT',
  'FAILED',
] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];
