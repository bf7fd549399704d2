import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@mobilo/contract';
import { useTestApp } from '../../test/test-app';
import { Lifecycle } from './draining';

const lifecycle = new Lifecycle();
const t = useTestApp({}, { lifecycle });

describe('a starting process', () => {
  it('answers liveness at once, and readiness and calls of the API with 503 until its start-up work is done', async () => {
    lifecycle.starting = true;
    let queueStarted = false;
    const waiting = lifecycle.whenStarted(async () => {
      queueStarted = true;
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      for (const url of ['/ready', '/auth/check']) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(503);
        expect(errorResponseSchema.parse(answer.json()).reason.errorCode).toBe('SERVICE_UNAVAILABLE');
      }
      // An unknown path needs no database: it is still answered as one.
      expect((await t.app.inject({ method: 'GET', url: '/no-such-path' })).statusCode).toBe(404);
      await waiting;
      expect(queueStarted).toBe(false);
    } finally {
      await lifecycle.finishStarting();
    }
    expect(queueStarted).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/check' })).statusCode).toBe(401);
  });

  it('runs what waits for the start at once when nothing is starting', async () => {
    const started = new Lifecycle();
    let ran = false;
    await started.whenStarted(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
