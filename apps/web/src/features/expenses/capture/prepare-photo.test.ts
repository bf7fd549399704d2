import { describe, expect, it, vi } from 'vitest';
import type { DecodedPhoto, DecodePhoto } from './photo-canvas';
import { prepareFile } from './prepare-photo';
import { jpegHeader } from './test-images';

const heicHead = Uint8Array.from([0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]);

/** A decoder standing in for the canvas: a photo of the size, sharp or flat, that "encodes" to a header. */
function decoder(width: number, height: number, look: 'sharp' | 'flat' = 'sharp') {
  const photo: DecodedPhoto = {
    width,
    height,
    rgba: (size) => {
      const rgba = new Uint8ClampedArray(size.width * size.height * 4);
      for (let i = 0; i < size.width * size.height; i++) {
        const [x, y] = [i % size.width, Math.floor(i / size.width)];
        const value = look === 'flat' || (Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? 230 : 20;
        rgba.set([value, value, value, 255], i * 4);
      }
      return rgba;
    },
    jpeg: vi.fn((size) => Promise.resolve(new Blob([jpegHeader(size.width, size.height) as BlobPart]))),
    close: vi.fn(),
  };
  return { photo, decode: vi.fn<DecodePhoto>(() => Promise.resolve(photo)) };
}

const file = (bytes: Uint8Array, name: string, padding = 0) =>
  new File([bytes as BlobPart, new Uint8Array(padding)], name, { type: 'image/jpeg' });

describe('a photo made ready to be sent', () => {
  it('scales a 12-megapixel photo to 2200 px and re-encodes it as JPEG', async () => {
    const { photo, decode } = decoder(4032, 3024);
    const prepared = await prepareFile(file(jpegHeader(4032, 3024), 'IMG_1.jpg', 3_000_000), decode);
    expect(prepared).toMatchObject({
      kind: 'page',
      page: { type: 'image/jpeg', width: 2200, height: 1650, issues: [] },
    });
    expect(photo.jpeg).toHaveBeenCalledWith({ width: 2200, height: 1650 }, 0.8);
    expect(photo.close).toHaveBeenCalled();
  });

  it('keeps a small JPEG as it is, byte for byte', async () => {
    const { photo, decode } = decoder(1200, 900);
    const picked = file(jpegHeader(1200, 900), 'small.jpg', 1000);
    const prepared = await prepareFile(picked, decode);
    if (prepared.kind !== 'page') throw new Error(prepared.kind);
    expect(prepared.page.bytes).toEqual(new Uint8Array(await picked.arrayBuffer()));
    expect(photo.jpeg).not.toHaveBeenCalled();
  });

  it('names what the quality check found', async () => {
    const { decode } = decoder(800, 500, 'flat');
    const prepared = await prepareFile(file(jpegHeader(800, 500), 'flat.jpg'), decode);
    expect(prepared).toMatchObject({ kind: 'page', page: { issues: ['blurred', 'small'] } });
  });

  it('converts HEIC the browser decodes, and explains HEIC it cannot', async () => {
    const { decode } = decoder(4032, 3024);
    const heic = new File([heicHead as BlobPart, new Uint8Array(500)], 'IMG_2.HEIC', { type: 'image/heic' });
    expect(await prepareFile(heic, decode)).toMatchObject({ kind: 'page', page: { type: 'image/jpeg' } });
    const failing: DecodePhoto = () => Promise.reject(new DOMException('The source image could not be decoded.'));
    expect(await prepareFile(heic, failing)).toEqual({ kind: 'refused', reason: 'heic' });
  });

  it('refuses a photo it cannot decode or encode with a reason, never by throwing', async () => {
    const failing: DecodePhoto = () => Promise.reject(new RangeError('out of memory'));
    expect(await prepareFile(file(jpegHeader(7728, 5152), 'huge.jpg'), failing)).toEqual({
      kind: 'refused',
      reason: 'unreadable',
    });
    const { photo, decode } = decoder(7728, 5152);
    vi.mocked(photo.jpeg).mockRejectedValue(new Error('canvas too large'));
    expect(await prepareFile(file(jpegHeader(7728, 5152), 'huge.jpg', 2_000_000), decode)).toEqual({
      kind: 'refused',
      reason: 'unreadable',
    });
    expect(photo.close).toHaveBeenCalled();
  });

  it('passes a PDF through and refuses empty and foreign files', async () => {
    const { decode } = decoder(1, 1);
    const pdf = new File(['%PDF-1.7 …'], 'ticket.pdf', { type: 'application/pdf' });
    expect(await prepareFile(pdf, decode)).toEqual({ kind: 'pdf', file: pdf });
    expect(await prepareFile(new File([], 'empty.jpg'), decode)).toEqual({ kind: 'refused', reason: 'empty' });
    expect(await prepareFile(new File(['hello, not an image'], 'x.png'), decode)).toEqual({
      kind: 'refused',
      reason: 'unsupported',
    });
    expect(decode).not.toHaveBeenCalled();
  });
});
