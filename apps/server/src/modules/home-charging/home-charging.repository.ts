import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { ChargingReviewStatus } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { nextVersion, versionIs } from '../../db/row-version';
import { containsPattern } from '../../db/search-pattern';
import { expenses } from '../../db/schema/expenses';
import {
  homeChargingActivities,
  homeChargingContracts,
  homeChargingEnrolments,
  homeChargingPricingMethods,
  homeChargingSettings,
} from '../../db/schema/home-charging';
import { users } from '../../db/schema/users';
import { listAuditEvents } from '../../platform/audit-log';

export type SettingsRow = typeof homeChargingSettings.$inferSelect;
export type EnrolmentRow = typeof homeChargingEnrolments.$inferSelect;
export type MethodRow = typeof homeChargingPricingMethods.$inferSelect;
export type ContractRow = typeof homeChargingContracts.$inferSelect;
export type ActivityRow = typeof homeChargingActivities.$inferSelect;
export type ContractInsert = Omit<typeof homeChargingContracts.$inferInsert, 'id' | 'companyId'>;
export type ActivityInsert = Omit<typeof homeChargingActivities.$inferInsert, 'id' | 'companyId'>;
export type ContractChange = Partial<Omit<ContractRow, 'id' | 'companyId' | 'userId' | 'version'>>;
export type ActivityChange = Partial<Omit<ActivityRow, 'id' | 'companyId' | 'userId' | 'version'>>;

export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  personalNumber: users.personalNumber,
  status: users.status,
  homeCharging: users.homeCharging,
};
export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  personalNumber: string | null;
  status: string;
  homeCharging: 'VARIABLE' | 'FIXED' | null;
}

const searchOn = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    ilike(users.personalNumber, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  );
};

// Settings

export async function findSettings(db: Executor, companyId: string, lock = false): Promise<SettingsRow | null> {
  const query = db.select().from(homeChargingSettings).where(eq(homeChargingSettings.companyId, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes the settings when they are still at `readVersion` (none: whatever they are); false when another write came first. */
export async function upsertSettings(
  db: Executor,
  companyId: string,
  values: Pick<SettingsRow, 'taxFreeWageTypeNumber' | 'taxableWageTypeNumber' | 'updatedAt'>,
  readVersion?: number,
): Promise<boolean> {
  // A first save makes version 2: no row answers as version 1.
  const written = await db
    .insert(homeChargingSettings)
    .values({ ...values, companyId, version: 2 })
    .onConflictDoUpdate({
      target: homeChargingSettings.companyId,
      set: { ...values, ...nextVersion(homeChargingSettings) },
      setWhere: versionIs(homeChargingSettings, readVersion),
    })
    .returning({ companyId: homeChargingSettings.companyId });
  return written.length > 0;
}

// People and enrolments

export async function findPerson(db: Executor, companyId: string, userId: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return (row as PersonRow | undefined) ?? null;
}

export async function listPeopleWithEnrolments(
  db: Executor,
  companyId: string,
  filter: { search?: string; enrolled?: boolean },
) {
  const rows = await db
    .select({ person: personColumns, enrolment: homeChargingEnrolments })
    .from(users)
    .leftJoin(homeChargingEnrolments, eq(homeChargingEnrolments.userId, users.id))
    .where(
      and(
        eq(users.companyId, companyId),
        filter.enrolled === undefined
          ? undefined
          : filter.enrolled
            ? isNotNull(users.homeCharging)
            : sql`${users.homeCharging} is null`,
        searchOn(filter.search),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows as { person: PersonRow; enrolment: EnrolmentRow | null }[];
}

export async function countPeople(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      enrolled: sql<number>`count(${users.homeCharging})::int`,
    })
    .from(users)
    .where(eq(users.companyId, companyId));
  return row ?? { total: 0, enrolled: 0 };
}

export async function findPeopleByEmails(db: Executor, companyId: string, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: sql<string>`lower(${users.email})`, status: users.status })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(sql`lower(${users.email})`, emails)));
}

export async function findEnrolment(db: Executor, companyId: string, userId: string): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(homeChargingEnrolments)
    .where(and(eq(homeChargingEnrolments.companyId, companyId), eq(homeChargingEnrolments.userId, userId)));
  return row ?? null;
}

