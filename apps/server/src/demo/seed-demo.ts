import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { budgetGroups } from '../db/schema/budget-groups';
import { companies } from '../db/schema/companies';
import { roles } from '../db/schema/roles';
import { users } from '../db/schema/users';
import { addMonths, currentPeriod, currentPrivacyPolicyVersion, firstDayOfPeriod } from '@mobilo/contract';
import { setLicences } from '../modules/licences/licences.service';
import { allowReceiptLessUpToMaximum } from '../modules/receipt-less/receipt-less.service';
import { createDefaultTaxBuckets } from '../modules/tax-buckets/tax-buckets.service';
import { hashPassword } from '../platform/passwords';
import type { FileStorage } from '../platform/files/file-storage';
import { importSampleRatesIfEmpty } from '../modules/exchange-rates/exchange-rates.service';
import { createPeriodsForCompany, findPeriod, type PeriodRow } from '../modules/periods/periods.service';
import { freezeInvoicedPeriod } from '../modules/tax-export/payroll-freeze.service';
import { periods } from '../db/schema/periods';
import { type DemoCompany, demoCompanies, demoPassword } from './demo-data';
import { seedDemoCards } from './demo-cards';
import { seedDemoExpenses } from './demo-expenses';
import { seedDemoHomeCharging } from './demo-home-charging';
import { seedDemoPartnerOffers } from './demo-partner-offers';
import { seedDemoTickets } from './demo-tickets';

/** The demo shows this month, the one before (both open) and the one before that (invoiced). */
const DEMO_MONTHS_BACK = 2;

/** Creates the demo companies, budget groups and accounts; what exists already is left alone. */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
): Promise<{ createdUsers: number; createdExpenses: number }> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    const roleIds = new Map((await tx.select().from(roles)).map((role) => [role.name, role.id]));
    await importSampleRatesIfEmpty(tx);
    let createdUsers = 0;
    let createdExpenses = 0;
    const companyIds = new Map<string, string>();
    for (const company of demoCompanies) {
      const { companyId, created } = await findOrCreateCompany(tx, company);
      companyIds.set(company.name, companyId);
      // Licences are set once; later changes by the operator are kept.
      if (created) await setLicences(tx, companyId, company.licences);
      // The demo shows the declaration without a receipt; a company's own choice is kept.
      if (created) await allowReceiptLessUpToMaximum(tx, companyId, new Date());
      await createDefaultTaxBuckets(tx, companyId, {
        TAX13: { isActive: company.netWageActive },
        ...(company.payroll && {
          TAX_FREE: { value: company.payroll.wageTypes.TAX_FREE },
          FLAT_15: { value: company.payroll.wageTypes.FLAT_15 },
          TAXABLE: { value: company.payroll.wageTypes.TAXABLE },
        }),
      });
      if (company.payroll) await seedPayrollNumbers(tx, companyId, company.payroll);
      createdUsers += await seedCompany(tx, companyId, company, roleIds, passwordHash);
      const invoiced = await seedPeriods(tx, companyId);
      await seedDemoTickets(tx, companyId, company);
      await seedDemoHomeCharging(tx, storage, companyId, company);
      await seedDemoCards(tx, companyId, company);
      const withExpenses = company.users.filter((u) => u.withExpenses).map((u) => u.email);
      createdExpenses += await seedDemoExpenses(tx, companyId, storage, withExpenses);
      // The invoiced month is frozen as the invoice freezes it, so its payroll lines exist.
      if (invoiced) await freezeInvoicedPeriod(tx, companyId, invoiced);
    }
    await seedDemoPartnerOffers(tx, companyIds.get('Other Trading AG')!);
    return { createdUsers, createdExpenses };
  });
}

/** Fills the DATEV numbers where nobody has set them; a company's own choice is kept. */
async function seedPayrollNumbers(
  tx: Executor,
  companyId: string,
  payroll: NonNullable<DemoCompany['payroll']>,
): Promise<void> {
  await tx
    .update(companies)
    .set({ consultantNumber: payroll.consultantNumber, clientNumber: payroll.clientNumber })
    .where(and(eq(companies.id, companyId), isNull(companies.consultantNumber), isNull(companies.clientNumber)));
}

/** Creates the periods; answers the oldest month when this run invoiced it, else null. */
async function seedPeriods(tx: Executor, companyId: string): Promise<PeriodRow | null> {
  const oldest = addMonths(currentPeriod(), -DEMO_MONTHS_BACK);
  const isNew = (await findPeriod(tx, companyId, oldest)) === null;
  await createPeriodsForCompany(tx, companyId, { from: oldest });
  // Only a freshly created oldest month is invoiced; later runs leave the periods as people left them.
  if (!isNew) return null;
  const [invoiced] = await tx
    .update(periods)
    .set({ isInvoiced: true, isClosed: true, invoicedAt: new Date() })
    .where(and(eq(periods.companyId, companyId), eq(periods.periodString, oldest)))
    .returning();
  return invoiced ?? null;
}

async function seedCompany(
  tx: Executor,
  companyId: string,
  demo: DemoCompany,
  roleIds: Map<string, string>,
  passwordHash: string,
): Promise<number> {
  const groupIds = new Map<string, string>();
  for (const group of demo.budgetGroups) {
    const [existing] = await tx
      .select({ id: budgetGroups.id })
      .from(budgetGroups)
      .where(and(eq(budgetGroups.companyId, companyId), eq(budgetGroups.name, group.name)));
    const id =
      existing?.id ??
      (
        await tx
          .insert(budgetGroups)
          .values({ companyId, ...group })
          .returning({ id: budgetGroups.id })
      )[0]!.id;
    groupIds.set(group.name, id);
  }
  const now = new Date();
  // Registered before the demo months begin, so that every demo month may hold their expenses.
  const registered = new Date(`${firstDayOfPeriod(addMonths(currentPeriod(), -DEMO_MONTHS_BACK - 1))}T00:00:00Z`);
  const inserted = await tx
    .insert(users)
    .values(
      demo.users.map((u) => ({
        companyId,
        email: u.email,
        passwordHash,
        roleId: roleIds.get(u.role)!,
        firstName: u.firstName,
        lastName: u.lastName,
        personalNumber: u.personalNumber,
        status: 'ACTIVE' as const,
        userType: u.userType,
        culture: u.culture,
        budgetGroupId: u.budgetGroup ? (groupIds.get(u.budgetGroup) ?? null) : null,
        isInternal: demo.isInternal,
        isTrial: demo.isTrialAccount,
        isSupportUser: u.isSupportUser ?? false,
        // The demo accounts have read the policy in force, so that nothing stands between sign-in and the app.
        privacyPolicyVersion: currentPrivacyPolicyVersion,
        privacyPolicyAcceptedAt: registered,
        registerDate: registered,
        invitedDate: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}

async function findOrCreateCompany(tx: Executor, demo: DemoCompany): Promise<{ companyId: string; created: boolean }> {
  const [existing] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, demo.name));
  if (existing) return { companyId: existing.id, created: false };
  const [created] = await tx
    .insert(companies)
    .values({
      name: demo.name,
      country: demo.country,
      currency: demo.currency,
      defaultUserType: demo.defaultUserType,
      defaultLanguage: demo.defaultLanguage,
      domains: demo.domains,
      isInternal: demo.isInternal,
      isTrialAccount: demo.isTrialAccount,
    })
    .returning({ id: companies.id });
  return { companyId: created!.id, created: true };
}
