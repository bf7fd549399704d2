import { z } from 'zod';

/**
 * Optimistic concurrency (docs/adr/0022): every editable object answers with the integer
 * `version` it has now and an `ETag` of it; a write names the version it read, in the body's
 * `version` or in `If-Match`. A stale version answers 409 CONFLICT_STALE_VERSION whose
 * `reason.parameter` is the object as it is now. A write that names no version is accepted.
 */
export const versionSchema = z.number().int().min(1).meta({
  id: 'Version',
  description: "The object's version: raised by every change; a write names the version it read.",
});

/** The field an editable object's answer carries: `schema.extend(versionField)`. */
export const versionField = { version: versionSchema };

/** The field a write body may carry: the version the client read (optional for existing clients). */
export const readVersionField = { version: versionSchema.optional() };

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
