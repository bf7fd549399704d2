import { createWriteStream, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { SessionCache } from '../modules/auth/session-cache';

/**
 * A server for `bench:load`, in a process of its own so that the load generator does not share
 * its event loop: `app <database url>` is the application on that database, `hello` Fastify's
 * hello route, `discard` a plain Node server that drops request bodies and `store` one that
 * writes them to a file, the yardsticks. Tells
 * its parent the port it listens on.
 */
const [kind, databaseUrl] = process.argv.slice(2);

async function listen() {
  if (kind === 'discard') {
    // Reads every byte of the body and drops it: the wire speed an upload can reach at best.
    const server = http.createServer((request, response) => {
      request.on('data', () => {});
      request.on('end', () => response.end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server.address() as AddressInfo;
  }
  if (kind === 'store') {
    // Writes the body to a file as it comes, without parsing or checking: the disk's part of an upload.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-bench-store-'));
    const server = http.createServer((request, response) => {
      const file = path.join(dir, 'body');
      void pipeline(request, createWriteStream(file, { highWaterMark: 1024 * 1024 })).then(async () => {
        await rm(file, { force: true });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server.address() as AddressInfo;
  }
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
      // SESSION_CACHE=false measures the calls as they were before sessions were kept.
      SESSION_CACHE: process.env.SESSION_CACHE,
    }),
    webDist: path.join(dataDir, 'no-web'),
  };
  const database = await createDb({ url: databaseUrl });
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    ...(config.sessionCache && { sessionCache: new SessionCache(database.notifications) }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app.server.address() as AddressInfo;
}

const address = await listen();
process.send?.({ port: address.port });
process.on('disconnect', () => process.exit(0));
