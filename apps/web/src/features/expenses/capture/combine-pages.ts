import type { ReceiptPage } from './receipt-pages';

/**
 * Points per pixel of a page in the combined PDF (144 dpi): the server's reader renders a PDF page
 * at most at twice its size in points, so a 2200 px photo is read again at its full 2200 px.
 */
const POINTS_PER_PIXEL = 0.5;

/** The receipt's file name: the first page's name with the extension of what is sent. */
export function receiptName(pages: readonly Pick<ReceiptPage, 'name'>[], extension: string): string {
  const base = (pages[0]?.name ?? 'receipt').replace(/\.[^.]*$/, '') || 'receipt';
  return `${base}.${extension}`;
}

/**
 * The receipt to upload (docs/adr/0028): one page is sent as its image; several pages become one
 * PDF, a page per photo in the employee's order, so the server keeps one file per expense.
 */
export async function combinePages(pages: readonly ReceiptPage[]): Promise<File> {
  if (pages.length === 0) throw new Error('A receipt needs at least one page.');
  if (pages.length === 1) {
    const [page] = pages as [ReceiptPage];
    return new File([page.bytes as BlobPart], receiptName(pages, page.type === 'image/png' ? 'png' : 'jpg'), {
      type: page.type,
    });
  }
  // Loaded when a second page is taken: most receipts are one photo or a PDF.
  const { PDFDocument } = await import('pdf-lib');
  const document = await PDFDocument.create();
  for (const page of pages) {
    const image = page.type === 'image/png' ? await document.embedPng(page.bytes) : await document.embedJpg(page.bytes);
    const size = { width: image.width * POINTS_PER_PIXEL, height: image.height * POINTS_PER_PIXEL };
    document.addPage([size.width, size.height]).drawImage(image, { x: 0, y: 0, ...size });
  }
  const bytes = await document.save();
  return new File([bytes as BlobPart], receiptName(pages, 'pdf'), { type: 'application/pdf' });
}
