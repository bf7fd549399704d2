import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './draining';

export interface ShutdownParts {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  /** How long requests in flight may take before their connections are cut. */
  graceMs: number;
  /** Closes the database pool, after the app (and with it the job queue) has stopped. */
  closeDatabase: () => Promise<void>;
}

/**
 * Stops the process without cutting work: `/ready` answers 503 at once, the server stops taking
 * connections and finishes the requests in flight for up to the grace period (then cuts what is
 * left), the app's close hooks stop the job queue (running jobs get the grace period again) and
 * the background tasks, and last the database pool closes.
 */
export async function shutDown({ app, lifecycle, graceMs, closeDatabase }: ShutdownParts): Promise<void> {
  lifecycle.draining = true;
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'grace period over: cutting the requests still in flight');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    await closeDatabase();
  }
}
