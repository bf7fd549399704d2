import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { seedDemoData } from './demo/seed-demo';
import { seedDemoSignIn } from './demo/seed-demo-sign-in';
import { seedLargeCompany } from './demo/seed-large-company';
import { fetchDailyRates } from './modules/exchange-rates/exchange-rates.service';
import { sweepOrphanFiles } from './modules/file-sweep/file-sweep.service';
import { requestMissingReadings } from './modules/receipts/receipts.service';
import { runScheduledUserChanges } from './modules/user-admin/scheduled-user-changes.service';
import { startDailyJob } from './platform/daily-job';
import { syncAllCompanies } from './modules/personio/personio.service';
import { createBudgetTicketExpenses } from './modules/germany-ticket/ticket-budget-expenses.service';
import { createFileStorage } from './platform/files/file-storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads the configuration, opens and migrates the database, listens, and stops cleanly. */
async function main() {
  const config = loadConfig();
  const database = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const fileStorage = await createFileStorage(config.fileStorage);
  if (config.seedDemoData) await seedDemoData(database.db, fileStorage);
  if (config.seedLargeCompany) await seedLargeCompany(database.db, config.seedLargeCompany);

  const app = await buildApp({ config, db: database.db, fileStorage, jobBackend: database.jobBackend });
  if (config.seedDemoData) await seedDemoSignIn(app.deps);
  // Receipts stored while no reader ran (the demo data's, or a job lost in a crash) are read now.
  void requestMissingReadings(app.deps).then((queued) => {
    if (queued > 0) app.log.info({ queued }, 'receipts without a reading queued');
  });
  // The ECB publishes once a working day; a failed fetch only leaves yesterday's rates in use.
  let rateTimer: NodeJS.Timeout | undefined;
  if (config.exchangeRateFetch) {
    const fetchRates = () => void fetchDailyRates(database.db, config.exchangeRateUrl, app.log);
    fetchRates();
    rateTimer = setInterval(fetchRates, DAY_MS);
    rateTimer.unref();
  }
  // Scheduled invitations, deactivations and reactivations: at start and after every midnight.
  const scheduledChanges = startDailyJob({
    name: 'scheduled-user-changes',
    clock: app.deps.clock,
    task: () => runScheduledUserChanges(app.deps),
    log: app.log,
  });
  // Files a crash left without their row, and cut-off uploads: at start and after every midnight.
  const fileSweep = startDailyJob({
    name: 'file-sweep',
    clock: app.deps.clock,
    task: () => sweepOrphanFiles(app.deps),
    log: app.log,
  });
  // Every company connected to Personio is synced after every midnight (and at start).
  const personioSync = startDailyJob({
    name: 'personio-sync',
    clock: app.deps.clock,
    task: () => syncAllCompanies(app.deps),
    log: app.log,
  });
  // Job tickets paid from the mobility budget: each new ticket month becomes its expense.
  const ticketMonths = startDailyJob({
    name: 'germany-ticket-months',
    clock: app.deps.clock,
    task: async () => void (await createBudgetTicketExpenses(app.deps)),
    log: app.log,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(rateTimer);
    try {
      await Promise.all([scheduledChanges.stop(), fileSweep.stop(), personioSync.stop(), ticketMonths.stop()]);
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.databaseUrl === undefined) {
    app.log.info(
      `Mobilo runs on the embedded database at http://localhost:${config.port} — sign in as admin@demo.test / Demo!2026`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
