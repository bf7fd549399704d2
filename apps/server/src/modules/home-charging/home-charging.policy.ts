import { type ChargingMonth, KWH_REFUND_FROM, type ChargingPricingMethod } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { germanDay } from '../../platform/clock';
import type { Actor } from '../../platform/request-context';
import { isFeatureEnabled } from '../flags/feature-flags.service';
import { getCompanyLicences } from '../licences/licences.service';
import type { MethodRow, PersonRow } from './home-charging.repository';

/** Months count by the calendar day in Germany. */
export const germanMonth = (now: Date): ChargingMonth => germanDay(now).slice(0, 7);

/** The module runs for companies with the homeCharging licence and the HOME_CHARGING flag (spec 001 §2). */
export async function requireChargingModule(db: Executor, companyId: string): Promise<{ usesContracts: boolean }> {
  const [licences, enabled, contracts] = await Promise.all([
    getCompanyLicences(db, companyId),
    isFeatureEnabled(db, companyId, 'HOME_CHARGING'),
    isFeatureEnabled(db, companyId, 'HOME_CHARGING_CONTRACTS'),
  ]);
  if (!enabled) throw new AppError('FEATURE_DISABLED');
  if (!licences.homeCharging) throw new AppError('HOME_CHARGING_NOT_LICENSED');
  return { usesContracts: contracts };
}

/** Contracts are only asked for when the company has the HOME_CHARGING_CONTRACTS flag. */
export function requireContracts(module: { usesContracts: boolean }): void {
  if (!module.usesContracts) throw new AppError('HOME_CHARGING_CONTRACTS_DISABLED');
}

/** Only employees enrolled with the VARIABLE type claim measured kWh (the employee's menu, spec 001 §3). */
export function requireVariable(person: PersonRow | null): PersonRow {
  if (!person || person.homeCharging !== 'VARIABLE') throw new AppError('HOME_CHARGING_NOT_ENROLLED');
  return person;
}

/** An object of the company that belongs to someone else is "not found" to the employee. */
export function isOwn(actor: Actor, row: { userId: string }): boolean {
  return row.userId === actor.userId;
}

/** The method of a year: the one set, else the official average; without contracts always the average. */
export function methodOfYear(
  methods: readonly Pick<MethodRow, 'year' | 'method'>[],
  year: number,
  usesContracts: boolean,
): ChargingPricingMethod {
  if (!usesContracts) return 'AVERAGE';
  return methods.find((m) => m.year === year)?.method ?? 'AVERAGE';
}

/** A month may be claimed from the first month of the kWh rule up to this month. */
export function requireClaimableMonth(month: ChargingMonth, thisMonth: ChargingMonth): void {
  if (month < KWH_REFUND_FROM || month > thisMonth) throw new AppError('HOME_CHARGING_MONTH_NOT_ALLOWED', month);
}
