import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db/client';

/**
 * A server for `bench:load`, in a process of its own so that the load generator does not share
 * its event loop: `app <database url>` is the application on that database, `hello` Fastify's
 * hello route, the yardstick. Tells its parent the port it listens on.
 */
const [kind, databaseUrl] = process.argv.slice(2);

async function listen() {
  if (kind === 'hello') {
    const hello = Fastify({ logger: false });
    hello.get('/', async () => ({ hello: 'world' }));
    await hello.listen({ host: '127.0.0.1', port: 0 });
    return hello.server.address() as AddressInfo;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-bench-server-'));
  const config = {
    ...loadConfig({
      STAGE: 'local',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
    }),
    webDist: path.join(dataDir, 'no-web'),
  };
  const database = await createDb({ url: databaseUrl });
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app.server.address() as AddressInfo;
}

const address = await listen();
process.send?.({ port: address.port });
process.on('disconnect', () => process.exit(0));
