import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema, systemCalls } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import { errorResponses } from '../../platform/openapi';
import { route } from '../../platform/route';

/**
 * Liveness and readiness, probes of the process rather than calls of the API (no definition in the
 * contract, logged only when they fail), and the public facts the web app needs before sign-in.
 */
export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { config: { public: true }, logLevel: 'warn' as const };

  r.get(
    '/health',
    { ...publicRoute, schema: { tags: ['system'], response: { 200: healthResponseSchema } } },
    async () => ({
      status: 'ok' as const,
      version: app.deps.config.version,
    }),
  );

  r.get(
    '/ready',
    { ...publicRoute, schema: { tags: ['system'], response: { 200: readyResponseSchema, ...errorResponses(503) } } },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'database');
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );

  route(app, systemCalls.appInfo, async ({ deps: { config } }) => ({
    version: config.version,
    stage: config.stage,
    supportEmail: config.supportEmail,
    supportLinks: config.supportLinks,
    mobileAppUrl: config.mobileAppUrl,
    cityLoginEmailDomains: config.cityLogin?.emailDomains ?? [],
  }));
}
