import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import type { Random, ReceiptDraft, ReceiptLine } from './receipt-templates';

/**
 * Photographs an invented receipt as a phone does: printed on (thermal) paper that fades and
 * crumples, laid on a table at an angle and in perspective, lit unevenly, blurred, noisy, saved
 * as a strongly compressed JPEG. Every effect draws from the seeded random source, so the set is
 * made again byte for byte.
 */

const require = createRequire(import.meta.url);
const pdfFonts = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
GlobalFonts.registerFromPath(path.join(pdfFonts, 'LiberationSans-Regular.ttf'), 'Photo Sans');
GlobalFonts.registerFromPath(path.join(pdfFonts, 'LiberationSans-Bold.ttf'), 'Photo Sans Bold');
// Most till rolls print a fixed-width face; Debian's fonts-liberation has one. Without it the
// receipts are printed in the sans face.
const MONO = '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf';
const MONO_BOLD = '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf';
const hasMono = existsSync(MONO) && existsSync(MONO_BOLD);
if (hasMono) {
  GlobalFonts.registerFromPath(MONO, 'Photo Mono');
  GlobalFonts.registerFromPath(MONO_BOLD, 'Photo Mono Bold');
}

export interface PhotoStyle {
  /** Pixels per point of the printed receipt (small text below about 1.6). */
  scale: number;
  mono: boolean;
  /** 0 = fresh print, 1 = faded thermal paper. */
  fade: number;
  /** Displacement of crumpling in pixels. */
  crumple: number;
  /** Degrees. */
  rotation: number;
  /** Corner offsets of the perspective as a share of the width. */
  perspective: number;
  blur: number;
  noise: number;
  /** 1 = full range, lower is flatter. */
  contrast: number;
  /** Difference between the brightest and darkest side of the light, 0–1. */
  shading: number;
  quality: number;
}

export function pickStyle(random: Random, severity: number): PhotoStyle {
  const span = (low: number, high: number) => low + (high - low) * Math.min(1, severity * (0.6 + 0.4 * random.next()));
  return {
    scale: 2.6 - span(0, 0.8),
    mono: hasMono && random.next() < 0.6,
    fade: span(0, 0.6),
    crumple: span(0, 6),
    rotation: (random.next() < 0.5 ? -1 : 1) * span(0.5, 5),
    perspective: span(0, 0.08),
    blur: span(0.3, 1.2),
    noise: span(6, 28),
    contrast: 1 - span(0, 0.4),
    shading: span(0.05, 0.5),
    quality: Math.round(75 - span(0, 40)),
  };
}

const sizeOf = (line: ReceiptLine) => (line.style === 'title' ? 13 : line.style === 'small' ? 8 : 10);

/** Prints the receipt on a paper strip; returns its grey levels (0 ink … 255 paper). */
function print(draft: ReceiptDraft, style: PhotoStyle, random: Random) {
  const width = Math.round(298 * style.scale);
  const height = Math.round((50 + draft.lines.length * 19) * style.scale);
  const canvas = createCanvas(width, height);
  const context: SKRSContext2D = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000';
  let y = 34 * style.scale;
  for (const line of draft.lines) {
    const size = sizeOf(line) * style.scale;
    const face = style.mono ? 'Photo Mono' : 'Photo Sans';
    context.font = `${size}px "${line.style === 'title' ? `${face} Bold` : face}"`;
    const margin = (14 + random.next() * 4) * style.scale;
    context.fillText(line.left, margin, y);
    if (line.right) context.fillText(line.right, width - margin - context.measureText(line.right).width, y);
    y += (sizeOf(line) + 9) * style.scale;
  }
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i += 1) grey[i] = rgba[i * 4]!;
  return { grey, width, height };
}

/** A smooth random field in [-1, 1]: a few sine waves of long wavelength. */
function smoothField(random: Random, waves: number, shortest: number) {
  const parts = Array.from({ length: waves }, () => ({
    fx: (random.next() - 0.5) / shortest,
    fy: (random.next() - 0.5) / shortest,
    phase: random.next() * Math.PI * 2,
  }));
  return (x: number, y: number) =>
    parts.reduce((sum, p) => sum + Math.sin(2 * Math.PI * (p.fx * x + p.fy * y) + p.phase), 0) / waves;
}

/** The homography that takes the unit square's corners to the four given points. */
function squareToQuad(q: readonly (readonly [number, number])[]) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q as [
    [number, number],
    [number, number],
    [number, number],
    [number, number],
  ];
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

