import { open, readFile } from 'node:fs/promises';
import { imageSize } from './image-header';
import { OCR_ENGINE, prepareImage, recogniseCanvas, recogniseImage } from './ocr-engine';
import { evenLight } from './photo-preparation';
import { openPdf, PDF_ENGINE, pageLines, PdfUnreadable, renderPage } from './pdf-document';
import type { ReadLimits } from '../../config';
import { NO_ENGINE, type ReceiptMime, type TextReading } from './reading-types';
import { extractReceiptFields, READING_SEPARATOR } from './receipt-fields';

// A page with fewer letters than this has no text layer worth reading: it is a scan.
const MIN_TEXT_LAYER_LETTERS = 20;

async function readHead(filePath: string, bytes: number): Promise<{ head: Buffer; size: number }> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(bytes, size));
    await handle.read(head, 0, head.length, 0);
    return { head, size };
  } finally {
    await handle.close();
  }
}

/**
 * The pages read of a PDF: all up to the limit; of a longer one the first pages and the last, since
 * a receipt of several photographed pages states its total at its end.
 */
export function pagesToRead(pageCount: number, maxPages: number): number[] {
  const first = Array.from({ length: Math.min(pageCount, maxPages) }, (_, index) => index + 1);
  if (pageCount <= maxPages || maxPages < 2) return first;
  return [...first.slice(0, maxPages - 1), pageCount];
}

async function readPdf(data: Uint8Array, limits: ReadLimits): Promise<TextReading> {
  let document;
  try {
    document = await openPdf(data, limits);
  } catch (error) {
    if (error instanceof PdfUnreadable) return { reason: error.reason, ...PDF_ENGINE };
    throw error;
  }
  try {
    const pages = pagesToRead(document.numPages, limits.maxPages);
    const lines: string[] = [];
    for (const page of pages) lines.push(...(await pageLines(document, page)));
    const text = lines.join('\n');
    if (text.replace(/[^\p{L}]/gu, '').length >= MIN_TEXT_LAYER_LETTERS) return { text, ...PDF_ENGINE };
    // A scan: the pages are pictures, so they are rendered and recognised.
    const recognised: string[] = [];
    for (const page of pages) recognised.push(await recogniseImage(await renderPage(document, page, limits), limits));
    return { text: recognised.join('\n'), ...OCR_ENGINE };
  } catch (error) {
    if (error instanceof PdfUnreadable) return { reason: error.reason, ...PDF_ENGINE };
    return { reason: 'BROKEN', ...PDF_ENGINE };
  } finally {
    await document.loadingTask.destroy();
  }
}

/**
 * A photo's text. When the first reading misses the total or the date, the photo is read a second
 * time with its light evened out (faint or shadowed lines), and both readings are kept: the
 * extraction takes each field from the first reading that states it.
 */
async function recognisePhoto(data: Buffer, limits: ReadLimits): Promise<string> {
  const prepared = await prepareImage(data, limits);
  const first = await recogniseCanvas(prepared);
  const fields = extractReceiptFields(first);
  if (fields.totalAmount !== null && fields.invoiceDate !== null) return first;
  const second = await recogniseCanvas(evenLight(prepared));
  return [first, second].map((text) => text.replaceAll(READING_SEPARATOR, '\n')).join(READING_SEPARATOR);
}

/**
 * The text of one receipt: a PDF's text layer, or what recognition finds on an image or a scanned
 * page. Each limit is checked before the work it bounds: the file size before reading, the pixel
 * count in the image header before decoding.
 */
export async function readReceiptText(
  filePath: string,
  mimeType: ReceiptMime,
  limits: ReadLimits,
): Promise<TextReading> {
  const engine = mimeType === 'application/pdf' ? PDF_ENGINE : OCR_ENGINE;
  const { head, size } = await readHead(filePath, 64 * 1024);
  if (size > limits.maxBytes) return { reason: 'TOO_LARGE', ...NO_ENGINE };
  const data = await readFile(filePath);
  if (mimeType === 'application/pdf')
    return readPdf(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), limits);
  const claimed = imageSize(head, mimeType);
  if (!claimed || claimed.width === 0 || claimed.height === 0) return { reason: 'BROKEN', ...engine };
  if (claimed.width * claimed.height > limits.maxPixels) return { reason: 'TOO_MANY_PIXELS', ...NO_ENGINE };
  try {
    return { text: await recognisePhoto(data, limits), ...engine };
  } catch {
    return { reason: 'BROKEN', ...engine };
  }
}
