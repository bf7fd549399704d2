import { type Canvas, createCanvas } from '@napi-rs/canvas';

/**
 * Preparing photographed receipts for recognition. A receipt photographed at an angle has its
 * label on the left lower (or higher) than its amount on the right; read as one block, the two
 * land on different lines and the total loses its amount. Faded or shadowed lines are skipped as
 * background unless the light is evened out.
 */

// The angle is measured on a copy this size: enough print to see the lines, cheap to search.
const MEASURE_SIDE = 700;
const MAX_ANGLE = 8;
const STEP = 0.25;
// The share of pixels taken as print: the darkest against their neighbourhood. A share rather
// than a fixed contrast, so that faded thermal print and sensor noise give the same amount.
const PRINT_SHARE = 0.02;
const NEIGHBOURHOOD = 10;

/**
 * The angle in degrees (clockwise positive, as canvas rotations count) by which the lines of
 * print on a grey image are turned, from -8° to 8°. The pixels darker than their neighbourhood are
 * projected onto the vertical at each candidate angle; at the lines' angle they pile up in few
 * rows, so the sum of squared row counts peaks there.
 */
export function skewAngle(grey: Uint8Array | Uint8ClampedArray, width: number, height: number, stride = 1): number {
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += grey[(y * width + x) * stride]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  const contrast = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const [y0, y1] = [Math.max(0, y - NEIGHBOURHOOD), Math.min(height, y + NEIGHBOURHOOD + 1)];
    for (let x = 0; x < width; x += 1) {
      const [x0, x1] = [Math.max(0, x - NEIGHBOURHOOD), Math.min(width, x + NEIGHBOURHOOD + 1)];
      const sum =
        integral[y1 * (width + 1) + x1]! -
        integral[y0 * (width + 1) + x1]! -
        integral[y1 * (width + 1) + x0]! +
        integral[y0 * (width + 1) + x0]!;
      contrast[y * width + x] = sum / ((x1 - x0) * (y1 - y0)) - grey[(y * width + x) * stride]!;
    }
  }
  const threshold = Float64Array.from(contrast).sort()[Math.floor(contrast.length * (1 - PRINT_SHARE))]!;
  const xs: number[] = [];
  const ys: number[] = [];
  contrast.forEach((value, index) => {
    if (value <= threshold) return;
    xs.push(index % width);
    ys.push(Math.floor(index / width));
  });
  let best = { angle: 0, score: -1 };
  for (let angle = -MAX_ANGLE; angle <= MAX_ANGLE + 1e-9; angle += STEP) {
    const [sin, cos] = [Math.sin((angle * Math.PI) / 180), Math.cos((angle * Math.PI) / 180)];
    const rows = new Float64Array(width + height + 2);
    for (let i = 0; i < xs.length; i += 1) rows[Math.round(ys[i]! * cos - xs[i]! * sin) + width]! += 1;
    let score = 0;
    for (const count of rows) score += count * count;
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
}

// Below a degree the lines of a receipt drift by less than their height across its width, and a
// turn, which resamples every pixel, can blur a faint decimal comma away ("104,12" read "10412").
const LEAST_TURN = 1;

/**
 * The image turned straight, or the image itself when it is turned by less than a degree. The
 * angle is measured on a slightly blurred small copy, so that sensor noise does not count as print.
 */
export function straighten(image: Canvas): Canvas {
  const scale = Math.min(1, MEASURE_SIDE / Math.max(image.width, image.height));
  const [width, height] = [Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale))];
  const small = createCanvas(width, height);
  const context = small.getContext('2d');
  context.filter = 'grayscale(1) blur(1.5px)';
  context.drawImage(image, 0, 0, width, height);
  const angle = skewAngle(context.getImageData(0, 0, width, height).data, width, height, 4);
  if (Math.abs(angle) < LEAST_TURN) return image;
  const turned = createCanvas(image.width, image.height);
  const target = turned.getContext('2d');
  // The corners the turn uncovers are grey, like a table, not white like paper.
  target.fillStyle = '#808080';
  target.fillRect(0, 0, image.width, image.height);
  target.translate(image.width / 2, image.height / 2);
  target.rotate((-angle * Math.PI) / 180);
  target.translate(-image.width / 2, -image.height / 2);
  target.drawImage(image, 0, 0);
  return turned;
}

// How strongly print is darkened against the paper around it on the second look at a photo.
const EVEN_LIGHT_GAIN = 3;
const PAPER_BLUR_PX = 12;

/**
 * The image with its light evened out and faint print strengthened: each pixel is divided by the
 * brightness of the paper around it (a blurred copy), and what is darker than the paper is darkened
 * threefold. It stays grey, never black and white, so that the table's texture does not turn into
 * specks. Shadows and faded thermal print, which recognition skips as background, become legible;
 * the noise grows too, so this is the second look at a photo, not the first.
 */
export function evenLight(image: Canvas): Canvas {
  const { width, height } = image;
  const paper = createCanvas(width, height);
  const paperContext = paper.getContext('2d');
  paperContext.filter = `blur(${PAPER_BLUR_PX}px)`;
  paperContext.drawImage(image, 0, 0);
  const background = paperContext.getImageData(0, 0, width, height).data;
  const even = createCanvas(width, height);
  const context = even.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, width, height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const darkness = 1 - data[i]! / Math.max(1, background[i]!);
    const value = Math.max(0, Math.min(255, 255 * (1 - EVEN_LIGHT_GAIN * darkness)));
    data[i] = data[i + 1] = data[i + 2] = value;
  }
  context.putImageData(pixels, 0, 0);
  return even;
}
