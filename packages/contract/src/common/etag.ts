/** The ETag of a version: a strong validator, `"3"`. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/**
 * The version an `If-Match` header names: `"3"` (or `W/"3"`, or `3` from clients that leave the
 * quotes out). `undefined` without the header; null when it names no version of ours (`*`, a list,
 * anything else), which the server refuses as bad input.
 */
export function versionOfIfMatch(header: string | undefined): number | null | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?([1-9]\d{0,9})"?\s*$/.exec(header);
  if (!match) return null;
  const version = Number(match[1]);
  return Number.isSafeInteger(version) && version <= 2147483647 ? version : null;
}
