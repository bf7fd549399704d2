import type { FastifyInstance } from 'fastify';
import { companyCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { changeCompanyStyle, getCompanyStyle } from './company-style.service';

/** The company's brand; paths, schemas and access come from the contract. */
export async function companyStyleRoutes(app: FastifyInstance) {
  route(app, calls.style, ({ deps, actor }) => getCompanyStyle(deps, actor));
  route(app, calls.changeStyle, ({ deps, actor, body }) => changeCompanyStyle(deps, actor, { style: body }));
}
