import type { ServiceDeps } from '../../platform/app-context';
import { removeStaleTempFiles } from '../../platform/files/file-storage';
import { isProductKey } from '../../platform/files/storage-keys';
import { findReferencedKeys } from './file-sweep.repository';

/**
 * How old a file without a row must be before it is removed. An upload stores its file before
 * its transaction commits the row, so a younger file may still be on its way in.
 */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

export interface SweepResult {
  /** Stored files of ours that no row points at. */
  orphans: number;
  /** Temporary files of uploads that ended with their process. */
  temporary: number;
}

/**
 * Removes what a crash can leave behind: a file stored before its row was committed (the process
 * died in between), an old file whose removal after the commit never happened, and the `.part`
 * file of an upload cut off mid-way. Runs at start and daily; several processes may run it at
 * once, since it removes only what no row references.
 */
export async function sweepOrphanFiles({
  db,
  storage,
  clock,
}: Pick<ServiceDeps, 'db' | 'storage' | 'clock'>): Promise<SweepResult> {
  const before = new Date(clock().getTime() - ORPHAN_AGE_MS);
  const temporary = await removeStaleTempFiles(storage, before);
  let orphans = 0;
  let batch: string[] = [];
  const settle = async () => {
    const referenced = await findReferencedKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      orphans += 1;
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt >= before || !isProductKey(file.key)) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  return { orphans, temporary };
}
