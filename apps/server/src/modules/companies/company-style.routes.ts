import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { anyAdminRoles, companyStyleSchema, updateCompanyStyleRequestSchema } from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRole } from '../../platform/request-context';
import { changeCompanyStyle, getCompanyStyle } from './company-style.service';

export async function companyStyleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/company/style',
    { schema: { tags: ['companies'], response: { 200: companyStyleSchema, ...errorResponses(401) } } },
    async (request) => getCompanyStyle(app.db, requireActor(request)),
  );

  r.put(
    '/api/v3/company/style',
    {
      // Three images of up to 256 KiB each, base64-encoded.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: ['companies'],
        body: updateCompanyStyleRequestSchema,
        response: { 200: companyStyleSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      requireRole(actor, anyAdminRoles);
      return changeCompanyStyle(app.db, actor, request.body);
    },
  );
}
