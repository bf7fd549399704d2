import { describe, expect, it } from 'vitest';
import { decodeWindows1252, encodeWindows1252 } from './windows-1252';

describe('Windows-1252', () => {
  it('writes umlauts, ß and the euro sign as one byte each', () => {
    expect([...encodeWindows1252('Jürgen Größe-Weiß €')]).toEqual([
      0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e, 0x20, 0x47, 0x72, 0xf6, 0xdf, 0x65, 0x2d, 0x57, 0x65, 0x69, 0xdf, 0x20, 0x80,
    ]);
    expect([...encodeWindows1252('ÄÖÜäöü')]).toEqual([0xc4, 0xd6, 0xdc, 0xe4, 0xf6, 0xfc]);
  });

  it('joins a decomposed umlaut before encoding and replaces what the code page lacks', () => {
    expect([...encodeWindows1252('u\u0308')]).toEqual([0xfc]);
    expect(encodeWindows1252('Łódź ✓').toString('latin1')).toBe('?ód? ?');
  });

  it('reads back what it wrote', () => {
    const text = 'Zoë Weiß – „Fahrtkosten“ 12,50 €';
    expect(decodeWindows1252(encodeWindows1252(text))).toBe(text);
  });
});
