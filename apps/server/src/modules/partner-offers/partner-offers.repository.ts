import { and, arrayContains, asc, desc, eq, exists, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { nextVersion, versionIs } from '../../db/row-version';
import { companies } from '../../db/schema/companies';
import {
  partnerCompanySettings,
  partnerOfferCompanies,
  partnerOfferCounts,
  partnerOfferOptOuts,
  partnerOffers,
} from '../../db/schema/partner-offers';

export type PartnerOfferRow = typeof partnerOffers.$inferSelect;
export type PartnerOfferValues = Omit<typeof partnerOffers.$inferInsert, 'id' | 'createdAt' | 'version'>;
export type CountColumn = 'views' | 'clicks';

// The operator's side: offers across companies.

export async function listAllOffers(db: Executor): Promise<PartnerOfferRow[]> {
  return db.select().from(partnerOffers).orderBy(desc(partnerOffers.validFrom), asc(partnerOffers.partner));
}

/** One offer, locked until the transaction ends when a change is to follow. */
export async function findOffer(db: Executor, id: string, lock = false): Promise<PartnerOfferRow | null> {
  const query = db.select().from(partnerOffers).where(eq(partnerOffers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertOffer(db: Executor, values: PartnerOfferValues): Promise<string> {
  const [row] = await db.insert(partnerOffers).values(values).returning({ id: partnerOffers.id });
  return row!.id;
}

/** Changes an offer and raises its version; with `readVersion` only if that is still the version. */
export async function updateOffer(
  db: Executor,
  id: string,
  values: PartnerOfferValues,
  readVersion?: number,
): Promise<boolean> {
  const written = await db
    .update(partnerOffers)
    .set({ ...values, ...nextVersion(partnerOffers) })
    .where(and(eq(partnerOffers.id, id), versionIs(partnerOffers, readVersion)))
    .returning({ id: partnerOffers.id });
  return written.length > 0;
}

export async function deleteOffer(db: Executor, id: string): Promise<void> {
  await db.delete(partnerOffers).where(eq(partnerOffers.id, id));
}

/** Replaces the companies an offer is limited to (none: for every company). */
export async function replaceOfferCompanies(db: Executor, offerId: string, companyIds: readonly string[]) {
  await db.delete(partnerOfferCompanies).where(eq(partnerOfferCompanies.offerId, offerId));
  if (companyIds.length > 0) {
    await db.insert(partnerOfferCompanies).values(companyIds.map((companyId) => ({ offerId, companyId })));
  }
}

export async function listOfferCompanyIds(db: Executor, offerIds: readonly string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({ offerId: partnerOfferCompanies.offerId, companyId: partnerOfferCompanies.companyId })
    .from(partnerOfferCompanies)
    .where(inArray(partnerOfferCompanies.offerId, [...offerIds]));
}

/** Views and clicks per offer over every company. */
export async function sumCountsByOffer(db: Executor) {
  return db
    .select({
      offerId: partnerOfferCounts.offerId,
      views: sql<number>`coalesce(sum(${partnerOfferCounts.views}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${partnerOfferCounts.clicks}), 0)::int`,
    })
    .from(partnerOfferCounts)
    .groupBy(partnerOfferCounts.offerId);
}

/** Views and clicks of one offer per company, with the company's name. */
export async function listCountsOfOffer(db: Executor, offerId: string) {
  return db
    .select({
      companyId: partnerOfferCounts.companyId,
      companyName: companies.name,
      views: partnerOfferCounts.views,
      clicks: partnerOfferCounts.clicks,
    })
    .from(partnerOfferCounts)
    .innerJoin(companies, eq(companies.id, partnerOfferCounts.companyId))
    .where(eq(partnerOfferCounts.offerId, offerId))
    .orderBy(asc(companies.name));
}

// A company's side: the offers its employees may see.

/** Active, valid on the day, for the company's country and for all companies or this one. */
function offeredTo(db: Executor, companyId: string, country: string, today: string) {
  return and(
    eq(partnerOffers.isActive, true),
    lte(partnerOffers.validFrom, today),
    or(isNull(partnerOffers.validUntil), gte(partnerOffers.validUntil, today)),
    arrayContains(partnerOffers.countries, [country]),
    or(
      eq(partnerOffers.allCompanies, true),
      exists(
        db
          .select({ one: sql`1` })
          .from(partnerOfferCompanies)
          .where(
            and(eq(partnerOfferCompanies.offerId, partnerOffers.id), eq(partnerOfferCompanies.companyId, companyId)),
          ),
      ),
    ),
  );
}

/** The offer with whether the company switched it off. */
const withSwitchOf = (db: Executor, companyId: string) => ({
  offer: partnerOffers,
  switchedOff: sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(partnerOfferOptOuts)
      .where(and(eq(partnerOfferOptOuts.offerId, partnerOffers.id), eq(partnerOfferOptOuts.companyId, companyId))),
  )}`,
});

export async function listOffersOfCompany(db: Executor, companyId: string, country: string, today: string) {
  return db
    .select(withSwitchOf(db, companyId))
    .from(partnerOffers)
    .where(offeredTo(db, companyId, country, today))
    .orderBy(asc(partnerOffers.partner), asc(partnerOffers.validFrom));
}

export async function findOfferOfCompany(
  db: Executor,
  companyId: string,
  country: string,
  today: string,
  offerId: string,
) {
  const [row] = await db
    .select(withSwitchOf(db, companyId))
    .from(partnerOffers)
    .where(and(eq(partnerOffers.id, offerId), offeredTo(db, companyId, country, today)));
  return row ?? null;
}

export async function findAreaEnabled(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ areaEnabled: partnerCompanySettings.areaEnabled })
    .from(partnerCompanySettings)
    .where(eq(partnerCompanySettings.companyId, companyId));
  return row?.areaEnabled ?? true;
}

export async function upsertAreaEnabled(
  db: Executor,
  companyId: string,
  values: { areaEnabled: boolean; updatedAt: Date; updatedBy: string },
) {
  await db
    .insert(partnerCompanySettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: partnerCompanySettings.companyId, set: values });
}

export async function insertOptOut(db: Executor, companyId: string, offerId: string) {
  await db.insert(partnerOfferOptOuts).values({ companyId, offerId }).onConflictDoNothing();
}

export async function deleteOptOut(db: Executor, companyId: string, offerId: string) {
  await db
    .delete(partnerOfferOptOuts)
    .where(and(eq(partnerOfferOptOuts.companyId, companyId), eq(partnerOfferOptOuts.offerId, offerId)));
}

/** Adds one to the company's views or clicks of the offer. */
export async function incrementCount(db: Executor, companyId: string, offerId: string, column: CountColumn) {
  const first = { companyId, offerId, views: column === 'views' ? 1 : 0, clicks: column === 'clicks' ? 1 : 0 };
  await db
    .insert(partnerOfferCounts)
    .values(first)
    .onConflictDoUpdate({
      target: [partnerOfferCounts.offerId, partnerOfferCounts.companyId],
      set: { [column]: sql`${partnerOfferCounts[column]} + 1` },
    });
}
