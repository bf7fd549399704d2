import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { nextVersion, versionIs } from '../../db/row-version';
import { cardProgrammes } from '../../db/schema/card-programme';
import type { PaymentControlFailMode } from '@mobilo/contract';

export type CardSettingsRow = Pick<typeof cardProgrammes.$inferSelect, 'paymentControlFailMode' | 'version'>;

export async function findCardSettings(db: Executor, companyId: string): Promise<CardSettingsRow | undefined> {
  const [row] = await db
    .select({ paymentControlFailMode: cardProgrammes.paymentControlFailMode, version: cardProgrammes.version })
    .from(cardProgrammes)
    .where(eq(cardProgrammes.companyId, companyId));
  return row;
}

/** The company's row with the defaults, made once; a second caller finds the first one's. */
export async function ensureCardSettings(db: Executor, companyId: string, now: Date) {
  await db.insert(cardProgrammes).values({ companyId, updatedAt: now }).onConflictDoNothing();
}

/** False when the version named is stale. */
export async function updateCardSettings(
  db: Executor,
  companyId: string,
  values: { paymentControlFailMode: PaymentControlFailMode },
  now: Date,
  version: number | undefined,
) {
  const rows = await db
    .update(cardProgrammes)
    .set({ ...values, updatedAt: now, ...nextVersion(cardProgrammes) })
    .where(and(eq(cardProgrammes.companyId, companyId), versionIs(cardProgrammes, version)))
    .returning({ companyId: cardProgrammes.companyId });
  return rows.length === 1;
}
