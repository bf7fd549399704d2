import type { FastifyInstance } from 'fastify';
import { personioCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import {
  connect,
  disconnect,
  getIntegration,
  getSyncRun,
  listSyncRuns,
  preview,
  requestSync,
  setManagedByHand,
  testConnection,
} from './personio.service';

/** The Personio integration of the integrations page (docs/adr/0019). */
export async function personioRoutes(app: FastifyInstance) {
  route(app, calls.get, ({ deps, actor }) => getIntegration(deps, actor));
  route(app, calls.connect, ({ deps, actor, body }) => connect(deps, actor, body));
  route(app, calls.disconnect, ({ deps, actor }) => disconnect(deps, actor));
  route(app, calls.test, ({ deps, actor, body }) => testConnection(deps, actor, body));
  route(app, calls.preview, ({ deps, actor }) => preview(deps, actor));
  route(app, calls.sync, ({ deps, actor }) => requestSync(deps, actor));
  route(app, calls.runs, ({ deps, actor }) => listSyncRuns(deps, actor));
  route(app, calls.run, ({ deps, actor, params }) => getSyncRun(deps, actor, params));
  route(app, calls.setManagedByHand, ({ deps, actor, params, body }) =>
    setManagedByHand(deps, actor, { id: params.id, managedByHand: body.managedByHand }),
  );
}
