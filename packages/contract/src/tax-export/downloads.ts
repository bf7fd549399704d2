import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives';
import { errorCodes } from '../errors/error-codes';
import { periodStringSchema } from '../vocabulary/period-string-schema';

/**
 * The download centre (route /downloads, flag DOWNLOAD_CENTER): the company's generated export
 * files, for those who may manage periods.
 *
 * GET /api/v3/downloads            -> Download[] (newest first)
 * GET /api/v3/downloads/{id}       -> Download
 * GET /api/v3/downloads/{id}/file  -> the file (content-disposition carries the name); 409
 *                                    DOWNLOAD_NOT_READY until the status is DONE.
 */
export const downloadStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const downloadStatusSchema = z.enum(downloadStatuses);
export type DownloadStatus = z.infer<typeof downloadStatusSchema>;

/** Same shape as `reason` of an error answer. */
export const downloadErrorSchema = z
  .object({ errorCode: z.enum(errorCodes as [string, ...string[]]), parameter: z.string().nullable() })
  .meta({ id: 'DownloadError' });

export const downloadPlatforms = ['excel', 'lodas', 'loug'] as const;
export const exportKinds = ['FULL', 'CORRECTIONS'] as const;
export type ExportKind = (typeof exportKinds)[number];

export const downloadSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    platform: z.enum(downloadPlatforms),
    period: periodStringSchema,
    status: downloadStatusSchema,
    /** 0–100. */
    progress: z.number().int().min(0).max(100),
    /** Bytes, once the file is written. */
    size: z.number().int().nonnegative().nullable(),
    createdAt: isoDateTimeSchema,
    finishedAt: isoDateTimeSchema.nullable(),
    /** Why it failed, in the API's error shape (translate `errorCode`). */
    error: downloadErrorSchema.nullable(),
    /** FULL: every line of the month; CORRECTIONS: signed differences to the last exported file. */
    kind: z.enum(exportKinds),
    /** abrechnung_zeitraum of the file (YYYYMM). */
    payrollMonth: periodStringSchema,
    /** SHA-256 of the file, once written. */
    contentHash: z.string().nullable(),
    /** EXPORTED once written; IMPORTED when the accountant marked it imported into payroll. */
    importStatus: z.enum(['EXPORTED', 'IMPORTED']).nullable(),
    importedAt: isoDateTimeSchema.nullable(),
    /** Who started the export and who marked it imported, by name (null once the user is gone). */
    exportedBy: z.string().nullable(),
    importedBy: z.string().nullable(),
  })
  .meta({ id: 'Download' });
export type Download = z.infer<typeof downloadSchema>;

export const listDownloadsResponseSchema = z.array(downloadSchema).meta({ id: 'DownloadList' });
export const downloadParamsSchema = z.strictObject({ id: z.uuid() });

/** Still being worked on: the page keeps polling while any download is. */
export function isDownloadPending(download: Pick<Download, 'status'>): boolean {
  return download.status === 'QUEUED' || download.status === 'RUNNING';
}