export async function upsertEnrolment(
  db: Executor,
  companyId: string,
  userId: string,
  values: Pick<EnrolmentRow, 'carKind' | 'vehicle' | 'batteryKwh' | 'meterIds' | 'updatedAt'>,
  readVersion?: number,
): Promise<boolean> {
  const existing = await findEnrolment(db, companyId, userId);
  if (!existing) {
    await db.insert(homeChargingEnrolments).values({ ...values, userId, companyId });
    return true;
  }
  const changed = await db
    .update(homeChargingEnrolments)
    .set({ ...values, ...nextVersion(homeChargingEnrolments) })
    .where(
      and(
        eq(homeChargingEnrolments.companyId, companyId),
        eq(homeChargingEnrolments.userId, userId),
        versionIs(homeChargingEnrolments, readVersion),
      ),
    )
    .returning({ userId: homeChargingEnrolments.userId });
  return changed.length > 0;
}

export async function listMethods(db: Executor, companyId: string, userIds: readonly string[]): Promise<MethodRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(homeChargingPricingMethods)
    .where(
      and(
        eq(homeChargingPricingMethods.companyId, companyId),
        inArray(homeChargingPricingMethods.userId, [...userIds]),
      ),
    )
    .orderBy(asc(homeChargingPricingMethods.year));
}

export async function replaceMethods(
  db: Executor,
  companyId: string,
  userId: string,
  methods: readonly { year: number; method: 'CONTRACT' | 'AVERAGE' }[],
) {
  await db
    .delete(homeChargingPricingMethods)
    .where(and(eq(homeChargingPricingMethods.companyId, companyId), eq(homeChargingPricingMethods.userId, userId)));
  if (methods.length > 0) {
    await db.insert(homeChargingPricingMethods).values(methods.map((m) => ({ ...m, userId, companyId })));
  }
}

/** The years in which the employee has approved activities, with the price source they were approved at. */
export async function approvedYears(db: Executor, companyId: string, userId: string) {
  return db
    .selectDistinct({
      year: sql<number>`substr(${homeChargingActivities.month}, 1, 4)::int`,
      source: homeChargingActivities.priceSource,
    })
    .from(homeChargingActivities)
    .where(
      and(
        eq(homeChargingActivities.companyId, companyId),
        eq(homeChargingActivities.userId, userId),
        eq(homeChargingActivities.status, 'APPROVED'),
      ),
    );
}

// Contracts

const contractWithPerson = (db: Executor) =>
  db
    .select({ contract: homeChargingContracts, person: personColumns })
    .from(homeChargingContracts)
    .innerJoin(users, eq(users.id, homeChargingContracts.userId));
export type ContractWithPerson = { contract: ContractRow; person: PersonRow };

export async function insertContract(db: Executor, companyId: string, values: ContractInsert): Promise<string> {
  const [row] = await db
    .insert(homeChargingContracts)
    .values({ ...values, companyId })
    .returning({ id: homeChargingContracts.id });
  return row!.id;
}

export async function findContract(db: Executor, companyId: string, id: string): Promise<ContractWithPerson | null> {
  const [row] = await contractWithPerson(db).where(
    and(eq(homeChargingContracts.companyId, companyId), eq(homeChargingContracts.id, id)),
  );
  return (row as ContractWithPerson | undefined) ?? null;
}

