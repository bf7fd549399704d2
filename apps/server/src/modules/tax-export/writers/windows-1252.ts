/**
 * Windows-1252 (what DATEV imports read): Latin-1 for U+0000–U+007F and U+00A0–U+00FF, and the
 * printable characters Windows put into 0x80–0x9F. Anything else becomes '?'.
 */
const extraCodes = new Map<number, number>([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);
const QUESTION_MARK = 0x3f;

export function encodeWindows1252(text: string): Buffer {
  // NFC first, so that a decomposed "u + combining diaeresis" becomes the one byte of "ü".
  const normalised = text.normalize('NFC');
  const bytes = Buffer.alloc(normalised.length);
  let length = 0;
  for (const char of normalised) {
    const code = char.codePointAt(0)!;
    bytes[length++] = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (extraCodes.get(code) ?? QUESTION_MARK);
  }
  return bytes.subarray(0, length);
}

const reverse = new Map([...extraCodes].map(([unicode, byte]) => [byte, unicode]));

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCodePoint(reverse.get(byte) ?? byte);
  return text;
}
