import { loadConfig } from '../../config';
import { createDb } from '../client';
import { createFileStorage } from '../../platform/files/file-storage';
import { seedDemoData } from './seed-demo';

/** `npm run db:seed`: migrates the configured database and adds the demo data to it. */
const config = loadConfig();
const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const { createdUsers, createdExpenses } = await seedDemoData(handle.db, await createFileStorage(config.fileStorage));
  console.log(`Demo data is in place (${createdUsers} accounts and ${createdExpenses} expenses created).`);
} finally {
  await handle.close();
}
