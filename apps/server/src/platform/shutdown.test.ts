import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@mobilo/contract';
import { buildApp } from '../app';
import { testConfig, useTestApp } from '../../test/test-app';
import { Lifecycle } from './draining';
import { shutDown } from './shutdown';

const lifecycle = new Lifecycle();
const t = useTestApp({}, { lifecycle });

/** A request on a connection of its own; resolves with the status, or the error that cut it. */
function get(port: number, path: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get({ port, path, host: '127.0.0.1', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/** An app listening on a free port with a route that answers when the test says so. */
async function listeningApp() {
  const app = await buildApp({ config: testConfig(), db: t.db, logger: false });
  let answer = () => {};
  let arrived = () => {};
  const started = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', { config: { public: true } }, async () => {
    arrived();
    await new Promise<void>((resolve) => (answer = resolve));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, started, answer: () => answer() };
}

describe('a stopping process', () => {
  it('answers /ready with 503 while draining, and closes every connection after its answer', async () => {
    lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(errorResponseSchema.parse(ready.json()).reason.errorCode).toBe('SERVICE_UNAVAILABLE');
      expect(ready.headers.connection).toBe('close');
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      lifecycle.draining = false;
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('stops taking connections, finishes the request in flight, and only then closes the database', async () => {
    const { app, port, started, answer } = await listeningApp();
    const inFlight = get(port, '/slow');
    await started;
    let databaseClosed = false;
    const stopping = shutDown({
      app,
      lifecycle: new Lifecycle(),
      graceMs: 60_000,
      closeDatabase: async () => void (databaseClosed = true),
    });
    await expect.poll(() => app.server.listening).toBe(false);
    expect(await get(port, '/health')).toEqual({ error: 'ECONNREFUSED' });
    expect(databaseClosed).toBe(false);
    answer();
    expect(await inFlight).toEqual({ status: 200 });
    await stopping;
    expect(databaseClosed).toBe(true);
  });

  it('cuts a request still in flight when the grace period is over', async () => {
    const { app, port, started } = await listeningApp();
    const inFlight = get(port, '/slow');
    await started;
    let databaseClosed = false;
    await shutDown({
      app,
      lifecycle: new Lifecycle(),
      graceMs: 200,
      closeDatabase: async () => void (databaseClosed = true),
    });
    expect(await inFlight).toEqual({ error: 'ECONNRESET' });
    expect(databaseClosed).toBe(true);
  });
});
