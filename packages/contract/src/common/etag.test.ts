import { describe, expect, it } from 'vitest';
import { etagOf, versionOfIfMatch } from './etag';

describe('If-Match and ETag', () => {
  it('reads the version of an ETag the server sent', () => {
    expect(versionOfIfMatch(etagOf(7))).toBe(7);
    expect(versionOfIfMatch('W/"12"')).toBe(12);
    expect(versionOfIfMatch('3')).toBe(3);
  });

  it('tells a missing header from one that names no version', () => {
    expect(versionOfIfMatch(undefined)).toBeUndefined();
    for (const header of ['*', '"1", "2"', '"abc"', '"0"', '""', '"99999999999"', '"-1"']) {
      expect(versionOfIfMatch(header), header).toBeNull();
    }
  });
});
