import { access, defineCall } from '../common/call';
import {
  myReminderSettingsSchema,
  reminderRunResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
  updateCompanyReminderSettingsRequestSchema,
  updateMyReminderSettingsRequestSchema,
  versionedCompanyReminderSettingsSchema,
} from './reminder-settings';

/** Company settings are kept by those who set up budget groups, as the tax configuration. */
const settingsAdmin = { access: access.right('CAN_MANAGE_BUDGET_GROUPS'), tags: ['reminders'] } as const;
const companyPath = '/api/v3/company/reminder-settings';
const myPath = '/api/v3/user/reminder-settings';

export const reminderCalls = {
  companySettings: defineCall({
    ...settingsAdmin,
    method: 'GET',
    path: companyPath,
    response: versionedCompanyReminderSettingsSchema,
    versioned: true,
  }),
  updateCompanySettings: defineCall({
    ...settingsAdmin,
    method: 'PUT',
    path: companyPath,
    body: updateCompanyReminderSettingsRequestSchema,
    response: versionedCompanyReminderSettingsSchema,
    versioned: true,
  }),
  /** Sends the company's reminders that are due now, as the daily schedule would. */
  runNow: defineCall({
    ...settingsAdmin,
    method: 'POST',
    path: '/api/v3/company/reminders/run',
    response: reminderRunResponseSchema,
  }),
  mySettings: defineCall({
    access: access.signedIn,
    tags: ['reminders'],
    method: 'GET',
    path: myPath,
    response: myReminderSettingsSchema,
  }),
  updateMySettings: defineCall({
    access: access.signedIn,
    tags: ['reminders'],
    method: 'PUT',
    path: myPath,
    body: updateMyReminderSettingsRequestSchema,
    response: myReminderSettingsSchema,
  }),
  /** The link in every reminder mail: signed, once, no sign-in needed. */
  unsubscribe: defineCall({
    access: access.public,
    tags: ['reminders'],
    method: 'POST',
    path: '/api/v3/reminders/unsubscribe',
    body: unsubscribeRequestSchema,
    response: unsubscribeResponseSchema,
    rateLimit: 'unsubscribe',
    errors: [409],
  }),
};
