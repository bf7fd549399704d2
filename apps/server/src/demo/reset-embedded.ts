import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';

/**
 * `npm run db:reset`, first half: forgets the embedded database and the local receipts, so that
 * `db:seed` starts again from fresh demo data. A configured PostgreSQL server or object storage
 * holds somebody's data, so the reset refuses to touch either.
 */
const config = loadConfig();
if (config.databaseUrl) {
  console.error('db:reset only resets the embedded database; DATABASE_URL is set, nothing was removed.');
  process.exit(1);
}
if (config.fileStorage.kind !== 'local') {
  console.error('db:reset only removes local receipts; object storage is configured, nothing was removed.');
  process.exit(1);
}
const removed = [path.join(config.dataDir, 'db'), config.fileStorage.dir];
for (const dir of removed) await rm(dir, { recursive: true, force: true });
console.log(`Removed ${removed.join(' and ')}.`);