export async function lockContract(db: Executor, companyId: string, id: string): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(homeChargingContracts)
    .where(and(eq(homeChargingContracts.companyId, companyId), eq(homeChargingContracts.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateContract(
  db: Executor,
  companyId: string,
  id: string,
  change: ContractChange,
  readVersion?: number,
): Promise<boolean> {
  const changed = await db
    .update(homeChargingContracts)
    .set({ ...change, ...nextVersion(homeChargingContracts) })
    .where(
      and(
        eq(homeChargingContracts.companyId, companyId),
        eq(homeChargingContracts.id, id),
        versionIs(homeChargingContracts, readVersion),
      ),
    )
    .returning({ id: homeChargingContracts.id });
  return changed.length > 0;
}

export async function deleteContract(db: Executor, companyId: string, id: string) {
  await db
    .delete(homeChargingContracts)
    .where(and(eq(homeChargingContracts.companyId, companyId), eq(homeChargingContracts.id, id)));
}

export async function listContractsOfUser(db: Executor, companyId: string, userId: string) {
  const rows = await contractWithPerson(db)
    .where(and(eq(homeChargingContracts.companyId, companyId), eq(homeChargingContracts.userId, userId)))
    .orderBy(desc(homeChargingContracts.validFrom));
  return rows as ContractWithPerson[];
}

/** Approved contracts ending between the two days (inclusive) whose owner has not been reminded yet. */
export async function listContractsEndingUnreminded(db: Executor, companyId: string, from: string, until: string) {
  return db
    .select({
      id: homeChargingContracts.id,
      supplier: homeChargingContracts.supplier,
      validUntil: homeChargingContracts.validUntil,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      culture: users.culture,
    })
    .from(homeChargingContracts)
    .innerJoin(users, eq(users.id, homeChargingContracts.userId))
    .where(
      and(
        eq(homeChargingContracts.companyId, companyId),
        eq(homeChargingContracts.status, 'APPROVED'),
        sql`${homeChargingContracts.reminderSentAt} is null`,
        gte(homeChargingContracts.validUntil, from),
        lte(homeChargingContracts.validUntil, until),
        eq(users.status, 'ACTIVE'),
      ),
    );
}

/**
 * Marks a contract's end as reminded of (null gives the mark back); answers whether this call
 * changed it, so that two runs at once send one mail. The version stays: nothing the owner edits.
 */
export async function markContractReminded(db: Executor, companyId: string, id: string, at: Date | null) {
  const changed = await db
    .update(homeChargingContracts)
    .set({ reminderSentAt: at })
    .where(
      and(
        eq(homeChargingContracts.companyId, companyId),
        eq(homeChargingContracts.id, id),
        at ? sql`${homeChargingContracts.reminderSentAt} is null` : undefined,
      ),
    )
    .returning({ id: homeChargingContracts.id });
  return changed.length > 0;
}

export interface ReviewFilter {
  status?: ChargingReviewStatus;
  month?: string;
  search?: string;
}

export async function listContracts(db: Executor, companyId: string, filter: ReviewFilter) {
  const first = filter.month ? `${filter.month}-01` : null;
  const rows = await contractWithPerson(db)
    .where(
      and(
        eq(homeChargingContracts.companyId, companyId),
        filter.status ? eq(homeChargingContracts.status, filter.status) : undefined,
        first
          ? and(
              lte(homeChargingContracts.validFrom, sql`(${first}::date + interval '1 month' - interval '1 day')::date`),
              or(sql`${homeChargingContracts.validUntil} is null`, gte(homeChargingContracts.validUntil, first)),
            )
          : undefined,
        searchOn(filter.search),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), desc(homeChargingContracts.validFrom));
  return rows as ContractWithPerson[];
}

export async function countContracts(db: Executor, companyId: string) {
  return db
    .select({ status: homeChargingContracts.status, count: sql<number>`count(*)::int` })
    .from(homeChargingContracts)
    .where(eq(homeChargingContracts.companyId, companyId))
    .groupBy(homeChargingContracts.status);
}

// Activities

const activityWithPerson = (db: Executor) =>
  db
    .select({ activity: homeChargingActivities, person: personColumns })
    .from(homeChargingActivities)
    .innerJoin(users, eq(users.id, homeChargingActivities.userId));
export type ActivityWithPerson = { activity: ActivityRow; person: PersonRow };

export async function insertActivity(db: Executor, companyId: string, values: ActivityInsert): Promise<string> {
  const [row] = await db
    .insert(homeChargingActivities)
    .values({ ...values, companyId })
    .returning({ id: homeChargingActivities.id });
  return row!.id;
}

export async function findActivity(db: Executor, companyId: string, id: string): Promise<ActivityWithPerson | null> {
  const [row] = await activityWithPerson(db).where(
    and(eq(homeChargingActivities.companyId, companyId), eq(homeChargingActivities.id, id)),
  );
  return (row as ActivityWithPerson | undefined) ?? null;
}

export async function lockActivity(db: Executor, companyId: string, id: string): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(homeChargingActivities)
    .where(and(eq(homeChargingActivities.companyId, companyId), eq(homeChargingActivities.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateActivity(
  db: Executor,
  companyId: string,
  id: string,
  change: ActivityChange,
  readVersion?: number,
): Promise<boolean> {
  const changed = await db
    .update(homeChargingActivities)
    .set({ ...change, ...nextVersion(homeChargingActivities) })
    .where(
      and(
        eq(homeChargingActivities.companyId, companyId),
        eq(homeChargingActivities.id, id),
        versionIs(homeChargingActivities, readVersion),
      ),
    )
    .returning({ id: homeChargingActivities.id });
  return changed.length > 0;
}

export async function deleteActivity(db: Executor, companyId: string, id: string) {
  await db
    .delete(homeChargingActivities)
    .where(and(eq(homeChargingActivities.companyId, companyId), eq(homeChargingActivities.id, id)));
}

export async function listActivitiesOfUser(db: Executor, companyId: string, userId: string) {
  const rows = await activityWithPerson(db)
    .where(and(eq(homeChargingActivities.companyId, companyId), eq(homeChargingActivities.userId, userId)))
    .orderBy(desc(homeChargingActivities.month), desc(homeChargingActivities.submittedAt));
  return rows as ActivityWithPerson[];
}

/** The activity of the month that still counts (not rejected), if any. */
export async function findLiveActivityOfMonth(db: Executor, companyId: string, userId: string, month: string) {
  const [row] = await db
    .select({ id: homeChargingActivities.id })
    .from(homeChargingActivities)
    .where(
      and(
        eq(homeChargingActivities.companyId, companyId),
        eq(homeChargingActivities.userId, userId),
        eq(homeChargingActivities.month, month),
        ne(homeChargingActivities.status, 'REJECTED'),
      ),
    );
  return row ?? null;
}

/** The end reading on the meter of the employee's latest earlier month that was not rejected. */
export async function findPreviousEndReading(
  db: Executor,
  companyId: string,
  userId: string,
  meterId: string,
  month: string,
): Promise<string | null> {
  const [row] = await db
    .select({ endReading: homeChargingActivities.endReading })
    .from(homeChargingActivities)
    .where(
      and(
        eq(homeChargingActivities.companyId, companyId),
        eq(homeChargingActivities.userId, userId),
        eq(homeChargingActivities.meterId, meterId),
        sql`${homeChargingActivities.month} < ${month}`,
        ne(homeChargingActivities.status, 'REJECTED'),
      ),
    )
    .orderBy(desc(homeChargingActivities.month))
    .limit(1);
  return row?.endReading ?? null;
}

/** EV charging expenses of the employee dated in the month, not rejected: a second claim of the same electricity. */
export async function countChargingExpenses(db: Executor, companyId: string, userId: string, month: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(expenses)
    .where(
      and(
        eq(expenses.companyId, companyId),
        eq(expenses.userId, userId),
        eq(expenses.type, 'EV_CHARGING'),
        sql`to_char(${expenses.date}, 'YYYY-MM') = ${month}`,
        ne(expenses.status, 'REJECTED'),
      ),
    );
  return row?.count ?? 0;
}

export async function listActivities(db: Executor, companyId: string, filter: ReviewFilter) {
  const rows = await activityWithPerson(db)
    .where(
      and(
        eq(homeChargingActivities.companyId, companyId),
        filter.status ? eq(homeChargingActivities.status, filter.status) : undefined,
        filter.month ? eq(homeChargingActivities.month, filter.month) : undefined,
        searchOn(filter.search),
      ),
    )
    .orderBy(desc(homeChargingActivities.month), asc(users.lastName), asc(users.firstName));
  return rows as ActivityWithPerson[];
}

export async function countActivities(db: Executor, companyId: string, month: string | undefined) {
  return db
    .select({ status: homeChargingActivities.status, count: sql<number>`count(*)::int` })
    .from(homeChargingActivities)
    .where(
      and(eq(homeChargingActivities.companyId, companyId), month ? eq(homeChargingActivities.month, month) : undefined),
    )
    .groupBy(homeChargingActivities.status);
}

/** Approved activities of the month with their people: what payroll books. */
export async function listApprovedActivitiesOfMonth(db: Executor, companyId: string, month: string) {
  const rows = await activityWithPerson(db)
    .where(
      and(
        eq(homeChargingActivities.companyId, companyId),
        eq(homeChargingActivities.month, month),
        eq(homeChargingActivities.status, 'APPROVED'),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows as ActivityWithPerson[];
}

/** Activities of the months [from, to], for the company data export. */
export async function listActivitiesBetween(db: Executor, companyId: string, from: string, to: string) {
  const rows = await activityWithPerson(db)
    .where(
      and(
        eq(homeChargingActivities.companyId, companyId),
        gte(homeChargingActivities.month, from),
        lte(homeChargingActivities.month, to),
      ),
    )
    .orderBy(asc(homeChargingActivities.month), asc(homeChargingActivities.id));
  return rows as ActivityWithPerson[];
}

export function listEvents(db: Executor, companyId: string, subjectId: string) {
  return listAuditEvents(db, companyId, 'home-charging', subjectId);
}
