import { z } from 'zod';

/**
 * Optimistic concurrency (docs/adr/0022): every editable object answers with the integer
 * `version` it has now and an `ETag` of it (`etag.ts`); a write names the version it read, in the body's
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
