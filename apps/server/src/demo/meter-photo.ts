/**
 * A photo of an electricity meter's display, made on the spot: a greyscale baseline JPEG whose
 * 8×8 blocks are each of one shade, so that only their DC coefficients carry the picture and the
 * encoder needs no transform. The display shows the reading in seven-segment digits, one block a
 * segment, and an Exif block says the day it was taken, as a phone writes it.
 */

const BLOCK = 8;
const SHADE = { casing: 70, panel: 205, segment: 35, frame: 120 } as const;

/** The segments of each digit on a 3×5 grid: the top bar, the upper sides, the middle, the lower sides, the bottom. */
const DIGITS: Record<string, readonly string[]> = {
  '0': ['###', '#.#', '#.#', '#.#', '###'],
  '1': ['..#', '..#', '..#', '..#', '..#'],
  '2': ['###', '..#', '###', '#..', '###'],
  '3': ['###', '..#', '###', '..#', '###'],
  '4': ['#.#', '#.#', '###', '..#', '..#'],
  '5': ['###', '#..', '###', '..#', '###'],
  '6': ['###', '#..', '###', '#.#', '###'],
  '7': ['###', '..#', '..#', '..#', '..#'],
  '8': ['###', '#.#', '###', '#.#', '###'],
  '9': ['###', '#.#', '###', '..#', '###'],
};

const DIGIT_COUNT = 6;
const COLUMNS = DIGIT_COUNT * 4 + 7;
const ROWS = 15;

/** The shade of every block: a casing, a framed panel and the whole kWh of the reading, zero-padded. */
function blocksOf(reading: string): number[][] {
  const whole = reading.split('.')[0]!.replace(/\D/g, '').slice(-DIGIT_COUNT).padStart(DIGIT_COUNT, '0');
  const grid = Array.from({ length: ROWS }, () => Array.from({ length: COLUMNS }, () => SHADE.casing as number));
  for (let row = 3; row <= 11; row += 1)
    for (let column = 2; column < COLUMNS - 2; column += 1)
      grid[row]![column] =
        row === 3 || row === 11 || column === 2 || column === COLUMNS - 3 ? SHADE.frame : SHADE.panel;
  [...whole].forEach((digit, index) => {
    DIGITS[digit]!.forEach((line, dy) => {
      [...line].forEach((mark, dx) => {
        if (mark === '#') grid[5 + dy]![4 + index * 4 + dx] = SHADE.segment;
      });
    });
  });
  return grid;
}

/** The standard luminance DC table of the JPEG specification (Annex K.3): code lengths, then categories 0–11. */
const DC_LENGTHS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** Every block's AC coefficients are zero: the AC table holds the end-of-block symbol alone, as the code "0". */
const AC_LENGTHS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0];

/** Canonical Huffman codes from code lengths (Annex C): each value with its code and length. */
function huffmanCodes(lengths: number[], values: number[]): Map<number, { code: number; length: number }> {
  const codes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let next = 0;
  lengths.forEach((count, index) => {
    for (let i = 0; i < count; i += 1) codes.set(values[next++]!, { code: code++, length: index + 1 });
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit -= 1) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      this.filled += 1;
      if (this.filled === 8) this.flushByte();
    }
  }

  /** Pads the last byte with ones, as the specification asks. */
  finish(): number[] {
    while (this.filled !== 0) this.write(1, 1);
    return this.bytes;
  }

  private flushByte() {
    this.bytes.push(this.current);
    // A 0xFF in the entropy-coded data is followed by a zero byte, so that it reads as no marker.
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.filled = 0;
  }
}

/** The scan: each block's DC difference by its category and bits, then the end of the block. */
function scanOf(grid: number[][]): number[] {
  const dc = huffmanCodes(DC_LENGTHS, DC_VALUES);
  const endOfBlock = huffmanCodes(AC_LENGTHS, AC_VALUES).get(0)!;
  const bits = new BitWriter();
  let previous = 0;
  for (const row of grid) {
    for (const shade of row) {
      // A flat block's DC coefficient is 8 × (shade − 128); the quantiser of 8 leaves shade − 128.
      const value = shade - 128;
      const difference = value - previous;
      previous = value;
      const magnitude = Math.abs(difference);
      const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
      const code = dc.get(category)!;
      bits.write(code.code, code.length);
      if (category > 0) bits.write(difference > 0 ? difference : difference + (1 << category) - 1, category);
      bits.write(endOfBlock.code, endOfBlock.length);
    }
  }
  return bits.finish();
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  ((body.length + 2) >> 8) & 0xff,
  (body.length + 2) & 0xff,
  ...body,
];

/**
 * A meter photo showing `reading` (kWh; the whole number is shown) with an Exif block dated
 * `takenOn` ("YYYY-MM-DD"); without a day, no Exif block.
 */
export function makeMeterPhotoJpeg(takenOn: string | null, reading = '0'): Buffer {
  const grid = blocksOf(reading);
  const width = COLUMNS * BLOCK;
  const height = ROWS * BLOCK;
  const exif =
    takenOn === null
      ? []
      : segment(0xe1, [...Buffer.from(`Exif\0\0${takenOn.replaceAll('-', ':')} 08:30:00\0`, 'latin1')]);
  const quantisation = segment(0xdb, [0x00, ...Array.from({ length: 64 }, () => BLOCK)]);
  const frame = segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  const tables = segment(0xc4, [0x00, ...DC_LENGTHS, ...DC_VALUES, 0x10, ...AC_LENGTHS, ...AC_VALUES]);
  const scanHeader = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
  return Buffer.from([
    0xff,
    0xd8,
    ...exif,
    ...quantisation,
    ...frame,
    ...tables,
    ...scanHeader,
    ...scanOf(grid),
    0xff,
    0xd9,
  ]);
}
