import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { FIXTURE_DIR, type FixtureEntry } from '../modules/receipts/receipt-fixtures';
import { type Random, randomSource, type ReceiptDraft, type ReceiptLine, TEMPLATES } from './receipt-templates';

/**
 * `npm run gen:receipt-fixtures -w @mobilo/server`: makes the receipt set the reading tests and the
 * benchmark use: text PDFs, photographed receipts (rotated, blurred, noisy, JPEG-compressed) and
 * scanned PDFs, each with the values it states in truth.json. Deterministic: the same seed makes
 * the same files.
 */

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
GlobalFonts.registerFromPath(path.join(fontDir, 'LiberationSans-Regular.ttf'), 'Receipt Sans');
GlobalFonts.registerFromPath(path.join(fontDir, 'LiberationSans-Bold.ttf'), 'Receipt Sans Bold');

const sizeOf = (line: ReceiptLine) => (line.style === 'title' ? 13 : line.style === 'small' ? 8 : 10);

async function textPdf(draft: ReceiptDraft): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setCreator('Mobilo receipt fixtures');
  document.setProducer('Mobilo receipt fixtures');
  document.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  document.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const width = 298; // 105 mm, a ticket's width
  const height = 60 + draft.lines.length * 20;
  const page = document.addPage([width, height]);
  let y = height - 40;
  for (const line of draft.lines) {
    const font = line.style === 'title' ? bold : regular;
    const size = sizeOf(line);
    page.drawText(line.left, { x: 20, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    if (line.right) {
      page.drawText(line.right, { x: width - 20 - font.widthOfTextAtSize(line.right, size), y, size, font });
    }
    y -= size + 9;
  }
  return document.save({ useObjectStreams: false });
}

/** A photograph of the receipt: paper on a darker table, turned a little, blurred, noisy, JPEG. */
async function photo(draft: ReceiptDraft, random: Random): Promise<Buffer> {
  const scale = 2.1;
  const paperWidth = Math.round(298 * scale);
  const paperHeight = Math.round((60 + draft.lines.length * 20) * scale);
  const margin = 60;
  const canvas = createCanvas(paperWidth + 2 * margin, paperHeight + 2 * margin);
  const context = canvas.getContext('2d');
  const table = random.int(90, 150);
  context.fillStyle = `rgb(${table}, ${table - 10}, ${table - 25})`;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(((random.next() - 0.5) * 5 * Math.PI) / 180);
  context.translate(-paperWidth / 2, -paperHeight / 2);
  const paper = random.int(232, 250);
  context.fillStyle = `rgb(${paper}, ${paper}, ${paper - 6})`;
  context.fillRect(0, 0, paperWidth, paperHeight);
  context.filter = `blur(${(0.3 + random.next() * 0.6).toFixed(2)}px)`;
  const ink = random.int(20, 70);
  context.fillStyle = `rgb(${ink}, ${ink}, ${ink + 10})`;
  let y = 40 * scale;
  for (const line of draft.lines) {
    const size = sizeOf(line) * scale;
    context.font = `${size}px "${line.style === 'title' ? 'Receipt Sans Bold' : 'Receipt Sans'}"`;
    context.fillText(line.left, 20 * scale, y);
    if (line.right) context.fillText(line.right, paperWidth - 20 * scale - context.measureText(line.right).width, y);
    y += (sizeOf(line) + 9) * scale;
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  // Sensor noise and uneven light.
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const shade = random.next() * 40;
  for (let i = 0; i < pixels.data.length; i += 4) {
    const x = (i / 4) % canvas.width;
    const light = (x / canvas.width) * shade;
    const noise = (random.next() - 0.5) * 36 - light;
    for (let c = 0; c < 3; c += 1) pixels.data[i + c] = Math.max(0, Math.min(255, pixels.data[i + c]! + noise));
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('jpeg', random.int(35, 70));
}

async function scannedPdf(jpeg: Buffer, draft: ReceiptDraft): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setProducer('Mobilo receipt fixtures');
  document.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  document.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const image = await document.embedJpg(jpeg);
  const width = 298 + 60;
  const height = (width * image.height) / image.width;
  document.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  void draft;
  return document.save({ useObjectStreams: false });
}

async function main() {
  const random = randomSource(20260317);
  rmSync(FIXTURE_DIR, { recursive: true, force: true });
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const entries: FixtureEntry[] = [];
  const kinds: FixtureEntry['kind'][] = [
    ...Array<FixtureEntry['kind']>(24).fill('text-pdf'),
    ...Array<FixtureEntry['kind']>(20).fill('image'),
    ...Array<FixtureEntry['kind']>(4).fill('scanned-pdf'),
  ];
  for (const [index, kind] of kinds.entries()) {
    const draft = TEMPLATES[index % TEMPLATES.length]!(random);
    const name = `${String(index + 1).padStart(2, '0')}-${draft.template}`;
    let file: string;
    if (kind === 'text-pdf') {
      file = `${name}.pdf`;
      writeFileSync(path.join(FIXTURE_DIR, file), await textPdf(draft));
    } else if (kind === 'image') {
      file = `${name}.jpg`;
      writeFileSync(path.join(FIXTURE_DIR, file), await photo(draft, random));
    } else {
      file = `${name}-scan.pdf`;
      writeFileSync(path.join(FIXTURE_DIR, file), await scannedPdf(await photo(draft, random), draft));
    }
    entries.push({ file, kind, template: draft.template, language: draft.language, truth: draft.truth });
  }
  writeFileSync(path.join(FIXTURE_DIR, 'truth.json'), `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`${entries.length} receipts written`);
}

await main();
