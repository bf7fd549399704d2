import { TextInput } from '@mantine/core';
import { contractOfMonth, isPlausibleContractPrice, type MyActivities } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useMyContracts } from '../api/get-my-contracts';
import '../home-charging-texts';

const PRICE = /^\d{1,3}([.,]\d{1,2})?$/;

/**
 * Which months a dynamic tariff prices: the employee then proves each month's price with the
 * activity. A contract still waiting for its check counts, as the server counts it on submit.
 */
export function useDynamicMonths(mine: MyActivities): (month: string) => boolean {
  const contracts = useMyContracts({ enabled: mine.pricingMethod === 'CONTRACT' });
  const priced = (contracts.data?.contracts ?? []).map((contract) => ({
    id: contract.id,
    status: contract.status === 'SUBMITTED' ? ('APPROVED' as const) : contract.status,
    validFrom: contract.validFrom,
    validUntil: contract.validUntil,
    centsPerKwh: contract.centsPerKwh,
  }));
  return (month) =>
    mine.pricingMethod === 'CONTRACT' && month !== '' && contractOfMonth(priced, month)?.centsPerKwh === null;
}

/** The typed price as the contract takes it, or why it is not one: (0, 100] ct/kWh with two decimals at most. */
export function monthPriceOf(typed: string): { cents: string } | { error: 'required' | 'invalid' } {
  const value = typed.trim().replace(',', '.');
  if (!value) return { error: 'required' };
  if (!PRICE.test(value) || !isPlausibleContractPrice(value)) return { error: 'invalid' };
  return { cents: value };
}

/** The month's gross price of a dynamic tariff, from the supplier's bill. */
export function MonthPriceField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('home-charging');
  return (
    <TextInput
      label={t('mine.monthPrice')}
      description={t('mine.monthPriceHint')}
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
    />
  );
}
