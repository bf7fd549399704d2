import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, useTestApp } from '../../test/test-app';

const t = useTestApp();

/** The API description: a JSON answer of well over a kilobyte that needs no session. */
const openApiUrl = '/api/docs/json';

describe('compressed answers', () => {
  it('sends JSON as brotli or gzip, as the client accepts, and plain to a client that accepts neither', async () => {
    const plain = await t.app.inject({ method: 'GET', url: openApiUrl, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(10_000);

    const br = await t.app.inject({ method: 'GET', url: openApiUrl, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ method: 'GET', url: openApiUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are: compressing them would cost more than it saves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('the web app build', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'mobilo-web-'));
  const script = `export const text = ${JSON.stringify('Mobilo '.repeat(2_000))};\n`;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Mobilo</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    writeFileSync(path.join(webDist, 'assets', 'late-4d5e6f.js'), script);
    app = await buildApp({ config: testConfig({ webDist }), db: t.db, logger: false });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the copy the build compressed, cached for a year', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's copy itself, not one compressed per request.
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(script))).toBe(true);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a text file that has no compressed copy while sending it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/late-4d5e6f.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers an asset that is not there with 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/gone-000000.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
  });
});
