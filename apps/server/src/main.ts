import { buildApp } from './app';
import { loadConfig } from './config';
import { clockStartingAt, systemClock } from './platform/clock';
import { createDb } from './db/client';
import { seedDemoData } from './demo/seed-demo';
import { seedDemoSignIn } from './demo/seed-demo-sign-in';
import { seedLargeCompany } from './demo/seed-large-company';
import { SessionCache } from './modules/auth/session-cache';
import { requestMissingReadings } from './modules/receipts/receipts.service';
import { freezeInvoicedMonthsWithoutResults } from './modules/tax-export/payroll-freeze.service';
import { Lifecycle } from './platform/draining';
import { createFileStorage } from './platform/files/file-storage';
import { shutDown } from './platform/shutdown';

/**
 * Reads the configuration, opens and migrates the database, listens, and stops cleanly. Periodic
 * work is no business of a process: each module schedules its own in the job queue
 * (the `schedules` of its jobs in the module manifest).
 */
async function main() {
  const config = loadConfig();
  const database = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
  const fileStorage = await createFileStorage(config.fileStorage);
  const lifecycle = new Lifecycle();
  // The process answers before its database is migrated and seeded (`/ready` says when it is);
  // the job queue starts once that is done.
  lifecycle.starting = true;
  const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
  const app = await buildApp({
    config,
    db: database.db,
    fileStorage,
    jobBackend: database.jobBackend,
    lifecycle,
    clock,
    ...(config.sessionCache && { sessionCache: new SessionCache(database.notifications) }),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    try {
      await shutDown({ app, lifecycle, graceMs: config.shutdownGraceMs, closeDatabase: () => database.close() });
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  await database.migrate();
  // Processes that start together seed one after the other; the later ones find the data there.
  await database.withStartLock(async () => {
    if (config.seedDemoData) {
      await seedDemoData(database.db, fileStorage);
      await seedDemoSignIn(app.deps);
    }
    if (config.seedLargeCompany) await seedLargeCompany(database.db, config.seedLargeCompany);
    // Every invoiced month has its frozen result, the demo's invoiced month and older data among them.
    const frozen = await freezeInvoicedMonthsWithoutResults(app.deps);
    if (frozen > 0) app.log.info({ frozen }, 'invoiced months without a frozen result frozen');
  });
  if (database.createdFolder) {
    // Writing the demo data into a new embedded database grew its memory by about 100 MB, which
    // only opening it again gives back; nothing else uses it before the job queue starts.
    app.log.info({ createdFrom: database.createdFolder }, 'embedded database created');
    await database.releaseMemory();
  }
  await lifecycle.finishStarting();
  if (config.databaseUrl === undefined) {
    app.log.info(
      `Mobilo runs on the embedded database at http://localhost:${config.port} — sign in as admin@demo.test / Demo!2026`,
    );
  }
  // Receipts stored while no reader ran (the demo data's, or a job lost in a crash) are read now,
  // in the background and one at a time (RECEIPT_READING_CONCURRENCY); a file whose reading waits
  // or runs already (another process queued it) is not queued again.
  const queued = await requestMissingReadings(app.deps);
  if (queued > 0) app.log.info({ queued }, 'receipts without a reading queued');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
