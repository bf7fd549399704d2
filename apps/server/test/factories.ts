import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultTaxBuckets, noLicences, type RoleName } from '@mobilo/contract';
import type { Database } from '../src/db/client';
import { budgetGroups } from '../src/db/schema/budget-groups';
import { expenses } from '../src/db/schema/expenses';
import { companies } from '../src/db/schema/companies';
import { periods } from '../src/db/schema/periods';
import { roles } from '../src/db/schema/roles';
import { taxBuckets } from '../src/db/schema/tax-buckets';
import { users } from '../src/db/schema/users';
import { hashPassword } from '../src/platform/passwords';
import { setLicences } from '../src/modules/licences/licences.service';
import { setFeatureFlag } from '../src/modules/flags/feature-flags.service';

export const TEST_PASSWORD = 'Test!Passw0rd';
let passwordHash: Promise<string> | undefined;

export async function buildCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  return company!;
}

export async function buildBudgetGroup(
  db: Database,
  companyId: string,
  overrides: Partial<typeof budgetGroups.$inferInsert> = {},
) {
  const [group] = await db
    .insert(budgetGroups)
    .values({ companyId, name: `Group ${randomUUID().slice(0, 8)}`, budget: '100.00', ...overrides })
    .returning();
  return group!;
}

export async function buildUser(
  db: Database,
  options: { companyId: string; role?: RoleName } & Partial<typeof users.$inferInsert>,
) {
  const { role = 'USER', ...overrides } = options;
  const [roleRow] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID()}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      status: 'ACTIVE',
      passwordHash: await passwordHash,
      roleId: roleRow!.id,
      ...overrides,
    })
    .returning();
  return user!;
}

/** Signs in through the real endpoint and returns the Cookie header for later requests. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'mobilo_session');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** The default tax buckets of a company, with the TAX13 (net wage) bucket on or off. */
export async function buildTaxBuckets(db: Database, companyId: string, options: { tax13Active: boolean }) {
  await db.insert(taxBuckets).values(
    defaultTaxBuckets.map((bucket) => ({
      companyId,
      ...bucket,
      isActive: bucket.taxBudgetType === 'TAX13' ? options.tax13Active : bucket.isActive,
    })),
  );
}

/** Signs in one user of each role of a company and returns their cookies by role. */
export async function signInRoles(
  app: FastifyInstance,
  db: Database,
  companyId: string,
  roleNames: readonly RoleName[],
) {
  const cookies = {} as Record<RoleName, string>;
  const ids = {} as Record<RoleName, string>;
  for (const role of roleNames) {
    const user = await buildUser(db, { companyId, role, userType: 'PROFESSIONAL' });
    ids[role] = user.id;
    cookies[role] = await signIn(app, user.email);
  }
  return { cookies, ids };
}

/** The error answer's code and parameter, after checking its status, shape and (when given) parameter. */
export function expectErrorResponse(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
  parameter?: string | null,
) {
  const body = response.json() as { statusCode: number; reason: { errorCode: string; parameter: string | null } };
  const parameterDiffers = parameter !== undefined && body.reason?.parameter !== parameter;
  if (response.statusCode !== status || body.reason?.errorCode !== code || parameterDiffers) {
    throw new Error(
      `expected ${status} ${code} ${parameter ?? ''}, got ${response.statusCode} ${JSON.stringify(body)}`,
    );
  }
  return body.reason;
}

export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'mobilo_session');
  if (!cookie) throw new Error('no session cookie set');
  return `${cookie.name}=${cookie.value}`;
}

/**
 * An expense stored as it would be after its owner's calls, in the company currency (EUR), dated
 * on the first day of `period` unless `date` is given. The period must exist.
 */
export async function buildExpense(
  db: Database,
  options: { companyId: string; userId: string; period: string; cost?: string } & Partial<typeof expenses.$inferInsert>,
) {
  const { companyId, userId, period, cost = '10.00', ...overrides } = options;
  const [periodRow] = await db
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.companyId, companyId), eq(periods.periodString, period)));
  if (!periodRow) throw new Error(`no period ${period}`);
  const [expense] = await db
    .insert(expenses)
    .values({
      companyId,
      userId,
      periodId: periodRow.id,
      date: `${period.slice(0, 4)}-${period.slice(4, 6)}-01`,
      status: 'SUBMITTED',
      tripToWork: true,
      type: 'GERMANY_TICKET',
      origin: 'HOME',
      cost,
      originalCost: cost,
      originalCurrency: 'EUR',
      targetCurrency: 'EUR',
      submittedAt: new Date(),
      submittedBy: userId,
      ...overrides,
    })
    .returning();
  return expense!;
}

/** Gives the company the Germany ticket: the licence (full or limited) and the GERMANY_TICKET flag. */
export async function enableGermanyTicket(db: Database, companyId: string, licence: 'FULL' | 'LIMITED' = 'FULL') {
  await setLicences(db, companyId, { ...noLicences, germanyTicket: licence });
  await setFeatureFlag(db, companyId, 'GERMANY_TICKET', true);
}

/** Gives the company home charging: the licence and the HOME_CHARGING flag (with contracts unless told). */
export async function enableHomeCharging(db: Database, companyId: string, options: { contracts?: boolean } = {}) {
  await setLicences(db, companyId, { ...noLicences, homeCharging: true });
  await setFeatureFlag(db, companyId, 'HOME_CHARGING', true);
  await setFeatureFlag(db, companyId, 'HOME_CHARGING_CONTRACTS', options.contracts ?? true);
}
