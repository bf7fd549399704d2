/**
 * A server process for the upload crash test: the app on the database and receipt folder the test
 * names (DATABASE_URL, or the embedded database in DATA_DIR), listening on a free port that it
 * reports to its parent. The test kills it with SIGKILL in the middle of uploads.
 */
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/client';
import { createFileStorage } from '../src/platform/files/file-storage';

const dataDir = process.env.DATA_DIR!;
const config = {
  ...loadConfig({
    STAGE: 'local',
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
  }),
  webDist: path.join(import.meta.dirname, 'no-web-build'),
  fileStorage: { kind: 'local' as const, dir: process.env.FILES_DIR! },
  seedDemoData: false,
};
const database = await createDb({ url: config.databaseUrl, dataDir });
const fileStorage = await createFileStorage(config.fileStorage);
const app = await buildApp({ config, db: database.db, fileStorage, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
