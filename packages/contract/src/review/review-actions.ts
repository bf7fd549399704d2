import { z } from 'zod';
import { idSchema } from '../common/primitives';
import { MARKER_NOTE_MAX_LENGTH, REJECT_COMMENT_MAX_LENGTH } from './review-rules';
import { readVersionField } from '../common/version';

const booleanInPath = z.enum(['true', 'false']).transform((value) => value === 'true');

/** PATCH /v2/expenses/{id}/check/{bool} -> ReviewExpense */
export const checkExpenseParamsSchema = z.strictObject({ id: idSchema, value: booleanInPath });
/** PATCH /v2/expenses/{id}/mark/{bool} -> ReviewExpense */
export const markExpenseParamsSchema = z.strictObject({ id: idSchema, value: booleanInPath });

/**
 * A marker note as it arrives in the path (already URL-decoded): free text up to 1000 characters.
 * NUL cannot be stored in PostgreSQL text, so it is refused with the other control characters
 * except tab and line breaks.
 */
export const markerNoteSchema = z
  .string()
  .max(MARKER_NOTE_MAX_LENGTH)
  // eslint-disable-next-line no-control-regex
  .refine((note) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(note), 'markerNote')
  // A lone surrogate (from a percent-encoded half of a character) is not text and not storable.
  .refine((note) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(note), 'markerNote');

/** PATCH /v2/expenses/{id}/markerNote/{note} -> ReviewExpense; a blank note deletes it. */
export const saveMarkerNoteParamsSchema = z.strictObject({ id: idSchema, markerNote: markerNoteSchema });
/** PATCH /v2/expenses/{id}/markerNote -> ReviewExpense: deletes the note. */
export const deleteMarkerNoteParamsSchema = z.strictObject({ id: idSchema });

/** Spec §3 "Marker note form", for the web form. */
export const markerNoteFormSchema = z.strictObject({ markerNote: markerNoteSchema });
export type MarkerNoteForm = z.infer<typeof markerNoteFormSchema>;

/**
 * PATCH /api/v3/expenses/{id}/reject and PATCH /api/v3/management/period/expense/{id}/reject
 * -> ReviewExpense. `rejectReason` is the id of an active reject reason.
 */
export const rejectExpenseRequestSchema = z
  .strictObject({
    rejectComment: z.string().trim().max(REJECT_COMMENT_MAX_LENGTH).nullable().optional(),
    rejectReason: idSchema,
    ...readVersionField,
  })
  .meta({ id: 'RejectExpenseRequest' });
export type RejectExpenseRequest = z.input<typeof rejectExpenseRequestSchema>;
