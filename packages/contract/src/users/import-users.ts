import { z } from 'zod';

/** The columns of the import template (GET /user/import/file), in order. */
export const userImportColumns = [
  'firstName',
  'lastName',
  'email',
  'role',
  'personalNumber',
  'userType',
  'budgetGroup',
  'language',
  'commuteDistanceKm',
  'workingDaysPerMonth',
] as const;

/** POST /user/import: the CSV file's text (UTF-8, with or without BOM; `;` or `,`). */
export const importUsersRequestSchema = z.strictObject({
  fileName: z.string().max(255).optional(),
  content: z.string().min(1).max(2_000_000),
});
export type ImportUsersRequest = z.infer<typeof importUsersRequestSchema>;

export const importRowProblems = [
  'MISSING_FIELD',
  'INVALID_EMAIL',
  'DUPLICATE_EMAIL_IN_FILE',
  'EMAIL_TAKEN',
  'EMAIL_DOMAIN_NOT_ALLOWED',
  'UNKNOWN_ROLE',
  'UNKNOWN_USER_TYPE',
  'UNKNOWN_BUDGET_GROUP',
  'UNKNOWN_LANGUAGE',
  'FIELD_TOO_LONG',
  'WRONG_COLUMN_COUNT',
  'INVALID_NUMBER',
  'PERSONAL_NUMBER_INVALID',
  'PERSONAL_NUMBER_TAKEN',
] as const;
export type ImportRowProblem = (typeof importRowProblems)[number];

export const importRowResultSchema = z.object({
  /** Line in the file, counting the header as line 1. */
  line: z.number().int(),
  email: z.string(),
  status: z.enum(['IMPORTED', 'VALID', 'REFUSED']),
  problems: z.array(z.object({ problem: z.enum(importRowProblems), field: z.string().nullable() })),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

/**
 * All rows valid: every one is imported in one transaction. Any row refused: nothing is written,
 * and the valid rows say VALID.
 */
export const importUsersResponseSchema = z
  .object({ importedCount: z.number().int(), refusedCount: z.number().int(), rows: z.array(importRowResultSchema) })
  .meta({ id: 'UserImportReport' });
export type ImportUsersResponse = z.infer<typeof importUsersResponseSchema>;

/** GET /user/import/file answers the CSV template as text. */
export const userImportTemplateResponseSchema = z.string().meta({ description: 'CSV template (text/csv)' });
