import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { combinePages } from './combine-pages';
import { jpegHeader, testPage } from './test-images';

describe('the receipt made of the pages', () => {
  it('sends one photo as it is, a JPEG under the photo’s name', async () => {
    const page = testPage('IMG_0001.HEIC');
    const file = await combinePages([page]);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('IMG_0001.jpg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(page.bytes);
  });

  it('joins several photos into one PDF, a page per photo in their order', async () => {
    const pages = [
      testPage('first.jpg', { bytes: jpegHeader(1600, 2200), width: 1600, height: 2200 }),
      testPage('second.jpg', { bytes: jpegHeader(2200, 1000), width: 2200, height: 1000 }),
      testPage('third.jpg'),
    ];
    const file = await combinePages(pages);
    expect(file.type).toBe('application/pdf');
    expect(file.name).toBe('first.pdf');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    const read = await PDFDocument.load(bytes);
    expect(read.getPageCount()).toBe(3);
    // 144 dpi: the server's reader renders a page at twice its points, so at the photo's pixels.
    expect(read.getPages().map((page) => page.getSize())).toEqual([
      { width: 800, height: 1100 },
      { width: 1100, height: 500 },
      { width: 800, height: 1100 },
    ]);
  });

  it('refuses to make a receipt of no pages', async () => {
    await expect(combinePages([])).rejects.toThrow();
  });
});
