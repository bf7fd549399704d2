import { Stack } from '@mantine/core';
import { CompanyReminderSettingsCard } from '../../features/reminders/components/company-reminder-settings-card';
import { ReceiptLessSettingsCard } from '../../features/tax-configuration/components/receipt-less-settings-card';
import { TaxConfigurationPage } from '../../features/tax-configuration/components/tax-configuration-page';

/** The payroll settings page with the company's reminder switches and deadlines and its rule for expenses without a receipt below. */
export function TaxConfigurationScreen() {
  return (
    <Stack gap="lg">
      <TaxConfigurationPage />
      <CompanyReminderSettingsCard />
      <ReceiptLessSettingsCard />
    </Stack>
  );
}
