import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rateLimitHits } from '../db/schema/sign-in-throttles';
import { AppError } from './app-error';

const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Name of the per-IP budget this route draws on. */
    rateLimit?: string;
  }
}

/**
 * Counts requests per route budget and client address in fixed one-minute windows held in
 * PostgreSQL, so that every process of a scaled-out app shares them. Over the limit: 429 with
 * the seconds until the window ends.
 */
export function registerRateLimit(app: FastifyInstance, limitPerMinute: number) {
  app.addHook('onRequest', async (request) => {
    const bucket = request.routeOptions.config.rateLimit;
    if (!bucket) return;
    const now = app.deps.clock();
    const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
    const key = `${bucket}:${request.ip}`;
    const [row] = await app.deps.db
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    if (row!.hits === 1) {
      // First hit of a new window: the earlier windows of this key are of no further use.
      await app.deps.db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.windowStart, windowStart)));
    }
    if (row!.hits > limitPerMinute) {
      const secondsLeft = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', String(secondsLeft));
    }
  });
}
