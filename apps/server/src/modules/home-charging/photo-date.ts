import { open } from 'node:fs/promises';

/** The Exif block sits at the start of a JPEG; its dates are ASCII "YYYY:MM:DD HH:MM:SS". */
const EXIF_SCAN_BYTES = 128 * 1024;
const EXIF_DATE = /(\d{4}):(\d{2}):(\d{2}) \d{2}:\d{2}:\d{2}/g;

/**
 * The day a JPEG photo says it was taken: the earliest of the dates in its Exif block (the
 * original date is never after the modification date). Null for other files, for photos without
 * Exif data, and for dates that are no calendar day.
 */
export function takenOnFromBytes(head: Buffer): string | null {
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  const exif = head.indexOf('Exif\0\0', 0, 'latin1');
  if (exif === -1) return null;
  const text = head.subarray(exif).toString('latin1');
  let earliest: string | null = null;
  for (const match of text.matchAll(EXIF_DATE)) {
    const day = `${match[1]}-${match[2]}-${match[3]}`;
    if (
      Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
      new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
    ) {
      continue;
    }
    if (earliest === null || day < earliest) earliest = day;
  }
  return earliest;
}

export async function photoTakenOn(filePath: string, mimeType: string): Promise<string | null> {
  if (mimeType !== 'image/jpeg') return null;
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(EXIF_SCAN_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, EXIF_SCAN_BYTES, 0);
    return takenOnFromBytes(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
