/**
 * The size an image claims in its header, read before anything decodes it: a decompression bomb
 * (a small file that promises billions of pixels) is refused by this number alone.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk right after the signature. */
function pngSize(head: Buffer): ImageSize | null {
  if (head.length < 24 || head.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** JPEG: the first start-of-frame marker (SOF0..SOF15 but DHT, JPG and DAC). */
function jpegSize(head: Buffer): ImageSize | null {
  let position = 2;
  while (position + 9 < head.length) {
    if (head[position] !== 0xff) return null;
    const code = head[position + 1]!;
    // Fill bytes and markers without a length.
    if (code === 0xff) {
      position += 1;
      continue;
    }
    if (code === 0xd8 || (code >= 0xd0 && code <= 0xd7) || code === 0x01) {
      position += 2;
      continue;
    }
    const length = head.readUInt16BE(position + 2);
    if (code >= 0xc0 && code <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(code)) {
      return { height: head.readUInt16BE(position + 5), width: head.readUInt16BE(position + 7) };
    }
    if (code === 0xda || length < 2) return null;
    position += 2 + length;
  }
  return null;
}

/** The claimed size of a PNG or JPEG, or null when the header cannot be found in `head`. */
export function imageSize(head: Buffer, mimeType: 'image/png' | 'image/jpeg'): ImageSize | null {
  return mimeType === 'image/png' ? pngSize(head) : jpegSize(head);
}
