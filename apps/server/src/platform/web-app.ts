import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built single-page app from the same origin, without a session. Hashed assets are
 * cached for a year; index.html never, so a new release reaches the browser on the next
 * navigation. The build writes a brotli and a gzip copy of each text file; those are sent to
 * browsers that accept them. Returns the index page, or null when no build is there (API-only).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<string | null> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true, withoutDatabase: true };
    });
    await web.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
  return readFileSync(indexFile, 'utf8');
}

export function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

export function sendIndexHtml(reply: FastifyReply, indexHtml: string) {
  return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
}
