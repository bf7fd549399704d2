import type { FastifyInstance } from 'fastify';
import { supportCalls as calls } from '@mobilo/contract';
import { clientInfo } from '../../platform/client-info';
import { route } from '../../platform/route';
import { setSessionCookie } from '../../platform/session-cookie';
import { listSupportCompanies, selectCompany } from './support.service';

/** The support user's company selector (spec 001 §2, §6; paths in docs/adr/0014). */
export async function supportRoutes(app: FastifyInstance) {
  route(app, calls.companies, ({ deps, actor }) => listSupportCompanies(deps, actor));
  route(app, calls.selectCompany, async ({ deps, actor, body, request, reply }) => {
    const { token, response } = await selectCompany(deps, actor, {
      companyId: body.companyId,
      client: clientInfo(request),
    });
    setSessionCookie(reply, token, deps.config.secureCookies);
    return response;
  });
}
