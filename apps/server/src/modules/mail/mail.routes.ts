import type { FastifyInstance } from 'fastify';
import { debugCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { listDebugMails } from './mail.service';

export async function mailRoutes(app: FastifyInstance) {
  route(app, calls.mails, ({ deps, actor, request }) =>
    listDebugMails(deps, actor, { path: request.url.split('?')[0]! }),
  );
}
