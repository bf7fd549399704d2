import { describe, expect, it } from 'vitest';
import { pagesToRead } from './read-receipt-text';

describe('pagesToRead', () => {
  it('reads every page up to the limit', () => {
    expect(pagesToRead(1, 3)).toEqual([1]);
    expect(pagesToRead(3, 3)).toEqual([1, 2, 3]);
  });

  it('reads the first pages and the last of a longer receipt', () => {
    expect(pagesToRead(4, 3)).toEqual([1, 2, 4]);
    expect(pagesToRead(10, 3)).toEqual([1, 2, 10]);
  });

  it('reads the first page alone when only one may be read', () => {
    expect(pagesToRead(10, 1)).toEqual([1]);
  });
});
