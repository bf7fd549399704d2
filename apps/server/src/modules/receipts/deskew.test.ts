import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { skewAngle, straighten } from './deskew';

/** A receipt-like page: short dark words on rows, on a grey table, turned by `degrees`. */
function page(degrees: number) {
  const canvas = createCanvas(600, 400);
  const context = canvas.getContext('2d');
  context.fillStyle = '#555';
  context.fillRect(0, 0, 600, 400);
  context.translate(300, 200);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-300, -200);
  context.fillStyle = '#eee';
  context.fillRect(80, 40, 440, 320);
  context.fillStyle = '#222';
  for (let row = 0; row < 10; row += 1) {
    for (let word = 0; word < 5; word += 1) context.fillRect(100 + word * 80, 60 + row * 28, 50, 8);
  }
  return canvas;
}

function measured(degrees: number) {
  const canvas = page(degrees);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return skewAngle(data, canvas.width, canvas.height, 4);
}

describe('straightening photographed receipts', () => {
  it('measures the angle of the printed lines either way', () => {
    expect(measured(3)).toBeCloseTo(3, 0);
    expect(measured(-4.5)).toBeCloseTo(-4.5, 0);
    expect(Math.abs(measured(0))).toBeLessThan(0.5);
  });

  it('turns a skewed page straight and leaves a straight one as it is', () => {
    const straight = page(0);
    expect(straighten(straight)).toBe(straight);
    const skewed = page(4);
    const turned = straighten(skewed);
    expect(turned).not.toBe(skewed);
    const { data } = turned.getContext('2d').getImageData(0, 0, turned.width, turned.height);
    expect(Math.abs(skewAngle(data, turned.width, turned.height, 4))).toBeLessThan(0.5);
  });
});
