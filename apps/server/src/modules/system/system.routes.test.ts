import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appInfoResponseSchema, errorResponseSchema } from '@mobilo/contract';
import { buildApp } from '../../app';
import { readVersion } from '../../config';
import { testConfig, useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('system routes', () => {
  it('GET /health answers without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: readVersion() });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('GET /ready checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('GET /api/app-info tells version and stage', async () => {
    const body = appInfoResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/app-info' })).json());
    expect(body).toEqual({
      version: readVersion(),
      stage: 'local',
      supportEmail: 'sales@mobilo.localhost',
      supportLinks: {},
      mobileAppUrl: `${testConfig().publicUrl}/`,
      cityLoginEmailDomains: [],
    });
  });

  it('keeps a valid incoming request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('answers unknown routes with 404 in the error shape, with or without a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/v2/nothing-here?x=1' });
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json()).reason).toEqual({
        errorCode: 'ROUTE_NOT_FOUND',
        parameter: `${method} /v2/nothing-here`,
      });
    }
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/auth/login', '/auth/check', '/auth/logout']));
  });

  it('sets defensive headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('an unexpected failure', () => {
  // Opens a fresh embedded database (initdb, no template): seconds alone, about a minute on a slow
  // 2-core machine beside the journeys.
  it('answers 500 INTERNAL_ERROR without revealing what broke', { timeout: 180_000 }, async () => {
    const { createDb } = await import('../../db/client');
    // A database closed under the app: every query fails. It needs no tables (migrating an
    // embedded one takes most of this test's time on a busy machine).
    const broken = await createDb({ url: 'memory://' });
    const app = await buildApp({ config: testConfig(), db: broken.db, logger: false });
    await broken.close();
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/auth/check',
        headers: { cookie: `mobilo_session=${'a'.repeat(43)}` },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, reason: { errorCode: 'INTERNAL_ERROR', parameter: null } });
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ reason: { errorCode: 'SERVICE_UNAVAILABLE', parameter: 'database' } });
    } finally {
      await app.close();
    }
  });
});

describe('the single-page app', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'mobilo-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Mobilo</title>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('answers a browser navigation to any app path with index.html and API calls with JSON', async () => {
    const app = await buildApp({ config: testConfig({ webDist }), db: t.db, logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/expenses/123', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>Mobilo</title>');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");

      const asset = await app.inject({ method: 'GET', url: '/index.html' });
      expect(asset.statusCode).toBe(200);

      const api = await app.inject({ method: 'GET', url: '/v2/unknown', headers: { accept: 'application/json' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ reason: { errorCode: 'ROUTE_NOT_FOUND' } });

      const protectedRoute = await app.inject({ method: 'GET', url: '/auth/check', headers: { accept: 'text/html' } });
      expect(protectedRoute.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
