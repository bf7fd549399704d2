import type { FastifyInstance } from 'fastify';
import { reminderCalls as calls, timelineCalls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { runCompanyReminders } from './reminder-run.service';
import {
  getCompanyReminderSettings,
  getMyReminderSettings,
  updateCompanyReminderSettings,
  updateMyReminderSettings,
} from './reminder-settings.service';
import { getExpenseTimeline, getMonthRefund } from './timeline.service';
import { unsubscribe } from './unsubscribe.service';

/** Reminder mails: the company's and the user's switches, a run on demand, the unsubscribe link. */
export async function reminderRoutes(app: FastifyInstance) {
  route(app, calls.companySettings, ({ deps, actor }) => getCompanyReminderSettings(deps, actor));
  route(app, calls.updateCompanySettings, ({ deps, actor, body, version }) =>
    updateCompanyReminderSettings(deps, actor, { body, version }),
  );
  route(app, calls.runNow, ({ deps, actor }) => runCompanyReminders(deps, actor));
  route(app, calls.mySettings, ({ deps, actor }) => getMyReminderSettings(deps, actor));
  route(app, calls.updateMySettings, ({ deps, actor, body }) => updateMyReminderSettings(deps, actor, { body }));
  route(app, calls.unsubscribe, ({ deps, actor, body }) => unsubscribe(deps, actor, { body }));
}

/** What happens next with an expense, and when a month's refund reaches the pay. */
export async function timelineRoutes(app: FastifyInstance) {
  route(app, timelineCalls.expenseTimeline, ({ deps, actor, params }) => getExpenseTimeline(deps, actor, params));
  route(app, timelineCalls.monthRefund, ({ deps, actor, params }) => getMonthRefund(deps, actor, params));
}
