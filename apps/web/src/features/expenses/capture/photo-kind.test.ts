import { describe, expect, it } from 'vitest';
import { isHeic, photoKindOf } from './photo-kind';

/** The first bytes of an ISO media file: box size, `ftyp`, the major brand, a minor version. */
function ftyp(brand: string): Uint8Array {
  return Uint8Array.from([0, 0, 0, 0x18, ...[...`ftyp${brand}`].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]);
}

describe('the kind of a picked photo, by its content', () => {
  it('knows HEIC by its ftyp brand as iPhones write it', () => {
    for (const brand of ['heic', 'heix', 'mif1']) expect(isHeic(ftyp(brand)), brand).toBe(true);
    expect(photoKindOf(ftyp('heic'))).toBe('image/heic');
  });

  it('does not take other ISO media (video, AVIF) or a short head for HEIC', () => {
    expect(isHeic(ftyp('isom'))).toBe(false);
    expect(isHeic(ftyp('avif'))).toBe(false);
    expect(isHeic(ftyp('heic').subarray(0, 11))).toBe(false);
    expect(photoKindOf(ftyp('mp42'))).toBeNull();
  });

  it('reads PDF, JPEG and PNG as the server does, whatever the name says', () => {
    expect(photoKindOf(new TextEncoder().encode('%PDF-1.7 rest'))).toBe('application/pdf');
    expect(photoKindOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('image/jpeg');
    expect(photoKindOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe(
      'image/png',
    );
    expect(photoKindOf(new TextEncoder().encode('hello, not an image'))).toBeNull();
  });
});
