import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { rebuildReviewReadModel } from '../modules/review/review-read-model.service';

/**
 * `npm run review:rebuild -w @mobilo/server [-- <company id>]`: migrates the configured database
 * and writes the review read model (docs/adr/0029) anew from the expenses, for one company or
 * all. The triggers keep it current; this is for repairs and after restoring data without them.
 */
const companyId = process.argv[2] ?? null;
if (companyId !== null && !/^[0-9a-f-]{36}$/i.test(companyId)) {
  console.error('Usage: npm run review:rebuild -w @mobilo/server [-- <company id>]');
  process.exit(2);
}
const config = loadConfig();
const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const started = performance.now();
  const written = await rebuildReviewReadModel(handle.db, companyId);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `The review read model holds ${written} user-months${companyId ? ` of ${companyId}` : ''} (${seconds} s).`,
  );
} finally {
  await handle.close();
}
