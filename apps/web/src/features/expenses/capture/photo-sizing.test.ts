import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_EDGE, passesThrough } from './photo-sizing';

describe('the size a photo is sent at', () => {
  it('scales a 12-megapixel photo to 2200 px on its long edge, keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, MAX_EDGE)).toEqual({ width: 2200, height: 1650 });
    expect(fitWithin({ width: 3024, height: 4032 }, MAX_EDGE)).toEqual({ width: 1650, height: 2200 });
  });

  it('scales a 40-megapixel photo the same way', () => {
    expect(fitWithin({ width: 7728, height: 5152 }, MAX_EDGE)).toEqual({ width: 2200, height: 1467 });
  });

  it('never enlarges a small photo and keeps at least a pixel on a sliver', () => {
    expect(fitWithin({ width: 800, height: 600 }, MAX_EDGE)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 2200, height: 2200 }, MAX_EDGE)).toEqual({ width: 2200, height: 2200 });
    expect(fitWithin({ width: 10_000, height: 1 }, MAX_EDGE)).toEqual({ width: 2200, height: 1 });
  });

  it('sends a small image unchanged, a large one (in pixels or bytes) re-encoded', () => {
    expect(passesThrough({ width: 1200, height: 900 }, 300_000)).toBe(true);
    expect(passesThrough({ width: 2201, height: 900 }, 300_000)).toBe(false);
    expect(passesThrough({ width: 1200, height: 900 }, 1_000_001)).toBe(false);
  });
});
