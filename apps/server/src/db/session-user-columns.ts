import { and, eq, sql } from 'drizzle-orm';
import { budgetGroups } from './schema/budget-groups';
import { companies } from './schema/companies';
import { personioConfigs } from './schema/personio-configs';
import { roles } from './schema/roles';
import { companySsoConfigs } from './schema/sso';
import { users } from './schema/users';

/**
 * What a session's user is read with, by the users module alone or by the guard with the session
 * (one statement each): the user, role, budget group, Personio connection and company sign-in,
 * and of the company only what the session user shows. Not its style (logos of up to 256 KiB
 * each), which every check would carry and the session cache would keep once per session.
 * Joined with `users`, `roles`, `companies` and left-joined with `budget_groups` and
 * `personio_configs` on the user's company.
 */
export const sessionUserColumns = {
  user: users,
  role: roles,
  company: {
    id: companies.id,
    name: companies.name,
    currency: companies.currency,
    country: companies.country,
    isPersonioActive: companies.isPersonioActive,
    reseller: companies.reseller,
    defaultUserType: companies.defaultUserType,
  },
  budgetGroup: { id: budgetGroups.id, name: budgetGroups.name },
  personioConnected: personioConfigs.isActive,
  // Said here, so that a session's user is one statement (the sign-in screen offers Microsoft by it).
  companySsoEnabled: sql<boolean>`exists (select 1 from ${companySsoConfigs}
    where ${and(eq(companySsoConfigs.companyId, users.companyId), eq(companySsoConfigs.provider, 'MICROSOFT'))})`,
};
