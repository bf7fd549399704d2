import { describe, expect, it } from 'vitest';
import { takenOnFromBytes } from '../modules/home-charging/photo-date';
import { makeMeterPhotoJpeg } from './meter-photo';

/** The segments of a JPEG up to its scan: marker and body. */
function segmentsOf(jpeg: Buffer) {
  const segments: { marker: number; body: Buffer; end: number }[] = [];
  let at = 2;
  while (at < jpeg.length) {
    expect(jpeg[at]).toBe(0xff);
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    segments.push({ marker, body: jpeg.subarray(at + 4, at + 2 + length), end: at + 2 + length });
    at += 2 + length;
    if (marker === 0xda) break;
  }
  return segments;
}

describe('the demo meter photo', () => {
  it('is a greyscale baseline JPEG with its frame, tables and one scan', () => {
    const jpeg = makeMeterPhotoJpeg(null, '1420.50');
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    const segments = segmentsOf(jpeg);
    expect(segments.map((s) => s.marker)).toEqual([0xdb, 0xc0, 0xc4, 0xda]);
    const frame = segments[1]!.body;
    expect({
      precision: frame[0],
      height: frame.readUInt16BE(1),
      width: frame.readUInt16BE(3),
      components: frame[5],
    }).toEqual({ precision: 8, height: 120, width: 248, components: 1 });
    // Inside the scan every 0xFF is stuffed with a zero byte, so no marker appears before the end.
    const scan = jpeg.subarray(segments[3]!.end, -2);
    scan.forEach((byte, index) => {
      if (byte === 0xff) expect(scan[index + 1]).toBe(0);
    });
  });

  it('shows the reading: other digits make another picture', () => {
    expect(makeMeterPhotoJpeg(null, '1420')).not.toEqual(makeMeterPhotoJpeg(null, '5185'));
    expect(makeMeterPhotoJpeg(null, '1420.10')).toEqual(makeMeterPhotoJpeg(null, '1420.90'));
  });

  it('says the day it was taken in its Exif block, as the photo check reads it', () => {
    expect(takenOnFromBytes(makeMeterPhotoJpeg('2026-03-01', '100'))).toBe('2026-03-01');
    expect(segmentsOf(makeMeterPhotoJpeg('2026-03-01'))[0]!.marker).toBe(0xe1);
  });
});