function invert3(m: number[]) {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A,
    -(b * i - c * h),
    b * f - c * e,
    B,
    a * i - c * g,
    -(a * f - c * d),
    C,
    -(a * h - b * g),
    a * e - b * d,
  ].map((v) => v / det);
}

export async function photographReceipt(draft: ReceiptDraft, style: PhotoStyle, random: Random): Promise<Buffer> {
  const paper = print(draft, style, random);
  const fadeField = smoothField(random, 4, 260);
  const crumpleX = smoothField(random, 6, 120);
  const crumpleY = smoothField(random, 6, 120);
  const foldLight = smoothField(random, 5, 90);

  // The photo frames the receipt with some table around it.
  const margin = Math.round(paper.width * 0.12);
  const outW = paper.width + 2 * margin;
  const outH = paper.height + 2 * margin;
  const angle = (style.rotation * Math.PI) / 180;
  const cx = outW / 2;
  const cy = outH / 2;
  // Corners a little off, as paper never lies quite flat.
  const jitter = () => (random.next() - 0.5) * 0.15 * style.perspective * paper.width;
  const corner = (px: number, py: number): [number, number] => {
    const x = px - paper.width / 2;
    const y = py - paper.height / 2;
    return [
      cx + x * Math.cos(angle) - y * Math.sin(angle) + jitter(),
      cy + x * Math.sin(angle) + y * Math.cos(angle) + jitter(),
    ];
  };
  // A phone held above the top edge sees the top narrower than the bottom.
  const inset = style.perspective * paper.width * random.next();
  const quad = [
    corner(inset, 0),
    corner(paper.width - inset, 0),
    corner(paper.width, paper.height),
    corner(0, paper.height),
  ];
  const toPaper = invert3(squareToQuad(quad));

  const table = 70 + random.int(0, 80);
  const paperTone = 228 + random.int(0, 22);
  const ink = 15 + random.int(0, 40);
  const light0 = random.next() * Math.PI * 2;
  const out = new Uint8ClampedArray(outW * outH * 4);
  const sample = (x: number, y: number) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const at = (xx: number, yy: number) =>
      xx < 0 || yy < 0 || xx >= paper.width || yy >= paper.height ? 255 : paper.grey[yy * paper.width + xx]!;
    return (
      (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
      (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
    );
  };
  for (let oy = 0; oy < outH; oy += 1) {
    for (let ox = 0; ox < outW; ox += 1) {
      const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = toPaper as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const w = m6 * ox + m7 * oy + m8;
      const u = (m0 * ox + m1 * oy + m2) / w;
      const v = (m3 * ox + m4 * oy + m5) / w;
      let value: number;
      if (u < 0 || v < 0 || u > 1 || v > 1) {
        value = table;
      } else {
        const px = u * paper.width;
        const py = v * paper.height;
        const sx = px + style.crumple * crumpleX(px, py);
        const sy = py + style.crumple * crumpleY(px, py);
        const printed = 1 - sample(sx, sy) / 255; // 1 where ink
        const fading = Math.max(0, 1 - style.fade * (0.6 + 0.4 * fadeField(px, py)));
        const darkness = printed * fading;
        const fold = 1 + (style.crumple / 7) * 0.12 * foldLight(px, py);
        value = (paperTone - darkness * (paperTone - ink)) * fold;
      }
      // Uneven light: brighter towards one side.
      const side = (Math.cos(light0) * (ox - cx)) / outW + (Math.sin(light0) * (oy - cy)) / outH;
      value *= 1 - style.shading * (0.5 - side);
      value = 128 + (value - 128) * style.contrast;
      const i = (oy * outW + ox) * 4;
      out[i] = value;
      out[i + 1] = value - 2;
      out[i + 2] = value - 8;
      out[i + 3] = 255;
    }
  }
  const sharp = createCanvas(outW, outH);
  sharp.getContext('2d').putImageData(new ImageData(out, outW, outH), 0, 0);
  const photo = createCanvas(outW, outH);
  const context = photo.getContext('2d');
  context.filter = `blur(${style.blur.toFixed(2)}px)`;
  context.drawImage(sharp, 0, 0);
  context.filter = 'none';
  // Sensor noise comes after the lens's blur.
  const pixels = context.getImageData(0, 0, outW, outH);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const noise = (random.next() + random.next() - 1) * style.noise;
    for (let c = 0; c < 3; c += 1) pixels.data[i + c] = pixels.data[i + c]! + noise;
  }
  context.putImageData(pixels, 0, 0);
  return photo.encode('jpeg', style.quality);
}
