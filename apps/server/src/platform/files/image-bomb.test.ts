import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createDeflate, crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImage, MAX_IMAGE_PIXELS } from './image-check';
import { receiveReceipt } from './receive-upload';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-image-bomb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))));
  return Buffer.concat([head, data, crc]);
}

/** Deflates `size` zero bytes without holding them: the body of a decompression bomb. */
async function deflatedZeros(size: number): Promise<Buffer> {
  const block = Buffer.alloc(1024 * 1024);
  async function* zeros() {
    for (let left = size; left > 0; left -= block.length) yield left >= block.length ? block : block.subarray(0, left);
  }
  const out: Buffer[] = [];
  for await (const part of Readable.from(zeros()).pipe(createDeflate({ level: 9 }))) out.push(part as Buffer);
  return Buffer.concat(out);
}

/** A greyscale 8-bit PNG whose header says `width` x `height` and whose data inflates to `dataBytes`. */
async function greyPng(width: number, height: number, dataBytes = (width + 1) * height): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflatedZeros(dataBytes)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image decompression bombs', () => {
  it('refuses an image above the pixel limit from its header, before inflating anything', async () => {
    // 11585 x 11585 pixels of deflated zeros: about 130 KiB that would inflate to 134 MB.
    const bomb = await greyPng(11585, 11585);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(receiveReceipt(Readable.from([bomb]), dir, 1024 * 1024 * 1024)).rejects.toMatchObject({
      code: 'UPLOAD_IMAGE_TOO_LARGE',
      parameter: String(MAX_IMAGE_PIXELS / 1_000_000),
    });
    expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('refuses a JPEG whose frame header is above the pixel limit', async () => {
    const sof = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0xff, 0xff, 0xff, 0xff, 0x01, 0x01, 0x11, 0x00];
    const sos = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34];
    const file = path.join(dir, 'huge.jpg');
    writeFileSync(file, Buffer.from([0xff, 0xd8, ...sof, ...sos, 0xff, 0xd9]));
    expect(await checkImage(file, 'image/jpeg')).toBe('too-large');
  });

  it('stops inflating data that grows beyond what the header promises', async () => {
    // 1000 x 1000 pixels promise about 1 MB; the data inflates to 64 MB.
    const file = path.join(dir, 'liar.png');
    writeFileSync(file, await greyPng(1000, 1000, 64 * 1024 * 1024));
    expect(await checkImage(file, 'image/png')).toBe('damaged');
  });

  it('inflates on the thread pool: the event loop keeps turning while a large image is checked', async () => {
    // 36 MB to inflate: in one blocking call that is most of the check's time, whatever the machine.
    const file = path.join(dir, 'large.png');
    writeFileSync(file, await greyPng(6000, 6000));
    // Counting turns would not tell: the loop turns while the file is read in either case. What
    // tells is that no single stop of the loop takes half of the check: inflating in one blocking
    // call stops it for nearly all of every check, the stream's longest stop is a small share. A
    // busy machine can stop the whole process for a while, so the check gets three tries; a
    // blocking inflate fails all three.
    const shares: number[] = [];
    for (let attempt = 0; attempt < 3 && !shares.some((share) => share < 0.5); attempt++) {
      const { verdict, longestStop, took } = await checkWatchingTheLoop(file);
      expect(verdict).toBe('readable');
      shares.push(longestStop / took);
    }
    expect(Math.min(...shares)).toBeLessThan(0.5);
  });
});

/** Checks `file` while measuring the longest time the event loop stood still. */
async function checkWatchingTheLoop(file: string) {
  let checking = true;
  let last = performance.now();
  let longestStop = 0;
  const spin = () => {
    const now = performance.now();
    longestStop = Math.max(longestStop, now - last);
    last = now;
    if (checking) setImmediate(spin);
  };
  const started = performance.now();
  setImmediate(spin);
  const verdict = await checkImage(file, 'image/png');
  checking = false;
  return { verdict, longestStop, took: performance.now() - started };
}
