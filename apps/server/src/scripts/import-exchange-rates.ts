import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { importEcbHistoryCsv } from '../modules/exchange-rates/exchange-rates.service';

/**
 * `npm run rates:import -- <eurofxref-hist.csv>`: loads the ECB history (unzipped from
 * https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip) into the configured database.
 */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run rates:import -- <eurofxref-hist.csv>');
  process.exit(2);
}
const config = loadConfig();
const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const count = await importEcbHistoryCsv(handle.db, await readFile(file, 'utf8'));
  console.log(`Imported ${count} exchange rates.`);
} finally {
  await handle.close();
}
