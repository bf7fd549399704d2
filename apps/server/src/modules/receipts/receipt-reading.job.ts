import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { FileStorage } from '../../platform/files/file-storage';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { ReadLimits } from '../../config';
import { readStoredReceipt } from './receipt-reading.service';
import { createReceiptReader, type ReceiptReader } from './receipt-reader';

export const RECEIPT_READING_JOB = 'receipt-reading';

export interface ReceiptReadingJobData {
  companyId: string;
  fileId: string;
}

/**
 * Reads one receipt file. The reading itself runs in a separate process with its own limits, so a
 * hostile file costs at most one timeout; the job then ends normally with an UNREADABLE result.
 */
export function receiptReadingJob(setup: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  concurrency: number;
  limits: ReadLimits;
}): { definition: JobDefinition<ReceiptReadingJobData>; stop: () => Promise<void> } {
  // The reading processes start with the first receipt, not with the server.
  let reader: ReceiptReader | null = null;
  return {
    definition: {
      name: RECEIPT_READING_JOB,
      heartbeatSeconds: 60,
      retryLimit: 2,
      concurrency: setup.concurrency,
      handler: (data) => {
        reader ??= createReceiptReader(setup.limits, setup.concurrency);
        return readStoredReceipt({ ...setup, reader }, data.companyId, data.fileId);
      },
    },
    stop: async () => {
      await reader?.stop();
      reader = null;
    },
  };
}
