import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  selectCompanyRequestSchema,
  selectCompanyResponseSchema,
  supportCompaniesResponseSchema,
} from '@mobilo/contract';
import { clientInfo } from '../../platform/client-info';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import { setSessionCookie } from '../../platform/session-cookie';
import { listSupportCompanies, selectCompany } from './support.service';

/** The support user's company selector (spec 001 §2, §6; paths in docs/adr/0014). */
export async function supportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/support/companies',
    { schema: { tags: ['support'], response: { 200: supportCompaniesResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => listSupportCompanies(app.deps, requireActor(request)),
  );

  r.post(
    '/api/v3/support/company',
    {
      schema: {
        tags: ['support'],
        body: selectCompanyRequestSchema,
        response: { 200: selectCompanyResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { token, response } = await selectCompany(
        app.deps,
        requireActor(request),
        request.body.companyId,
        clientInfo(request),
      );
      setSessionCookie(reply, token, app.config.secureCookies);
      return response;
    },
  );
}
