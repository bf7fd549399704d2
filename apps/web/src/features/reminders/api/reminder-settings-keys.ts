/** Query keys of the reminder settings: the company's and the signed-in user's. */
export const reminderSettingsKeys = {
  company: ['reminder-settings', 'company'] as const,
  mine: ['reminder-settings', 'mine'] as const,
};
