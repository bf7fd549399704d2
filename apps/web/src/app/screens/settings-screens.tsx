import { Stack } from '@mantine/core';
import { CompanyReminderSettingsCard } from '../../features/reminders/components/company-reminder-settings-card';
import { TaxConfigurationPage } from '../../features/tax-configuration/components/tax-configuration-page';

/** The payroll settings page with the company's reminder switches and deadlines below. */
export function TaxConfigurationScreen() {
  return (
    <Stack gap="lg">
      <TaxConfigurationPage />
      <CompanyReminderSettingsCard />
    </Stack>
  );
}
