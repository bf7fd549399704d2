import { describe, expect, it } from 'vitest';
import { makeMeterPhotoJpeg } from '../../demo/meter-photo';
import { makeReceiptPng } from '../../demo/sample-receipts';
import { takenOnFromBytes } from './photo-date';

describe('the day a meter photo was taken', () => {
  it('reads the earliest Exif date of a JPEG', () => {
    expect(takenOnFromBytes(makeMeterPhotoJpeg('2026-03-31'))).toBe('2026-03-31');
    const twoDates = Buffer.concat([
      makeMeterPhotoJpeg('2026-04-02').subarray(0, 40),
      Buffer.from('2026:03:30 07:00:00\0', 'latin1'),
    ]);
    expect(takenOnFromBytes(twoDates)).toBe('2026-03-30');
  });

  it('knows nothing of photos without Exif, of PNGs and of dates that are no day', () => {
    expect(takenOnFromBytes(makeMeterPhotoJpeg(null))).toBeNull();
    expect(takenOnFromBytes(makeReceiptPng(2, 2, [0, 0, 0]))).toBeNull();
    expect(takenOnFromBytes(makeMeterPhotoJpeg('2026-02-30'))).toBeNull();
  });
});
