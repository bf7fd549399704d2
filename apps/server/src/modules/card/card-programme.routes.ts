import type { FastifyInstance } from 'fastify';
import { cardProgrammeCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import {
  createAllowedList,
  createPayoutPlan,
  deleteAllowedList,
  deletePayoutPlan,
  getAllowedLists,
  getPayoutPlans,
  updateAllowedList,
  updatePayoutPlan,
} from './card-programme.service';
import { runMissingLoad } from './card-loads.service';
import { getCardSettings, updateCardSettings } from './card-settings.service';

export async function cardProgrammeRoutes(app: FastifyInstance) {
  route(app, calls.allowedLists, ({ deps, actor }) => getAllowedLists(deps, actor, {}));
  route(app, calls.createAllowedList, ({ deps, actor, body }) => createAllowedList(deps, actor, { body }));
  route(app, calls.updateAllowedList, ({ deps, actor, params, body, version }) =>
    updateAllowedList(deps, actor, { id: params.id, body, version }),
  );
  route(app, calls.deleteAllowedList, ({ deps, actor, params }) => deleteAllowedList(deps, actor, params));
  route(app, calls.payoutPlans, ({ deps, actor }) => getPayoutPlans(deps, actor, {}));
  route(app, calls.createPayoutPlan, ({ deps, actor, body }) => createPayoutPlan(deps, actor, { body }));
  route(app, calls.updatePayoutPlan, ({ deps, actor, params, body, version }) =>
    updatePayoutPlan(deps, actor, { id: params.id, body, version }),
  );
  route(app, calls.deletePayoutPlan, ({ deps, actor, params }) => deletePayoutPlan(deps, actor, params));
  route(app, calls.runLoad, ({ deps, actor, params }) => runMissingLoad(deps, actor, params));
  route(app, calls.settings, ({ deps, actor }) => getCardSettings(deps, actor, {}));
  route(app, calls.updateSettings, ({ deps, actor, body, version }) =>
    updateCardSettings(deps, actor, { body, version }),
  );
}
