import { rm } from 'node:fs/promises';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { chargingKey } from '../../platform/files/storage-keys';
import type { ReceivedUpload } from '../../platform/files/multipart';
import type { Actor } from '../../platform/request-context';
import { removeBlobs } from '../expenses/expense-files.service';
import { photoTakenOn } from './photo-date';

export interface StoredUpload {
  key: string;
  upload: ReceivedUpload;
  /** The day a photo says it was taken (read before the file is stored). */
  takenOn: string | null;
}

/**
 * Receives one upload (checked by content like receipts: PDF, PNG or JPEG), stores it under a new
 * key, and lets `attach` point the row at it inside a transaction. A file the row no longer
 * points at afterwards (the replaced one) is removed after the commit; on failure the new one is.
 */
export async function storeChargingFile<T>(
  deps: ServiceDeps,
  actor: Actor,
  input: {
    objectId: string;
    imagesOnly: boolean;
    receive: (tempDir: string) => Promise<ReceivedUpload>;
    attach: (stored: StoredUpload) => Promise<{ result: T; replacedKey: string | null }>;
  },
): Promise<T> {
  const { storage, logger } = deps;
  const upload = await input.receive(storage.tempDir);
  if (input.imagesOnly && upload.mimeType === 'application/pdf') {
    await rm(upload.tempPath, { force: true });
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  const takenOn = await photoTakenOn(upload.tempPath, upload.mimeType);
  const key = chargingKey(actor.companyId, input.objectId);
  await storage.put(key, upload.tempPath, upload.mimeType);
  let outcome: { result: T; replacedKey: string | null };
  try {
    outcome = await input.attach({ key, upload, takenOn });
  } catch (error) {
    await removeBlobs(storage, [key], logger);
    throw error;
  }
  if (outcome.replacedKey) await removeBlobs(storage, [outcome.replacedKey], logger);
  return outcome.result;
}

export async function openChargingFile(
  { storage }: Pick<ServiceDeps, 'storage'>,
  file: { key: string | null; name: string | null; mimeType: string | null; size: number | null },
  fallbackName: string,
) {
  if (!file.key) throw new AppError('HOME_CHARGING_NO_FILE');
  return {
    fileName: file.name ?? fallbackName,
    mimeType: file.mimeType ?? 'application/octet-stream',
    size: file.size,
    body: await storage.open(file.key),
  };
}
