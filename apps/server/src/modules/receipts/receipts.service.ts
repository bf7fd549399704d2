import type { ServiceDeps } from '../../platform/app-context';
import { RECEIPT_READING_JOB, type ReceiptReadingJobData } from './receipt-reading.job';

/**
 * Asks for a reading of a file. Never fails the caller: an upload stays stored even when the queue
 * cannot take the job (a re-read can ask again), so errors are only logged. An app built without a
 * queue (tests of other modules) reads nothing.
 */
export async function requestReceiptReading(
  { queue, logger }: Pick<ServiceDeps, 'queue' | 'logger'>,
  data: ReceiptReadingJobData,
): Promise<void> {
  if (!queue) return;
  await queue
    .send(RECEIPT_READING_JOB, data)
    .then(() => undefined)
    .catch((error: unknown) => logger.warn({ err: error, ...data }, 'receipt reading not queued'));
}
