import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { makeReceiptPdf, makeReceiptPng } from '../../demo/sample-receipts';
import { isReadableImage } from './image-check';
import { sniffReceiptType } from '@mobilo/contract';
import { receiveReceipt } from './receive-upload';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-receipts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: Buffer): string {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
}

/** A baseline JPEG's structure: SOI, a frame header, a scan and the end marker. */
function tinyJpeg(withEnd = true): Buffer {
  const sof = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00];
  const sos = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34];
  return Buffer.from([0xff, 0xd8, ...sof, ...sos, ...(withEnd ? [0xff, 0xd9] : [])]);
}

describe('receipt content', () => {
  it('recognises PDF, JPEG and PNG by their first bytes only', () => {
    expect(sniffReceiptType(makeReceiptPdf(['x']))).toBe('application/pdf');
    expect(sniffReceiptType(makeReceiptPng(1, 1, [0, 0, 0]))).toBe('image/png');
    expect(sniffReceiptType(tinyJpeg())).toBe('image/jpeg');
    expect(sniffReceiptType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull();
    expect(sniffReceiptType(Buffer.from('<html><body>'))).toBeNull();
  });

  it('reads images through to know they are whole', async () => {
    const png = makeReceiptPng(3, 2, [1, 2, 3]);
    expect(await isReadableImage(file('ok.png', png), 'image/png')).toBe(true);
    expect(await isReadableImage(file('cut.png', png.subarray(0, png.length - 16)), 'image/png')).toBe(false);
    expect(await isReadableImage(file('ok.jpg', tinyJpeg()), 'image/jpeg')).toBe(true);
    expect(await isReadableImage(file('cut.jpg', tinyJpeg(false)), 'image/jpeg')).toBe(false);
  });

  it('stops a stream at the limit and leaves no file behind', async () => {
    const big = Buffer.concat([makeReceiptPdf(['x']), Buffer.alloc(10_000, 0x20)]);
    const source = Readable.from([big.subarray(0, 4000), big.subarray(4000)]);
    await expect(receiveReceipt(source, dir, 5000)).rejects.toMatchObject({ code: 'UPLOAD_FILE_SIZE_LIMIT' });
    const left = readdirSync(dir).filter((n) => n.endsWith('.part'));
    expect(left).toEqual([]);
  });

  it('calls an empty file empty, not of a foreign type', async () => {
    await expect(receiveReceipt(Readable.from([]), dir, 5000)).rejects.toMatchObject({ code: 'UPLOAD_FILE_EMPTY' });
  });

  it('hashes what it stores', async () => {
    const pdf = makeReceiptPdf(['hash me']);
    const received = await receiveReceipt(Readable.from([pdf]), dir, 1_000_000);
    expect(received).toMatchObject({
      size: pdf.length,
      mimeType: 'application/pdf',
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
  });
});
