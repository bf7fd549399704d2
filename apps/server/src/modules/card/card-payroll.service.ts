import {
  type CardPayrollSettings,
  type CardPayrollSettingsRequest,
  type CardTaxTreatment,
  type Cents,
  cardTaxTreatments,
  type PeriodString,
  splitCardLoadsByTax,
  toCents,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireWritten } from '../../platform/versioning';
import { isFeatureEnabled } from '../flags/feature-flags.service';
import {
  findPayrollSettingsRow,
  listLoadsOfMonth,
  setSalaryTypeOfPayments,
  upsertPayrollSettings,
} from './card-payroll.repository';
import { requireCardModule } from './card-programme.policy';

/** One payroll line of the mobility card: an employee's month of loads on one tax treatment (docs/adr/0027). */
export interface CardPayrollLine {
  userId: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  category: CardTaxTreatment;
  wageTypeNumber: number | null;
  bsNr: 2;
  amount: Cents;
}

/** /card-payroll-exports runs with the card module and its own flag (spec 001 §2). */
export async function requireCardPayrollExport(db: Executor, companyId: string): Promise<void> {
  await requireCardModule(db, companyId);
  if (!(await isFeatureEnabled(db, companyId, 'CARD_PAYROLL_EXPORT'))) throw new AppError('FEATURE_DISABLED');
}

const monthOf = (period: PeriodString) => `${period.slice(0, 4)}-${period.slice(4, 6)}`;

type LoadRow = Awaited<ReturnType<typeof listLoadsOfMonth>>[number];

function byUser(rows: readonly LoadRow[]): Map<string, LoadRow[]> {
  const groups = new Map<string, LoadRow[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
}

const splitOf = (month: string, loads: readonly LoadRow[]) =>
  splitCardLoadsByTax(
    month,
    loads.map((load) => ({
      amount: load.amount,
      treatment: load.taxTreatment,
      limitedToMobility: load.limitedToMobility,
    })),
  );

/**
 * What payroll books for the card in a billing period's month: per employee the month's loads
 * split by tax treatment (`splitCardLoadsByTax`: the Sachbezug is tax-free up to the Freigrenze
 * and wholly taxable above it), each on the company's wage type of the treatment, on top of the
 * wage (bs_nr 2). Outside the mobility budget.
 */
export async function cardPayrollLines(
  db: Executor,
  companyId: string,
  period: PeriodString,
): Promise<CardPayrollLine[]> {
  const month = monthOf(period);
  const rows = await listLoadsOfMonth(db, companyId, month);
  if (rows.length === 0) return [];
  const settings = await findPayrollSettingsRow(db, companyId);
  const wageTypeOf: Record<CardTaxTreatment, number | null> = {
    SACHBEZUG: settings?.sachbezugWageTypeNumber ?? null,
    FLAT_37B: settings?.flat37bWageTypeNumber ?? null,
    TAXABLE: settings?.taxableWageTypeNumber ?? null,
  };
  return [...byUser(rows).values()].flatMap((loads) => {
    const person = loads[0]!;
    const split = splitOf(month, loads);
    return cardTaxTreatments
      .map((category): CardPayrollLine => ({
        userId: person.userId,
        firstName: person.firstName,
        lastName: person.lastName,
        personalNumber: person.personalNumber?.trim() || null,
        category,
        wageTypeNumber: wageTypeOf[category],
        bsNr: 2,
        amount: toCents(split[category]),
      }))
      .filter((line) => line.amount > 0);
  });
}

/**
 * Marks each payment of the month with the tax treatment payroll booked its card's load on
 * (`salaryType`, offboarding's field): the plan's, except a Sachbezug above the Freigrenze or on
 * a card not limited to mobility, which payroll books as taxable wage. Runs when the month is
 * frozen at invoicing, so the payments say what the payroll files say.
 */
export async function bookCardSalaryTypes(tx: Executor, companyId: string, period: PeriodString): Promise<void> {
  const month = monthOf(period);
  const rows = await listLoadsOfMonth(tx, companyId, month);
  const from = new Date(`${month}-01T00:00:00.000Z`);
  const until = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const cardsOf: Record<CardTaxTreatment, Set<string>> = {
    SACHBEZUG: new Set(),
    FLAT_37B: new Set(),
    TAXABLE: new Set(),
  };
  for (const loads of byUser(rows).values()) {
    const split = splitOf(month, loads);
    for (const load of loads) {
      const taxFree = load.limitedToMobility && toCents(split.SACHBEZUG) > 0;
      const treatment = load.taxTreatment === 'SACHBEZUG' && !taxFree ? 'TAXABLE' : load.taxTreatment;
      // A card loaded by two plans in one month keeps the first plan's treatment.
      if (!cardTaxTreatments.some((t) => cardsOf[t].has(load.cardId))) cardsOf[treatment].add(load.cardId);
    }
  }
  for (const treatment of cardTaxTreatments) {
    await setSalaryTypeOfPayments(tx, companyId, [...cardsOf[treatment]], { from, until }, treatment);
  }
}

const presentSettings = (row: Awaited<ReturnType<typeof findPayrollSettingsRow>>): CardPayrollSettings => ({
  sachbezugWageTypeNumber: row?.sachbezugWageTypeNumber ?? null,
  flat37bWageTypeNumber: row?.flat37bWageTypeNumber ?? null,
  taxableWageTypeNumber: row?.taxableWageTypeNumber ?? null,
  // A company without its programme's row reads the defaults as version 1, like the fail mode (same row).
  version: row?.version ?? 1,
});

/** GET /api/v3/card/payroll-settings */
export async function getCardPayrollSettings({ db }: ServiceDeps, actor: Actor, _input: object) {
  await requireCardPayrollExport(db, actor.companyId);
  return presentSettings(await findPayrollSettingsRow(db, actor.companyId));
}

/** PUT /api/v3/card/payroll-settings: the wage types, by the version read; months already invoiced keep theirs. */
export async function updateCardPayrollSettings(
  deps: ServiceDeps,
  actor: Actor,
  { body, version }: { body: CardPayrollSettingsRequest; version?: number },
): Promise<CardPayrollSettings> {
  await requireCardPayrollExport(deps.db, actor.companyId);
  const { version: bodyVersion, ...values } = body;
  const expected = version ?? bodyVersion;
  const current = async () => presentSettings(await findPayrollSettingsRow(deps.db, actor.companyId));
  await answerCurrentWhenStale(
    () =>
      deps.db.transaction(async (tx) => {
        const before = await findPayrollSettingsRow(tx, actor.companyId);
        requireWritten(await upsertPayrollSettings(tx, actor.companyId, values, deps.clock(), expected), expected);
        await recordAuditEvent(tx, actor.companyId, {
          actorId: actor.userId,
          action: 'card.payroll-settings-updated',
          subjectType: 'card-programme',
          subjectId: actor.companyId,
          data: { before: presentSettings(before), after: values },
        });
      }),
    current,
  );
  return current();
}
