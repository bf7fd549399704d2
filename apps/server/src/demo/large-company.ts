import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  addMonths,
  currentPeriod,
  type ExpenseStatus,
  firstDayOfPeriod,
  fromCents,
  lastDayOfPeriod,
  type MobilityType,
  mobilityTypesOfClass,
  type RoleName,
} from '@mobilo/contract';
import type { Database } from '../db/client';
import { budgetGroups } from '../db/schema/budget-groups';
import { companies } from '../db/schema/companies';
import { companyLicences } from '../db/schema/company-licences';
import { expenseFiles, expenses } from '../db/schema/expenses';
import { periods } from '../db/schema/periods';
import { roles } from '../db/schema/roles';
import { users } from '../db/schema/users';
import { createPeriodsForCompany } from '../modules/periods/periods.service';
import { hashPassword } from '../platform/passwords';
import { receiptKey } from '../platform/files/storage-keys';

export interface LargeCompanyOptions {
  employees: number;
  /** Expenses of each employee in each generated month. */
  expensesPerEmployee: number;
  /** The current month and the ones before it that get expenses. */
  months: number;
  password: string;
  now?: Date;
  /** Ends the company's name and its e-mail addresses; random unless given. */
  tag?: string;
}

export interface LargeCompany {
  companyId: string;
  name: string;
  adminEmail: string;
  checkerEmail: string;
  month: string;
  expenseCount: number;
}

/** A small deterministic generator, so two runs with the same sizes produce comparable data. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    hex: (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join(''),
  };
}

const statusMix: ExpenseStatus[] = [
  'SUBMITTED',
  'SUBMITTED',
  'SUBMITTED',
  'SUBMITTED',
  'SUBMITTED',
  'SUBMITTED',
  'READY',
  'INCOMPLETE',
  'REJECTED',
  'SUBMITTED',
];
const firstNames = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Katrin',
  'Lukas',
  'Mia',
  'Noah',
  'Olga',
  'Paul',
];
const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
];

/** Inserts rows in slices that stay far below PostgreSQL's limit of 65535 parameters per statement. */
async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * A company of the given size for load tests and benchmarks: one budget group, an admin, a
 * checker and the employees, each with expenses in every generated month (mostly submitted,
 * some checked, marked, rejected or drafts), one receipt row per expense (database rows only;
 * no receipt bytes are stored) and a few duplicates. Everything goes in with multi-row inserts.
 */
