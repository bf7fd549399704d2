import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { budgetGroups } from '../schema/budget-groups';
import { companies } from '../schema/companies';
import { roles } from '../schema/roles';
import { users } from '../schema/users';
import { createDefaultTaxBuckets } from '../../modules/tax-buckets/tax-buckets.service';
import { hashPassword } from '../../platform/passwords';
import { setLicences } from '../../modules/licences/licences.service';
import { type DemoCompany, demoCompanies, demoPassword } from './demo-data';

/** Creates the demo companies, budget groups and accounts; what exists already is left alone. */
export async function seedDemoData(db: Database): Promise<{ createdUsers: number }> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    const roleIds = new Map((await tx.select().from(roles)).map((role) => [role.name, role.id]));
    let createdUsers = 0;
    for (const company of demoCompanies) {
      createdUsers += await seedCompany(tx, company, roleIds, passwordHash);
    }
    return { createdUsers };
  });
}

async function seedCompany(
  tx: Executor,
  demo: DemoCompany,
  roleIds: Map<string, string>,
  passwordHash: string,
): Promise<number> {
  const { companyId, created } = await findOrCreateCompany(tx, demo);
  // Licences are set once; later changes by the operator are kept.
  if (created) await setLicences(tx, companyId, demo.licences);
  await createDefaultTaxBuckets(tx, companyId, { TAX13: { isActive: demo.netWageActive } });
  const groupIds = new Map<string, string>();
  for (const group of demo.budgetGroups) {
    const [existing] = await tx
      .select({ id: budgetGroups.id })
      .from(budgetGroups)
      .where(and(eq(budgetGroups.companyId, companyId), eq(budgetGroups.name, group.name)));
    const id =
      existing?.id ??
      (await tx.insert(budgetGroups).values({ companyId, ...group }).returning({ id: budgetGroups.id }))[0]!.id;
    groupIds.set(group.name, id);
  }
  const now = new Date();
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
        status: 'ACTIVE',
        userType: u.userType,
        culture: u.culture,
        budgetGroupId: u.budgetGroup ? (groupIds.get(u.budgetGroup) ?? null) : null,
        isInternal: demo.isInternal,
        registerDate: now,
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
    })
    .returning({ id: companies.id });
  return { companyId: created!.id, created: true };
}
