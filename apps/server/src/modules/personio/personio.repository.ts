import type { RoleName } from '@mobilo/contract';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personioConfigs, personioSyncRuns } from '../../db/schema/personio-configs';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

export type PersonioConfigRow = typeof personioConfigs.$inferSelect;
export type PersonioRunRow = typeof personioSyncRuns.$inferSelect;

export async function findConfig(db: Executor, companyId: string): Promise<PersonioConfigRow | null> {
  const [row] = await db.select().from(personioConfigs).where(eq(personioConfigs.companyId, companyId));
  return row ?? null;
}

export async function upsertConfig(
  db: Executor,
  companyId: string,
  values: Partial<Omit<PersonioConfigRow, 'companyId'>> & { updatedAt: Date },
) {
  await db
    .insert(personioConfigs)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: personioConfigs.companyId, set: values });
}

export async function deactivateConfig(db: Executor, companyId: string, now: Date) {
  await db
    .update(personioConfigs)
    .set({ isActive: false, updatedAt: now })
    .where(eq(personioConfigs.companyId, companyId));
}

/** The companies whose integration is connected and active (the daily run). */
export async function listActiveCompanies(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ companyId: personioConfigs.companyId })
    .from(personioConfigs)
    .where(eq(personioConfigs.isActive, true));
  return rows.map((row) => row.companyId);
}

export async function insertRun(
  db: Executor,
  companyId: string,
  values: Omit<typeof personioSyncRuns.$inferInsert, 'companyId'>,
) {
  const [row] = await db
    .insert(personioSyncRuns)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

export async function updateRun(db: Executor, companyId: string, id: string, values: Partial<PersonioRunRow>) {
  const [row] = await db
    .update(personioSyncRuns)
    .set(values)
    .where(and(eq(personioSyncRuns.companyId, companyId), eq(personioSyncRuns.id, id)))
    .returning();
  return row ?? null;
}

export async function findRun(db: Executor, companyId: string, id: string): Promise<PersonioRunRow | null> {
  const [row] = await db
    .select()
    .from(personioSyncRuns)
    .where(and(eq(personioSyncRuns.companyId, companyId), eq(personioSyncRuns.id, id)));
  return row ?? null;
}

export async function listRuns(db: Executor, companyId: string, limit: number): Promise<PersonioRunRow[]> {
  return db
    .select()
    .from(personioSyncRuns)
    .where(eq(personioSyncRuns.companyId, companyId))
    .orderBy(desc(personioSyncRuns.startedAt), desc(personioSyncRuns.id))
    .limit(limit);
}

/** The unique index that lets one sync per company run at a time. */
export const ONE_RUNNING_SYNC = 'personio_sync_runs_one_running';

/**
 * Ends the company's syncs that started before `before` and never finished: their process
 * stopped, and a run left RUNNING would keep every later sync out.
 */
export async function failStaleApplyRuns(db: Executor, companyId: string, before: Date, now: Date) {
  await db
    .update(personioSyncRuns)
    .set({ status: 'FAILED', finishedAt: now, error: 'The sync stopped without finishing.' })
    .where(
      and(
        eq(personioSyncRuns.companyId, companyId),
        eq(personioSyncRuns.kind, 'APPLY'),
        eq(personioSyncRuns.status, 'RUNNING'),
        lt(personioSyncRuns.startedAt, before),
      ),
    );
}

export async function listCompanyUsers(db: Executor, companyId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      personalNumber: users.personalNumber,
      budgetGroupId: users.budgetGroupId,
      status: users.status,
      personioId: users.personioId,
      managedByHand: users.personioManagedByHand,
      entryDate: users.entryDate,
      scheduledDeactivationDate: users.scheduledDeactivationDate,
    })
    .from(users)
    .where(eq(users.companyId, companyId));
}

/** Which of the emails (lower case) belong to users of other companies. */
export async function findForeignEmails(db: Executor, companyId: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(ne(users.companyId, companyId), inArray(sql`lower(${users.email})`, emails)));
  return new Set(rows.map((row) => row.email));
}

export async function findRoleId(db: Executor, name: RoleName): Promise<string> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row!.id;
}
