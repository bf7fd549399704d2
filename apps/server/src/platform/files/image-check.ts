import { open } from 'node:fs/promises';
import { crc32, inflateSync } from 'node:zlib';

/**
 * Reads an image far enough to know it is whole: PNG chunks with their checksums and image data
 * that inflates to the size its header promises; JPEG markers up to the scan and the end marker.
 * Works on the stored file with small positional reads, so a large image is never held at once
 * except the compressed PNG data, which inflates in one go.
 */
export async function isReadableImage(filePath: string, mimeType: 'image/png' | 'image/jpeg'): Promise<boolean> {
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
    return false;
  } finally {
    await handle.close();
  }
}

type Reader = (position: number, length: number) => Promise<Buffer | null>;

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const MAX_PNG_DATA = 256 * 1024 * 1024;

async function checkPng(read: Reader): Promise<boolean> {
  let position = 8;
  let header: { width: number; height: number; bitDepth: number; channels: number; interlaced: boolean } | null = null;
  const data: Buffer[] = [];
  let dataLength = 0;
  for (;;) {
    const chunkHead = await read(position, 8);
    if (!chunkHead) return false;
    const length = chunkHead.readUInt32BE(0);
    const type = chunkHead.subarray(4, 8).toString('latin1');
    const body = await read(position + 8, length + 4);
    if (!body) return false;
    const content = body.subarray(0, length);
    if (crc32(content, crc32(chunkHead.subarray(4, 8))) !== body.readUInt32BE(length)) return false;
    if (header === null) {
      if (type !== 'IHDR' || length !== 13) return false;
      const channels = PNG_CHANNELS[content[9]!];
      if (channels === undefined) return false;
      header = {
        width: content.readUInt32BE(0),
        height: content.readUInt32BE(4),
        bitDepth: content[8]!,
        channels,
        interlaced: content[12] === 1,
      };
      if (header.width === 0 || header.height === 0) return false;
    } else if (type === 'IDAT') {
      dataLength += length;
      if (dataLength > MAX_PNG_DATA) return true; // very large images: checksums must do
      data.push(content);
    } else if (type === 'IEND') {
      break;
    }
    position += 12 + length;
  }
  if (!header || data.length === 0) return false;
  const pixels = inflateSync(Buffer.concat(data));
  if (header.interlaced) return pixels.length > 0;
  const rowBytes = Math.ceil((header.width * header.channels * header.bitDepth) / 8) + 1;
  return pixels.length === rowBytes * header.height;
}

async function checkJpeg(read: Reader, size: number): Promise<boolean> {
  let position = 2;
  let frame = false;
  for (;;) {
    const marker = await read(position, 4);
    if (!marker || marker[0] !== 0xff) return false;
    const code = marker[1]!;
    const length = marker.readUInt16BE(2);
    if (length < 2) return false;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) describe the frame.
    if (code >= 0xc0 && code <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(code)) frame = true;
    if (code === 0xda) break;
    position += 2 + length;
  }
  const end = await read(size - 2, 2);
  return frame && end !== null && end[0] === 0xff && end[1] === 0xd9;
}
