import { loadConfig } from '../../config';
import { createDb } from '../client';
import { seedDemoData } from './seed-demo';

/** `npm run db:seed`: migrates the configured database and adds the demo data to it. */
const config = loadConfig();
const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const { createdUsers } = await seedDemoData(handle.db);
  console.log(`Demo data is in place (${createdUsers} accounts created).`);
} finally {
  await handle.close();
}
