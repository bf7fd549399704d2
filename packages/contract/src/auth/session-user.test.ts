import { describe, expect, it } from 'vitest';
import type { RoleName } from '../vocabulary/roles';
import { type SessionUserBase, withDerivedFlags } from './session-user';

function baseUser(role: RoleName, overrides: Partial<SessionUserBase> = {}): SessionUserBase {
  return {
    id: 'u1',
    email: 'a@b.de',
    firstName: 'A',
    lastName: 'B',
    budget: null,
    personalNumber: null,
    status: 'ACTIVE',
    createdDate: '2026-01-01T00:00:00.000Z',
    isTrial: false,
    isInternal: false,
    userType: 'PROFESSIONAL',
    timezone: 'Europe/Berlin',
    budgetClass: null,
    budgetOverflowStarts: null,
    culture: 'en',
    role: { id: 'r1', name: role, rights: [] },
    company: {
      id: 'c1',
      name: 'C',
      currency: 'EUR',
      country: 'DE',
      isPersonioActive: false,
      reseller: null,
      defaultUserType: 'LIGHT',
    },
    registerDate: null,
    companyMobilityBudget: null,
    companyMobilityDescription: null,
    onlyExternalAuthentication: false,
    mLoginId: null,
    homeCharging: null,
    companySSOAuthentication: false,
    isSupportUser: false,
    privacyPolicyVersion: null,
    privacyPolicyAcceptedAt: null,
    ...overrides,
  };
}

describe('withDerivedFlags', () => {
  it.each<[RoleName, boolean]>([
    ['ADMIN', true],
    ['ADMIN_LIGHT', true],
    ['CARD_ADMIN', true],
    ['EXPENSE_CHECKER', false],
    ['ACCOUNTANT', false],
    ['USER', false],
    ['GOD', false],
  ])('%s counts as admin: %s', (role, isAdmin) => {
    expect(withDerivedFlags(baseUser(role)).isAdmin).toBe(isAdmin);
  });

  it('derives checker, accountant and god from the role', () => {
    expect(withDerivedFlags(baseUser('EXPENSE_CHECKER')).isChecker).toBe(true);
    expect(withDerivedFlags(baseUser('ACCOUNTANT')).isAccountant).toBe(true);
    expect(withDerivedFlags(baseUser('GOD')).isGod).toBe(true);
    expect(withDerivedFlags(baseUser('USER'))).toMatchObject({ isChecker: false, isAccountant: false, isGod: false });
  });

  it('derives light and budget group from the user', () => {
    const user = withDerivedFlags(baseUser('USER', { userType: 'LIGHT', budgetClass: { id: 'g', name: 'G' } }));
    expect(user.isLight).toBe(true);
    expect(user.hasBudgetGroup).toBe(true);
    expect(withDerivedFlags(baseUser('USER')).hasBudgetGroup).toBe(false);
  });
});
