import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_READ_LIMITS } from '../../config';
import { readingValues } from './receipt-reading.service';
import { createReceiptReader, type ReceiptReader } from './receipt-reader';
import { fixtureMime, fixturePath, loadFixtures } from './receipt-fixtures';

/**
 * The reading engine through its reading process, as the job uses it: the committed receipt set
 * and hostile files. Recognition of every photographed receipt takes minutes on a small machine,
 * so this reads all text PDFs and a fixed subset of the images and scans; the benchmark
 * (`npm run bench:receipts`) reads the whole set.
 */
const IMAGE_SUBSET = [
  '25-shop-de.jpg',
  '26-train-de.jpg',
  '30-ride-en.jpg',
  '31-hotel-en.jpg',
  '32-parking-ch.jpg',
  '45-taxi-de-scan.pdf',
];

let reader: ReceiptReader;
let dir: string;
beforeAll(() => {
  reader = createReceiptReader(DEFAULT_READ_LIMITS);
  dir = mkdtempSync(path.join(os.tmpdir(), 'receipt-reader-'));
});
afterAll(async () => {
  await reader.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function accuracy(kinds: (file: string, kind: string) => boolean) {
  const entries = loadFixtures().filter((e) => kinds(e.file, e.kind));
  let total = 0;
  let date = 0;
  for (const entry of entries) {
    const values = readingValues(await reader.read(fixturePath(entry), fixtureMime(entry)));
    total += Number(values.totalAmount === entry.truth.totalAmount);
    date += Number(values.invoiceDate === entry.truth.invoiceDate);
  }
  return { count: entries.length, total: total / entries.length, date: date / entries.length };
}

/** A text PDF whose page `textPage` (the first unless said) states `text`; the others say little. */
function pdfWith(pages: number, text: string, textPage = 1): Promise<Uint8Array> {
  return (async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    for (let page = 1; page <= pages; page += 1) {
      document.addPage([300, 300]).drawText(page === textPage ? text : `Seite ${page} Bedingungen`, {
        x: 20,
        y: 250,
        size: 10,
        font,
        lineHeight: 14,
      });
    }
    return document.save();
  })();
}

function file(name: string, content: Uint8Array | Buffer): string {
  const filePath = path.join(dir, name);
  writeFileSync(filePath, content);
  return filePath;
}

/** A PNG header that promises 100,000 × 100,000 pixels in a few bytes. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))));
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF whose trailer names a standard security handler: pdf.js asks for a password. */
function encryptedPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  offsets.push(body.length);
  const hex = (byte: string) => `<${byte.repeat(32)}>`;
  body += `3 0 obj\n<< /Filter /Standard /V 1 /R 2 /O ${hex('4a')} /U ${hex('7f')} /P -4 >>\nendobj\n`;
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 4 /Root 1 0 R /Encrypt 3 0 R /ID [${hex('11')} ${hex('11')}] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function image(lines: string[]): Promise<Buffer> {
  const canvas = createCanvas(500, 300);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 500, 300);
  context.fillStyle = '#000';
  context.font = '28px sans-serif';
  lines.forEach((line, i) => context.fillText(line, 20, 60 + i * 50));
  return canvas.encode('png');
}

describe('reading the receipt set', () => {
  it('reads total and date of every text PDF', async () => {
    const result = await accuracy((_, kind) => kind === 'text-pdf');
    expect(result.count).toBe(24);
    expect(result.total).toBeGreaterThanOrEqual(0.98);
    expect(result.date).toBeGreaterThanOrEqual(0.98);
  }, 120_000);

  it('reads total and date of photographed and scanned receipts', async () => {
    const result = await accuracy((name) => IMAGE_SUBSET.includes(name));
    expect(result.count).toBe(IMAGE_SUBSET.length);
    expect(result.total).toBeGreaterThanOrEqual(0.85);
    expect(result.date).toBeGreaterThanOrEqual(0.85);
  }, 180_000);
});

