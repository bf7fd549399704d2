import { and, eq, sql } from 'drizzle-orm';
import { grantImpersonation } from '../modules/auth/impersonation.service';
import { initFeatureFlag } from '../modules/flags/feature-flags.service';
import { sendInvitation } from '../modules/account/account.service';
import type { ServiceDeps } from '../platform/app-context';
import { budgetGroups } from '../db/schema/budget-groups';
import { companies } from '../db/schema/companies';
import { roles } from '../db/schema/roles';
import { users } from '../db/schema/users';

/** Invited but not registered: the invitation mail waits in the outbox (see /debug/mails). */
export const demoInvitee = { email: 'new@demo.test', firstName: 'Nina', lastName: 'Neu' } as const;

async function userId(deps: Pick<ServiceDeps, 'db'>, email: string) {
  const [row] = await deps.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row ?? null;
}

/**
 * The sign-in side of the demo: a pending invitation for the registration journey, and the demo
 * administrator allowed to act as the demo employee (the operator may act as anyone anyway), and
 * the city login switched on when one is configured (until someone switches it off).
 * Runs after `seedDemoData`; what exists already is left alone.
 */
export async function seedDemoSignIn(deps: ServiceDeps): Promise<void> {
  const [company] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Mobility GmbH'));
  if (!company) return;

  if (!(await userId(deps, demoInvitee.email))) {
    const [role] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'USER'));
    const [group] = await deps.db
      .select({ id: budgetGroups.id })
      .from(budgetGroups)
      .where(and(eq(budgetGroups.companyId, company.id), eq(budgetGroups.name, 'Standard')));
    const [created] = await deps.db
      .insert(users)
      .values({
        companyId: company.id,
        email: demoInvitee.email,
        firstName: demoInvitee.firstName,
        lastName: demoInvitee.lastName,
        roleId: role!.id,
        status: 'CREATED',
        userType: 'PROFESSIONAL',
        culture: 'en',
        budgetGroupId: group?.id ?? null,
        personalNumber: '1008',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) await sendInvitation(deps, null, { companyId: company.id, userId: created.id });
  }

  const admin = await userId(deps, 'admin@demo.test');
  const employee = await userId(deps, 'employee@demo.test');
  if (admin && employee)
    await grantImpersonation(deps, null, { companyId: company.id, impersonatorId: admin.id, userId: employee.id });
  if (deps.config.cityLogin) await initFeatureFlag(deps.db, null, 'CITY_LOGIN', true, deps.clock());
}
