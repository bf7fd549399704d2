import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, detectDelimiter, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads semicolons with a BOM and CRLF', () => {
    expect(parseCsv('\uFEFFa;b\r\nJürgen;Öztürk\r\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['Jürgen', 'Öztürk'] },
    ]);
  });

  it('reads commas and quoted fields with delimiters, quotes and line breaks', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\nlast,row')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"\nthere'] },
      { line: 4, fields: ['last', 'row'] },
    ]);
  });

  it('skips blank lines and keeps empty fields', () => {
    expect(parseCsv('a;b;c\n\n1;;3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 3, fields: ['1', '', '3'] },
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a;b\n"open;x\n')).toThrow(CsvSyntaxError);
  });

  it.each([
    ['a;b;c', ';'],
    ['a,b,c', ','],
    ['"a,b";c', ';'],
    ['single', ';'],
  ])('detects the delimiter of %s as %s', (line, expected) => {
    expect(detectDelimiter(line)).toBe(expected);
  });
});
