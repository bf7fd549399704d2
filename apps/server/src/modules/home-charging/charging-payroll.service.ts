import { type Cents, type PeriodString, toCents } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { findSettings, listApprovedActivitiesOfMonth } from './home-charging.repository';

/** Home charging in payroll: tax-free Auslagenersatz for a company car, taxable wage for an own car. */
export type ChargingLineCategory = 'TAX_FREE' | 'TAXABLE';

/** One payroll line of a month's approved home-charging activity (docs/adr/0025). */
export interface ChargingPayrollLine {
  userId: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  category: ChargingLineCategory;
  wageTypeNumber: number | null;
  bsNr: 2;
  /** The kWh and price behind the amount, for the Excel sheet; null when read back from a frozen month. */
  kwh: string | null;
  centsPerKwh: string | null;
  amount: Cents;
}

/**
 * What payroll books for the month's approved activities (the billing period of their month):
 * the refund on top of the wage (bs_nr 2), on the company's tax-free or taxable wage type by the
 * car. Outside the mobility budget.
 */
export async function chargingPayrollLines(
  db: Executor,
  companyId: string,
  period: PeriodString,
): Promise<ChargingPayrollLine[]> {
  const month = `${period.slice(0, 4)}-${period.slice(4, 6)}`;
  const rows = await listApprovedActivitiesOfMonth(db, companyId, month);
  if (rows.length === 0) return [];
  const settings = await findSettings(db, companyId);
  return rows
    .map(({ activity, person }): ChargingPayrollLine => {
      const taxFree = activity.carKind === 'COMPANY';
      return {
        userId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        personalNumber: person.personalNumber?.trim() || null,
        category: taxFree ? 'TAX_FREE' : 'TAXABLE',
        wageTypeNumber: (taxFree ? settings?.taxFreeWageTypeNumber : settings?.taxableWageTypeNumber) ?? null,
        bsNr: 2,
        kwh: activity.kwh,
        centsPerKwh: activity.centsPerKwh,
        amount: toCents(activity.amount),
      };
    })
    .filter((line) => line.amount > 0);
}
