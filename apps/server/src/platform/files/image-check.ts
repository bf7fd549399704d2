import { open } from 'node:fs/promises';
import { createInflate, crc32 } from 'node:zlib';

/**
 * The most pixels a receipt image may have: a 48-megapixel phone photo passes, a small file that
 * inflates to gigabytes (a "decompression bomb") is refused from its header before any decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** How long the inflate check of one PNG may take before the image counts as unreadable. */
const INFLATE_TIME_LIMIT_MS = 20_000;
/** Chunk bodies are read in slices, so a huge chunk is never held at once. */
const SLICE_BYTES = 64 * 1024;

export type ImageVerdict = 'readable' | 'damaged' | 'too-large';

/**
 * Reads an image far enough to know it is whole: PNG chunks with their checksums and image data
 * that inflates to the size its header promises; JPEG markers up to the scan and the end marker.
 * The dimensions are read from the header first and refused above {@link MAX_IMAGE_PIXELS}. The
 * PNG data is inflated by zlib's stream on the thread pool, counted but never kept, and given up
 * after a time limit, so neither the main thread nor the memory depends on what the image claims.
 */
export async function checkImage(filePath: string, mimeType: 'image/png' | 'image/jpeg'): Promise<ImageVerdict> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      if (position + length > size) return null;
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return bytesRead === length ? buffer : null;
    };
    return mimeType === 'image/png' ? await checkPng(read) : await checkJpeg(read, size);
  } catch {
    return 'damaged';
  } finally {
    await handle.close();
  }
}

/** Whether the image is whole and within the pixel limit. */
export async function isReadableImage(filePath: string, mimeType: 'image/png' | 'image/jpeg'): Promise<boolean> {
  return (await checkImage(filePath, mimeType)) === 'readable';
}

type Reader = (position: number, length: number) => Promise<Buffer | null>;

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  channels: number;
  interlaced: boolean;
}

/** The inflated size of a PNG's image data: per pass (Adam7) or once, a filter byte per row. */
function expectedPngBytes(h: PngHeader): number {
  const rowBytes = (width: number) => (width === 0 ? 0 : Math.ceil((width * h.channels * h.bitDepth) / 8) + 1);
  if (!h.interlaced) return rowBytes(h.width) * h.height;
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const width = Math.ceil((h.width - x0) / dx);
    const height = Math.ceil((h.height - y0) / dy);
    if (width > 0 && height > 0) total += rowBytes(width) * height;
  }
  return total;
}

/** Counts what a zlib stream inflates to, stopping as soon as it passes `limit`. */
function inflateCounter(limit: number) {
  const inflate = createInflate();
  let produced = 0;
  let failed = false;
  inflate.on('data', (chunk: Buffer) => {
    produced += chunk.length;
    if (produced > limit) {
      failed = true;
      inflate.destroy();
    }
  });
  const done = new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      failed = true;
      inflate.destroy();
      resolve(null);
    }, INFLATE_TIME_LIMIT_MS);
    const finish = (value: number | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    inflate.on('end', () => finish(failed ? null : produced));
    inflate.on('error', () => finish(null));
    inflate.on('close', () => finish(failed ? null : produced));
  });
  return {
    get failed() {
      return failed;
    },
    async write(data: Buffer) {
      if (failed) return;
      if (!inflate.write(data)) {
        await new Promise<void>((resolve) => {
          inflate.once('drain', resolve);
          inflate.once('close', resolve);
        });
      }
    },
    async end(): Promise<number | null> {
      if (!failed) inflate.end();
      return done;
    },
    abort() {
      failed = true;
      inflate.destroy();
    },
  };
}

async function checkPng(read: Reader): Promise<ImageVerdict> {
  let position = 8;
  let header: PngHeader | null = null;
  let counter: ReturnType<typeof inflateCounter> | null = null;
  let expected = 0;
  try {
    for (;;) {
      const chunkHead = await read(position, 8);
      if (!chunkHead) return 'damaged';
      const length = chunkHead.readUInt32BE(0);
      const type = chunkHead.subarray(4, 8).toString('latin1');
      let crc = crc32(chunkHead.subarray(4, 8));
      let content: Buffer | null = null;
      for (let offset = 0; offset < length; offset += SLICE_BYTES) {
        const slice = await read(position + 8 + offset, Math.min(SLICE_BYTES, length - offset));
        if (!slice) return 'damaged';
        crc = crc32(slice, crc);
        if (type === 'IHDR') content = slice;
        else if (type === 'IDAT') await counter?.write(slice);
      }
      const stored = await read(position + 8 + length, 4);
      if (!stored || stored.readUInt32BE(0) !== crc) return 'damaged';
      if (header === null) {
        if (type !== 'IHDR' || length !== 13 || !content) return 'damaged';
        const channels = PNG_CHANNELS[content[9]!];
        if (channels === undefined) return 'damaged';
        header = {
          width: content.readUInt32BE(0),
          height: content.readUInt32BE(4),
          bitDepth: content[8]!,
          channels,
          interlaced: content[12] === 1,
        };
        if (header.width === 0 || header.height === 0) return 'damaged';
        if (header.width * header.height > MAX_IMAGE_PIXELS) return 'too-large';
        expected = expectedPngBytes(header);
        counter = inflateCounter(expected);
      } else if (type === 'IDAT' && counter?.failed) {
        return 'damaged';
      } else if (type === 'IEND') {
        break;
      }
      position += 12 + length;
    }
    if (!counter) return 'damaged';
    const produced = await counter.end();
    counter = null;
    return produced === expected ? 'readable' : 'damaged';
  } finally {
    counter?.abort();
  }
}

async function checkJpeg(read: Reader, size: number): Promise<ImageVerdict> {
  let position = 2;
  let frame = false;
  for (;;) {
    const marker = await read(position, 4);
    if (!marker || marker[0] !== 0xff) return 'damaged';
    const code = marker[1]!;
    const length = marker.readUInt16BE(2);
    if (length < 2) return 'damaged';
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) describe the frame: precision, height, width.
    if (code >= 0xc0 && code <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(code)) {
      const dimensions = await read(position + 5, 4);
      if (!dimensions) return 'damaged';
      const height = dimensions.readUInt16BE(0);
      const width = dimensions.readUInt16BE(2);
      if (width === 0) return 'damaged';
      if (width * height > MAX_IMAGE_PIXELS) return 'too-large';
      frame = true;
    }
    if (code === 0xda) break;
    position += 2 + length;
  }
  const end = await read(size - 2, 2);
  return frame && end !== null && end[0] === 0xff && end[1] === 0xd9 ? 'readable' : 'damaged';
}
