import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { evenLight, skewAngle, straighten } from './photo-preparation';

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

describe('evening out the light of a photo', () => {
  it('makes faint print under a shadow as dark as in the light, and the paper white', () => {
    const canvas = createCanvas(400, 200);
    const context = canvas.getContext('2d');
    context.fillStyle = 'rgb(220,220,220)';
    context.fillRect(0, 0, 200, 200);
    context.fillStyle = 'rgb(110,110,110)';
    context.fillRect(200, 0, 200, 200);
    // Faint strokes, 10 % darker than the paper around them on both sides.
    context.fillStyle = 'rgb(198,198,198)';
    context.fillRect(60, 60, 4, 80);
    context.fillStyle = 'rgb(99,99,99)';
    context.fillRect(300, 60, 4, 80);
    const even = evenLight(canvas).getContext('2d');
    const grey = (x: number, y: number) => even.getImageData(x, y, 1, 1).data[0]!;
    expect(grey(20, 20)).toBeGreaterThan(240);
    expect(grey(380, 20)).toBeGreaterThan(240);
    expect(grey(62, 100)).toBeLessThan(200);
    expect(Math.abs(grey(62, 100) - grey(302, 100))).toBeLessThan(12);
  });
});
