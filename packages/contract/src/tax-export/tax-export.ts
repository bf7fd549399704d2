import { z } from 'zod';
import { type PeriodString } from '../vocabulary/period-string';
import { periodStringSchema } from '../vocabulary/period-string-schema';
import { taxStatusSchema } from '../periods/period';
import { downloadSchema } from './downloads';

/**
 * Payroll export of an invoiced period (spec 000 §7 "Tax export", DECISIONS "Tax treatment and
 * payroll export").
 *
 * GET /api/v3/management/period/{period}/export/tax?platform=excel|lodas|loug
 * - flag DOWNLOAD_CENTER off: runs the export job, waits for it and answers 200 with the file
 *   (content-disposition carries the file name);
 * - flag DOWNLOAD_CENTER on: queues the job and answers 202 with the Download record, which the
 *   Downloads page polls (GET /api/v3/downloads).
 * GET /api/v3/management/period/{period}/export/status -> ExportStatus
 * GET /management/example-export?type=excel|lodas|loug -> an example file (trial companies).
 */
export const exportPlatforms = ['excel', 'lodas', 'loug'] as const;
export const exportPlatformSchema = z.enum(exportPlatforms);
export type ExportPlatform = z.infer<typeof exportPlatformSchema>;

/** The DATEV formats need the consultant and client numbers; Excel does not. */
export function isDatevPlatform(platform: ExportPlatform): boolean {
  return platform !== 'excel';
}

export const taxExportParamsSchema = z.strictObject({ period: periodStringSchema });
export const taxExportQuerySchema = z.strictObject({
  platform: exportPlatformSchema,
  /** `corrections`: only the lines that differ from the last exported file, as signed differences. */
  kind: z.enum(['full', 'corrections']).optional(),
  /** abrechnung_zeitraum: the period's month by default, a later month for late submissions. */
  payrollMonth: periodStringSchema.optional(),
});
export type TaxExportQuery = z.infer<typeof taxExportQuerySchema>;

export const exampleExportQuerySchema = z.strictObject({ type: exportPlatformSchema });
export type ExampleExportQuery = z.infer<typeof exampleExportQuerySchema>;

export const exportStatusResponseSchema = z
  .object({
    period: periodStringSchema,
    taxStatus: taxStatusSchema,
    /** Spec 000 §4: in progress or failed both count as a failed tax process. */
    hasTaxProcessFailed: z.boolean(),
    /** The period's exports, newest first. */
    downloads: z.array(downloadSchema),
  })
  .meta({ id: 'ExportStatus' });
export type ExportStatusResponse = z.infer<typeof exportStatusResponseSchema>;

export const exportMimeTypes: Record<ExportPlatform, string> = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  lodas: 'text/plain; charset=windows-1252',
  loug: 'text/plain; charset=windows-1252',
};

const platformLabel: Record<ExportPlatform, string> = { excel: 'Excel', lodas: 'LODAS', loug: 'LuG' };
const extension = (platform: ExportPlatform) => (platform === 'excel' ? 'xlsx' : 'txt');

/** e.g. Mobilo-Tax-Export-LODAS-202610.txt; a corrections file ends in -Corrections. */
export function exportFileName(platform: ExportPlatform, period: PeriodString, corrections = false): string {
  return `Mobilo-Tax-Export-${platformLabel[platform]}-${period}${corrections ? '-Corrections' : ''}.${extension(platform)}`;
}

/** Spec 000 §7: the example files are named Example-Tax-Result. */
export function exampleExportFileName(platform: ExportPlatform): string {
  return `Example-Tax-Result-${platformLabel[platform]}.${extension(platform)}`;
}
