import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { createMailer } from '../modules/mail/mail.service';
import { freezeInvoicedMonthsWithoutResults } from '../modules/tax-export/payroll-freeze.service';
import { BackgroundTasks } from '../platform/background-tasks';
import { systemClock } from '../platform/clock';
import { createFileStorage } from '../platform/files/file-storage';
import { seedDemoData } from './seed-demo';
import { seedDemoSignIn } from './seed-demo-sign-in';

/** `npm run db:seed`: migrates the configured database and adds the demo data to it. */
const config = loadConfig();
const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const storage = await createFileStorage(config.fileStorage);
  const background = new BackgroundTasks({ error: (details, message) => console.error(message, details) });
  // Under the start lock: a server starting meanwhile seeds after this run, not beside it.
  const { createdUsers, createdExpenses } = await handle.withStartLock(async () => {
    const created = await seedDemoData(handle.db, storage);
    const deps = {
      db: handle.db,
      config,
      clock: systemClock,
      storage,
      mailer: createMailer(config, handle.db),
      queue: null,
      logger: console,
      background,
    };
    await seedDemoSignIn(deps);
    // The demo's invoiced month is frozen as an invoice freezes it.
    await freezeInvoicedMonthsWithoutResults(deps);
    await background.settle();
    return created;
  });
  console.log(`Demo data is in place (${createdUsers} accounts and ${createdExpenses} expenses created).`);
} finally {
  await handle.close();
}
