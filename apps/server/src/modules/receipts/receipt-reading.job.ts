import type { ServiceDeps } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { ModuleJobs } from '../../platform/server-module';
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
export function receiptReadingJobs(deps: ServiceDeps): ModuleJobs {
  const { concurrency, limits } = deps.config.receiptReading;
  // The reading processes start with the first receipt, not with the server.
  let reader: ReceiptReader | null = null;
  const definition: JobDefinition<ReceiptReadingJobData> = {
    name: RECEIPT_READING_JOB,
    heartbeatSeconds: 60,
    retryLimit: 2,
    concurrency,
    handler: (data) => {
      reader ??= createReceiptReader(limits, concurrency);
      return readStoredReceipt(deps, { ...data, reader });
    },
  };
  return {
    definitions: [definition],
    // The queue stops first, so no reading starts on a reader that is stopping.
    afterStop: async () => {
      await reader?.stop();
      reader = null;
    },
  };
}
