import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, version as pdfjsVersion } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ReadLimits } from '../../config';

export const PDF_ENGINE = { engine: 'pdfjs-dist', version: pdfjsVersion };

const require = createRequire(import.meta.url);
// Fonts the PDF names but does not embed; shipped inside the package, never fetched.
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export class PdfUnreadable extends Error {
  constructor(readonly reason: 'ENCRYPTED' | 'BROKEN') {
    super(reason);
  }
}

export async function openPdf(data: Uint8Array, limits: ReadLimits): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({
      data,
      standardFontDataUrl,
      disableFontFace: true,
      // Images embedded in a page are bounded as well: a scan larger than this is not decoded.
      maxImageSize: limits.maxPixels,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new PdfUnreadable((error as Error | null)?.name === 'PasswordException' ? 'ENCRYPTED' : 'BROKEN');
  }
}

interface TextItem {
  str: string;
  transform: number[];
  height: number;
}

/**
 * The text of a page as lines: pieces that share a baseline (within a third of their height) are
 * joined left to right, so a label and its amount at the far right end on one line.
 */
export async function pageLines(document: PDFDocumentProxy, pageNumber: number): Promise<string[]> {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItem & typeof item => 'str' in item && item.str.trim() !== '');
  const rows: { y: number; height: number; parts: { x: number; text: string }[] }[] = [];
  for (const item of items) {
    const [x = 0, y = 0] = [item.transform[4], item.transform[5]];
    const height = Math.max(item.height, 1);
    const row = rows.find((r) => Math.abs(r.y - y) <= Math.max(r.height, height) / 3);
    if (row) row.parts.push({ x, text: item.str });
    else rows.push({ y, height, parts: [{ x, text: item.str }] });
  }
  page.cleanup();
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) =>
      row.parts
        .sort((a, b) => a.x - b.x)
        .map((p) => p.text.trim())
        .join(' '),
    );
}

/** Renders a page for recognition, scaled so that its longest side is `limits.ocrMaxSide`. */
export async function renderPage(document: PDFDocumentProxy, pageNumber: number, limits: ReadLimits) {
  const page = await document.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  // About 150 dpi: what recognition needs for print on receipts, at a quarter of the pixels of 300.
  const scale = Math.min(limits.ocrMaxSide / Math.max(base.width, base.height), 2);
  const viewport = page.getViewport({ scale });
  const [width, height] = [Math.ceil(viewport.width), Math.ceil(viewport.height)];
  if (width * height > limits.maxPixels) throw new PdfUnreadable('BROKEN');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // The Node canvas stands in for the DOM canvas pdf.js is typed for.
  type RenderTarget = Parameters<typeof page.render>[0];
  await page.render({
    canvas: canvas as unknown as RenderTarget['canvas'],
    canvasContext: context as unknown as RenderTarget['canvasContext'],
    viewport,
  }).promise;
  page.cleanup();
  return canvas.encode('png');
}
