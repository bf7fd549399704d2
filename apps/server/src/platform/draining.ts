import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered without the database (the built web app's files): served while the process starts. */
    withoutDatabase?: boolean;
  }
}

/**
 * Whether this process is starting (listening while the database is migrated and seeded) or
 * stopping (set on SIGTERM, before the server stops listening).
 */
export class Lifecycle {
  draining = false;
  starting = false;
  private readonly afterStart: (() => Promise<void>)[] = [];

  /** Runs the task once the start-up work is done; at once when there is none. */
  async whenStarted(task: () => Promise<void>): Promise<void> {
    if (this.starting) this.afterStart.push(task);
    else await task();
  }

  /** The database is migrated and seeded: the process is ready and runs what waited for it. */
  async finishStarting(): Promise<void> {
    this.starting = false;
    for (const task of this.afterStart.splice(0)) await task();
  }
}

/**
 * A starting process answers at once, before its database is migrated and seeded: `/health` and
 * the web app's files are served, `/ready` and every call that needs the database answer 503
 * until the start-up work is done, so a load balancer (or a test harness) waits for `/ready`.
 *
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
    if (lifecycle.starting && needsDatabase(request.routeOptions)) {
      return sendError(reply, 'SERVICE_UNAVAILABLE', 'starting');
    }
    if (!lifecycle.draining) return;
    reply.header('connection', 'close');
    if (request.routeOptions.url === '/ready') return sendError(reply, 'SERVICE_UNAVAILABLE', 'shutdown');
  });
}

/** Every route but liveness, the web app's files and unknown paths (the app's page or a 404). */
function needsDatabase(route: { url?: string; config?: { withoutDatabase?: boolean } }): boolean {
  if (route.url === undefined || route.url === '/health') return false;
  return route.config?.withoutDatabase !== true;
}
