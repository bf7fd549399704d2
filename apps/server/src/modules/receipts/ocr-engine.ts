import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { ReadLimits } from '../../config';
import { straighten } from './photo-preparation';

const require = createRequire(import.meta.url);
const LANGUAGES = ['deu', 'eng'] as const;
const MODEL = '4.0.0_best_int';
const tesseractVersion = (
  JSON.parse(readFileSync(require.resolve('tesseract.js/package.json'), 'utf8')) as { version: string }
).version;

export const OCR_ENGINE = { engine: 'tesseract.js', version: `${tesseractVersion} ${LANGUAGES.join('+')} ${MODEL}` };

/**
 * The trained models come from the @tesseract.js-data packages in node_modules; tesseract.js takes
 * one folder for all languages, so a private folder links them side by side. Nothing is fetched.
 */
function languageFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'receipt-ocr-'));
  for (const language of LANGUAGES) {
    const file = `${language}.traineddata.gz`;
    const source = path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), MODEL, file);
    symlinkSync(source, path.join(folder, file));
  }
  return folder;
}

let worker: Promise<Worker> | null = null;

function recogniser(): Promise<Worker> {
  worker ??= createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
    langPath: languageFolder(),
    cacheMethod: 'none',
    gzip: true,
  }).then(async (created) => {
    // Receipts are columns of short lines; treating the page as one block of text keeps each
    // label on the same line as its amount.
    await created.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
    return created;
  });
  return worker;
}

/**
 * Decodes an image whose header size was checked, scales it to at most `ocrMaxSide`, turns it
 * grey (receipts are dark print on light paper) and straight (a photo taken at an angle).
 */
export async function prepareImage(data: Buffer, limits: ReadLimits): Promise<Canvas> {
  const image = await loadImage(data);
  const scale = Math.min(1, limits.ocrMaxSide / Math.max(image.width, image.height));
  const [width, height] = [Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale))];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.filter = 'grayscale(1)';
  context.drawImage(image, 0, 0, width, height);
  return straighten(canvas);
}

/** The text recognised on a prepared image. */
export async function recogniseCanvas(canvas: Canvas): Promise<string> {
  const result = await (await recogniser()).recognize(await canvas.encode('png'));
  return result.data.text;
}

/** Prepares an image and recognises its text. */
export async function recogniseImage(data: Buffer, limits: ReadLimits): Promise<string> {
  return recogniseCanvas(await prepareImage(data, limits));
}

export async function stopRecogniser() {
  if (worker) await (await worker).terminate();
  worker = null;
}