export async function generateLargeCompany(db: Database, options: LargeCompanyOptions): Promise<LargeCompany> {
  const now = options.now ?? new Date();
  const month = currentPeriod(now);
  const random = randomSource(options.employees * 7919 + options.expensesPerEmployee);
  const tag = options.tag ?? randomUUID().slice(0, 8);
  const name = `Large Company ${options.employees}x${options.expensesPerEmployee} ${tag}`;
  const [company] = await db
    .insert(companies)
    .values({ name, currency: 'EUR', country: 'DE' })
    .returning({ id: companies.id });
  const companyId = company!.id;
  // The review screens need a light or professional licence to open.
  await db.insert(companyLicences).values({ companyId, benefit: 'PROFESSIONAL' });
  const firstMonth = addMonths(month, -(options.months - 1));
  await createPeriodsForCompany(db, companyId, { from: addMonths(firstMonth, -1), now });
  const periodIds = new Map(
    (
      await db.select({ id: periods.id, p: periods.periodString }).from(periods).where(eq(periods.companyId, companyId))
    ).map((r) => [r.p, r.id]),
  );
  const types: MobilityType[] = mobilityTypesOfClass('local', 'individual');
  const [group] = await db
    .insert(budgetGroups)
    .values({
      companyId,
      name: 'Standard',
      budget: '100.00',
      overflowInterval: [12],
      companyMobilityTypes: types,
      privateMobilityTypes: types,
    })
    .returning({ id: budgetGroups.id });
  const roleIds = new Map((await db.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]));
  const passwordHash = await hashPassword(options.password);
  const registerDate = new Date(`${firstDayOfPeriod(addMonths(firstMonth, -1))}T00:00:00Z`);
  const adminEmail = `admin-${tag}@large.test`;
  const checkerEmail = `checker-${tag}@large.test`;
  const person = (email: string, role: RoleName, index: number) => ({
    id: randomUUID(),
    companyId,
    email,
    passwordHash,
    roleId: roleIds.get(role)!,
    firstName: random.pick(firstNames),
    lastName: `${random.pick(lastNames)} ${index}`,
    personalNumber: index % 50 === 0 ? null : String(100000 + index),
    status: 'ACTIVE' as const,
    userType: 'PROFESSIONAL' as const,
    budgetGroupId: group!.id,
    monthlyBudget: index % 10 === 0 ? '150.00' : null,
    registerDate,
  });
  const people = [
    person(adminEmail, 'ADMIN', 0),
    person(checkerEmail, 'EXPENSE_CHECKER', 1),
    ...Array.from({ length: options.employees }, (_, i) => person(`employee-${i}-${tag}@large.test`, 'USER', i + 2)),
  ];
  await insertInChunks(people, 1000, (chunk) => db.insert(users).values(chunk));

  const today = now.toISOString().slice(0, 10);
  const expenseRows: (typeof expenses.$inferInsert)[] = [];
  const fileRows: (typeof expenseFiles.$inferInsert)[] = [];
  for (const employee of people.slice(2)) {
    for (let m = 0; m < options.months; m += 1) {
      const period = addMonths(firstMonth, m);
      const lastDay = lastDayOfPeriod(period) < today ? lastDayOfPeriod(period) : today;
      let previousHash: string | null = null;
      for (let e = 0; e < options.expensesPerEmployee; e += 1) {
        const id = randomUUID();
        const status = random.pick(statusMix);
        const date = `${period.slice(0, 4)}-${period.slice(4, 6)}-${String(random.int(1, Number(lastDay.slice(8, 10)))).padStart(2, '0')}`;
        const cost = fromCents(random.int(200, 8000));
        const submitted = status === 'SUBMITTED' || status === 'REJECTED';
        const moment = new Date(`${date}T08:00:00Z`);
        const checked = status === 'SUBMITTED' && random.next() < 0.3;
        expenseRows.push({
          id,
          companyId,
          userId: employee.id,
          periodId: periodIds.get(period)!,
          date,
          status,
          tripToWork: random.next() < 0.6,
          type: random.pick(types),
          origin: 'HOME',
          cost,
          originalCost: cost,
          originalCurrency: 'EUR',
          targetCurrency: 'EUR',
          exchangeRate: '1.000000',
          exchangeRateDate: date,
          description: random.next() < 0.3 ? 'Generated expense' : null,
          isChecked: checked,
          checkerId: checked ? people[1]!.id : null,
          checkedAt: checked ? moment : null,
          isMarked: status === 'SUBMITTED' && !checked && random.next() < 0.05,
          createdAt: moment,
          createdBy: employee.id,
          modifiedAt: moment,
          modifiedBy: employee.id,
          submittedAt: submitted ? moment : null,
          submittedBy: submitted ? employee.id : null,
        });
        // About one receipt in a hundred is handed in twice, as the duplicate warning expects.
        const sha256: string = previousHash !== null && random.next() < 0.01 ? previousHash : random.hex(64);
        previousHash = sha256;
        if (status !== 'INCOMPLETE') {
          fileRows.push({
            companyId,
            expenseId: id,
            originalName: `receipt-${date}.pdf`,
            mimeType: 'application/pdf',
            size: random.int(20_000, 400_000),
            sha256,
            storageKey: receiptKey(companyId, id),
            createdAt: moment,
          });
        }
      }
    }
  }
  await insertInChunks(expenseRows, 1000, (chunk) => db.insert(expenses).values(chunk));
  await insertInChunks(fileRows, 2000, (chunk) => db.insert(expenseFiles).values(chunk));
  return { companyId, name, adminEmail, checkerEmail, month, expenseCount: expenseRows.length };
}
