import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appInfoResponseSchema, healthResponseSchema, readyResponseSchema } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import { errorResponses } from '../../platform/openapi';

/** Liveness, readiness and the public facts the web app needs before sign-in. */
export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { config: { public: true }, logLevel: 'warn' as const };

  r.get(
    '/health',
    { ...publicRoute, schema: { tags: ['system'], response: { 200: healthResponseSchema } } },
    async () => ({
      status: 'ok' as const,
      version: app.config.version,
    }),
  );

  r.get(
    '/ready',
    { ...publicRoute, schema: { tags: ['system'], response: { 200: readyResponseSchema, ...errorResponses(503) } } },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'database');
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );

  r.get(
    '/api/app-info',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: appInfoResponseSchema } } },
    async () => ({
      version: app.config.version,
      stage: app.config.stage,
      supportEmail: app.config.supportEmail,
      supportLinks: app.config.supportLinks,
      mobileAppUrl: app.config.mobileAppUrl,
      cityLoginEmailDomains: app.config.cityLogin?.emailDomains ?? [],
    }),
  );
}