// Each test starts or kills a reader process and has it read: seconds alone, half a minute and
// more on a slow 2-core machine beside the journeys.
describe('hostile and unreadable receipts', { timeout: 180_000 }, () => {
  it('reads only the first pages of a 200-page PDF', async () => {
    const pdf = file('long.pdf', await pdfWith(200, 'Rechnung\nDatum 03.02.2026\nGesamtbetrag 12,50 EUR'));
    expect(readingValues(await reader.read(pdf, 'application/pdf'))).toMatchObject({
      status: 'READ',
      totalAmount: '12.50',
      invoiceDate: '2026-02-03',
      engine: 'pdfjs-dist',
    });
  });

  it('reads the last page of a receipt longer than the pages it reads, where its total is', async () => {
    const pdf = file('pages.pdf', await pdfWith(8, 'Summe\nDatum 04.02.2026\nGesamtbetrag 31,20 EUR', 8));
    expect(readingValues(await reader.read(pdf, 'application/pdf'))).toMatchObject({
      status: 'READ',
      totalAmount: '31.20',
      invoiceDate: '2026-02-04',
    });
  });

  it('answers ENCRYPTED for a password-protected PDF and BROKEN for a broken one', async () => {
    expect(await reader.read(file('locked.pdf', encryptedPdf()), 'application/pdf')).toMatchObject({
      reason: 'ENCRYPTED',
    });
    const broken = file('broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage'));
    expect(await reader.read(broken, 'application/pdf')).toMatchObject({ reason: 'BROKEN' });
  });

  it('does not read a 1 GiB receipt', async () => {
    const huge = file('huge.pdf', Buffer.from('%PDF-1.7\n'));
    truncateSync(huge, 1024 ** 3);
    expect(await reader.read(huge, 'application/pdf')).toEqual({ reason: 'TOO_LARGE', engine: null, version: null });
  });

  it('refuses a decompression bomb by its header, before decoding', async () => {
    expect(await reader.read(file('bomb.png', decompressionBomb()), 'image/png')).toMatchObject({
      reason: 'TOO_MANY_PIXELS',
    });
  });

  it('stores why an image without text or in another script has no values', async () => {
    const blank = readingValues(await reader.read(file('blank.png', await image([])), 'image/png'));
    expect(blank).toMatchObject({ status: 'UNREADABLE', totalAmount: null });
    expect(['NO_TEXT', 'NO_FIELDS']).toContain(blank.unreadableReason);
    const greek = readingValues(
      await reader.read(file('greek.png', await image(['Απόδειξη', 'Σύνολο ευχαριστούμε'])), 'image/png'),
    );
    expect(greek).toMatchObject({ status: 'UNREADABLE', totalAmount: null, invoiceDate: null });
  });

  it('reads in a fresh process when the waiting one died, and lives on', async () => {
    const readers = () => {
      try {
        return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'reader-process'], { encoding: 'utf8' })
          .split('\n')
          .filter(Boolean);
      } catch {
        return []; // pgrep answers 1 when no process matches
      }
    };
    const before = new Set(readers());
    const own = createReceiptReader(DEFAULT_READ_LIMITS);
    try {
      const [pdf] = loadFixtures().filter((e) => e.kind === 'text-pdf');
      const total = async () => readingValues(await own.read(fixturePath(pdf!), fixtureMime(pdf!))).totalAmount;
      expect(await total()).toBe(pdf!.truth.totalAmount);
      const waiting = readers().filter((pid) => !before.has(pid));
      expect(waiting).toHaveLength(1);
      process.kill(Number(waiting[0]), 'SIGKILL');
      // Gone from /proc once reaped: this process has then seen it exit.
      await expect.poll(() => existsSync(`/proc/${waiting[0]}`)).toBe(false);
      expect(await total()).toBe(pdf!.truth.totalAmount);
    } finally {
      await own.stop();
    }
  });

  it('ends a reading past its time and reads the next receipt in a fresh process', async () => {
    const impatient = createReceiptReader({ ...DEFAULT_READ_LIMITS, timeoutMs: 1 });
    try {
      const [entry] = loadFixtures().filter((e) => e.kind === 'image');
      expect(await impatient.read(fixturePath(entry!), fixtureMime(entry!))).toMatchObject({ reason: 'TIMEOUT' });
    } finally {
      await impatient.stop();
    }
    const [pdf] = loadFixtures().filter((e) => e.kind === 'text-pdf');
    expect(readingValues(await reader.read(fixturePath(pdf!), fixtureMime(pdf!))).totalAmount).toBe(
      pdf!.truth.totalAmount,
    );
  });
});
