import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CardTaxTreatment } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { nextVersion, versionIs } from '../../db/row-version';
import { cardLoads, cardProgrammes, cards, cardTransactions } from '../../db/schema/card-programme';
import { users } from '../../db/schema/users';

/** The month's loads (`YYYY-MM`) of every card of the company, with their holders. */
export async function listLoadsOfMonth(db: Executor, companyId: string, month: string) {
  return db
    .select({
      cardId: cardLoads.cardId,
      amount: cardLoads.amount,
      taxTreatment: cardLoads.taxTreatment,
      limitedToMobility: cardLoads.limitedToMobility,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      personalNumber: users.personalNumber,
    })
    .from(cardLoads)
    .innerJoin(cards, eq(cards.id, cardLoads.cardId))
    .innerJoin(users, eq(users.id, cards.userId))
    .where(and(eq(cardLoads.companyId, companyId), eq(cardLoads.month, month)))
    .orderBy(asc(cardLoads.createdAt));
}

export async function findPayrollSettingsRow(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      sachbezugWageTypeNumber: cardProgrammes.sachbezugWageTypeNumber,
      flat37bWageTypeNumber: cardProgrammes.flat37bWageTypeNumber,
      taxableWageTypeNumber: cardProgrammes.taxableWageTypeNumber,
      version: cardProgrammes.version,
    })
    .from(cardProgrammes)
    .where(eq(cardProgrammes.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export type PayrollSettingsValues = {
  sachbezugWageTypeNumber: number | null;
  flat37bWageTypeNumber: number | null;
  taxableWageTypeNumber: number | null;
};

/** Creates the programme's row with the wage types, or changes them when `version` is still the row's. */
export async function upsertPayrollSettings(
  db: Executor,
  companyId: string,
  values: PayrollSettingsValues,
  now: Date,
  version: number | undefined,
): Promise<boolean> {
  await db.insert(cardProgrammes).values({ companyId }).onConflictDoNothing({ target: cardProgrammes.companyId });
  const rows = await db
    .update(cardProgrammes)
    .set({ ...values, updatedAt: now, ...nextVersion(cardProgrammes) })
    .where(and(eq(cardProgrammes.companyId, companyId), versionIs(cardProgrammes, version)))
    .returning({ companyId: cardProgrammes.companyId });
  return rows.length === 1;
}

/** Books the month's payments of these cards (`from` ≤ date < `until`) on a tax treatment. */
export async function setSalaryTypeOfPayments(
  db: Executor,
  companyId: string,
  cardIds: string[],
  range: { from: Date; until: Date },
  salaryType: CardTaxTreatment,
) {
  if (cardIds.length === 0) return;
  await db
    .update(cardTransactions)
    .set({ salaryType })
    .where(
      and(
        eq(cardTransactions.companyId, companyId),
        inArray(cardTransactions.cardId, cardIds),
        gte(cardTransactions.transactionDate, range.from),
        lt(cardTransactions.transactionDate, range.until),
        sql`${cardTransactions.salaryType} is distinct from ${salaryType}`,
      ),
    );
}
