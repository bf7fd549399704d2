import { type SessionUser, type SessionUserBase, withDerivedFlags } from '@mobilo/contract';
import type { SessionUserRow } from './users.repository';

/** Database row -> the contract's session user with its derived flags. */
export function presentSessionUser(row: SessionUserRow, companySSOAuthentication: boolean): SessionUser {
  return withDerivedFlags(presentSessionUserBase(row, companySSOAuthentication));
}

/** The stored fields of the session user, which the managed user extends. */
export function presentSessionUserBase(row: SessionUserRow, companySSOAuthentication: boolean): SessionUserBase {
  const { user, role, company, budgetGroup, personioConnected } = row;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    budget: user.monthlyBudget,
    personalNumber: user.personalNumber,
    status: user.status,
    createdDate: user.createdAt.toISOString(),
    isTrial: user.isTrial,
    isInternal: user.isInternal,
    userType: user.userType,
    timezone: user.timezone,
    budgetClass: budgetGroup ? { id: budgetGroup.id, name: budgetGroup.name } : null,
    budgetOverflowStarts: user.budgetOverflowStarts,
    culture: user.culture,
    role: { id: role.id, name: role.name, rights: role.rights },
    company: {
      id: company.id,
      name: company.name,
      currency: company.currency,
      country: company.country,
      isPersonioActive: company.isPersonioActive && personioConnected === true,
      reseller: company.reseller,
      defaultUserType: company.defaultUserType,
    },
    registerDate: user.registerDate?.toISOString() ?? null,
    companyMobilityBudget: user.companyMobilityBudget,
    companyMobilityDescription: user.companyMobilityDescription,
    onlyExternalAuthentication: user.onlyExternalAuthentication,
    mLoginId: user.mLoginId,
    homeCharging: user.homeCharging,
    companySSOAuthentication,
    isSupportUser: user.isSupportUser,
    privacyPolicyVersion: user.privacyPolicyVersion,
    privacyPolicyAcceptedAt: user.privacyPolicyAcceptedAt?.toISOString() ?? null,
  };
}
