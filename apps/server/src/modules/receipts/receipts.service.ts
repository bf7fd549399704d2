import type { JobQueue } from '../../platform/jobs/job-queue';
import { RECEIPT_READING_JOB, type ReceiptReadingJobData } from './receipt-reading.job';

/**
 * Asks for a reading of a file. Never fails the caller: an upload stays stored even when the queue
 * cannot take the job (a re-read can ask again), so errors are only logged.
 */
export async function requestReceiptReading(
  jobs: JobQueue | null,
  log: { warn: (details: object, message: string) => void },
  data: ReceiptReadingJobData,
): Promise<void> {
  if (!jobs) return;
  await jobs
    .send(RECEIPT_READING_JOB, data)
    .then(() => undefined)
    .catch((error: unknown) => log.warn({ err: error, ...data }, 'receipt reading not queued'));
}
