import type { ServiceDeps } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { ModuleJobs } from '../../platform/server-module';
import { readStoredReceipt } from './receipt-reading.service';
import { createReceiptReader, type ReceiptReader } from './receipt-reader';

/**
 * One job per file waits or runs at a time (an exclusive queue, the file id as singleton key), so
 * processes that start together and queue the unread receipts read each once. The queue of before
 * (`receipt-reading`, without the policy) is no longer worked; files whose job waited there have
 * no reading and are queued again at start.
 */
export const RECEIPT_READING_JOB = 'receipt-reading-per-file';

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
    policy: 'exclusive',
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
