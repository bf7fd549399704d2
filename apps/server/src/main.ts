import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { seedDemoData } from './db/seed/seed-demo';
import { seedDemoSignIn } from './db/seed/seed-demo-sign-in';

/** Reads the configuration, opens and migrates the database, listens, and stops cleanly. */
async function main() {
  const config = loadConfig();
  const database = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (config.seedDemoData) await seedDemoData(database.db);

  const app = await buildApp({ config, db: database.db });
  if (config.seedDemoData) await seedDemoSignIn(app.deps);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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
    app.log.info(`Mobilo runs on the embedded database at http://localhost:${config.port} — sign in as admin@demo.test / Demo!2026`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
