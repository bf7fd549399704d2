import type { ReceiptPage } from './receipt-pages';

/**
 * The smallest JPEG header pdf-lib embeds: start of image, a baseline frame (SOF0) with the size
 * and three channels, end of image. Enough for the PDF's image dictionary; no viewer needs to draw it.
 */
export function jpegHeader(width: number, height: number): Uint8Array {
  const startOfImage = [0xff, 0xd8];
  const size = [height >> 8, height & 0xff, width >> 8, width & 0xff];
  const channels = [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, ...size, ...channels];
  return Uint8Array.from([...startOfImage, ...frame, 0xff, 0xd9]);
}

export function testPage(name: string, overrides: Partial<ReceiptPage> = {}): ReceiptPage {
  return {
    id: `id-${name}`,
    name,
    type: 'image/jpeg',
    bytes: jpegHeader(1600, 2200),
    width: 1600,
    height: 2200,
    issues: [],
    ...overrides,
  };
}
