import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/** Whether this process is stopping: set on SIGTERM, before the server stops listening. */
export class Lifecycle {
  draining = false;
}

/**
 * A stopping process: `/ready` answers 503 at once, so a load balancer sends it nothing new, and
 * every other answer closes its connection, so a proxy that keeps connections open sends its next
 * request through a new one, to another process. Requests keep being served until the grace
 * period ends (`platform/shutdown.ts`); closing the app drains it too.
 */
export function registerDraining(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('preClose', async () => {
    lifecycle.draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!lifecycle.draining) return;
    reply.header('connection', 'close');
    if (request.routeOptions.url === '/ready') return sendError(reply, 'SERVICE_UNAVAILABLE', 'shutdown');
  });
}
