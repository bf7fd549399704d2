import { sniffReceiptType } from '@mobilo/contract';

/** The first bytes `photoKindOf` needs: the ISO media file's `ftyp` box and its major brand. */
export const KIND_BYTES = 12;

export type PhotoKind = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';

/**
 * Brands of HEIF files as iPhones write them (`heic`, `heix`, the HEVC sequences) and of the
 * generic image profile (`mif1`, `msf1`) that iOS also uses as the major brand.
 */
const heifBrands: ReadonlySet<string> = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

/** Whether the bytes start an HEIF/HEIC image: an `ftyp` box at offset 4 with a HEIF brand. */
export function isHeic(head: Uint8Array): boolean {
  if (head.length < KIND_BYTES) return false;
  const text = (from: number) => String.fromCharCode(...head.subarray(from, from + 4));
  return text(4) === 'ftyp' && heifBrands.has(text(8));
}

/** What a picked file is by its content, as the server decides it; the name is not trusted. */
export function photoKindOf(head: Uint8Array): PhotoKind | null {
  return sniffReceiptType(head) ?? (isHeic(head) ? 'image/heic' : null);
}
