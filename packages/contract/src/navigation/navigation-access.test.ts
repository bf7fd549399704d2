import { describe, expect, it } from 'vitest';
import type { RoleName } from '../vocabulary/roles';
import { noLicences } from '../licences/licence-rules';
import { guardDecision, menuItemState, type NavigationContext } from './navigation-access';
import { navigationEntry, navigationTable } from './navigation-table';
import type { RouteName } from './route-names';

const everything: NavigationContext = {
  role: 'ADMIN',
  licences: {
    benefit: 'PROFESSIONAL',
    card: true,
    germanyTicket: 'FULL',
    homeCharging: true,
    deals: true,
    personio: true,
    cutOffDate: null,
    churnDate: null,
  },
  isTrial: false,
  companyReseller: null,
  hasBudgetGroup: true,
  homeCharging: 'VARIABLE',
  hasCards: true,
  featureFlags: {
    CARD: true,
    GERMANY_TICKET: true,
    CARD_PAYROLL_EXPORT: true,
    DOWNLOAD_CENTER: true,
    HOME_CHARGING: true,
    HOME_CHARGING_CONTRACTS: true,
  },
  today: '2026-11-21',
};

function visibleMenu(context: NavigationContext): RouteName[] {
  return navigationTable.filter((entry) => menuItemState(entry, context) !== null).map((entry) => entry.route);
}

const employeeEntries: RouteName[] = [
  'Welcome',
  'Employee',
  'CardMyMobility',
  'BookingsMyTicket',
  'HomeChargingMyActivities',
  'HomeChargingMyContracts',
  'Partner',
];

describe('the menu with every licence and flag (spec 001 §6)', () => {
  it.each<[RoleName, RouteName[]]>([
    [
      'ADMIN',
      [
        ...employeeEntries,
        'Users',
        'Management',
        'Audit',
        'BudgetGroups',
        'TaxModules',
        'Bookings',
        'HomeChargingUsers',
        'HomeChargingActivities',
        'TaxConfiguration',
        'Integrations',
        'Branding',
        'Downloads',
      ],
    ],
    [
      'ADMIN_LIGHT',
      [
        ...employeeEntries,
        'Users',
        'Management',
        'BudgetGroups',
        'TaxModules',
        'Bookings',
        'HomeChargingUsers',
        'HomeChargingActivities',
        'TaxConfiguration',
        'Integrations',
        'Branding',
        'Downloads',
      ],
    ],
    [
      'CARD_ADMIN',
      [
        ...employeeEntries,
        'Users',
        'Management',
        'Audit',
        'BudgetGroups',
        'TaxModules',
        'CardManagement',
        'CardPayoutPlans',
        'CardWhitelists',
        'CardPayrollExports',
        'Bookings',
        'HomeChargingUsers',
        'HomeChargingActivities',
        'TaxConfiguration',
        'Integrations',
        'Branding',
        'Downloads',
      ],
    ],
    ['EXPENSE_CHECKER', ['Management', 'Audit', 'HomeChargingUsers', 'HomeChargingActivities']],
    ['ACCOUNTANT', ['Management', 'HomeChargingActivities', 'Downloads']],
    ['USER', employeeEntries],
    ['GOD', ['GodCompanies', 'GodUsers', 'GodSettings', 'GodFeatureFlags', 'GodCard', 'GodPartnerOffers']],
  ])('%s sees exactly its entries', (role, expected) => {
    expect(visibleMenu({ ...everything, role })).toEqual(expected);
  });
});

describe('licences', () => {
  it('locks every entry whose licence is missing, and shows the lock in the menu', () => {
    const context = { ...everything, licences: noLicences };
    expect(menuItemState(navigationEntry('Employee'), context)).toBe('locked');
    expect(menuItemState(navigationEntry('Management'), context)).toBe('locked');
    expect(menuItemState(navigationEntry('Partner'), context)).toBe('locked');
    expect(menuItemState(navigationEntry('Users'), context)).toBe('visible');
    expect(guardDecision(navigationEntry('Management'), context)).toBe('protectedFeature');
  });

  it('accepts a light or a professional benefit licence for the benefit entries', () => {
    const light = { ...everything, licences: { ...everything.licences, benefit: 'LIGHT' as const } };
    expect(menuItemState(navigationEntry('Audit'), light)).toBe('visible');
  });
});

describe('feature flags', () => {
  it.each<[RouteName, keyof NavigationContext['featureFlags']]>([
    ['CardMyMobility', 'CARD'],
    ['BookingsMyTicket', 'GERMANY_TICKET'],
    ['Bookings', 'GERMANY_TICKET'],
    ['HomeChargingUsers', 'HOME_CHARGING'],
    ['HomeChargingMyActivities', 'HOME_CHARGING'],
    ['HomeChargingMyContracts', 'HOME_CHARGING'],
    ['HomeChargingMyContracts', 'HOME_CHARGING_CONTRACTS'],
    ['Downloads', 'DOWNLOAD_CENTER'],
  ])('%s disappears without %s, and its route sends to welcome', (route, flag) => {
    const context = { ...everything, featureFlags: { ...everything.featureFlags, [flag]: false } };
    expect(menuItemState(navigationEntry(route), context)).toBeNull();
    expect(guardDecision(navigationEntry(route), context)).toBe('toWelcome');
  });

  it('a licensed area opened directly without its licence says so, even while its flag is off', () => {
    const context = {
      ...everything,
      licences: { ...everything.licences, germanyTicket: null },
      featureFlags: { ...everything.featureFlags, GERMANY_TICKET: false },
    };
    expect(menuItemState(navigationEntry('Bookings'), context)).toBeNull();
    expect(guardDecision(navigationEntry('Bookings'), context)).toBe('protectedFeature');
    expect(guardDecision(navigationEntry('Bookings'), { ...context, role: 'USER' })).toBe('toWelcome');
  });

  it('needs the payroll-export flag on top of the card flag for card payroll exports', () => {
    const context = {
      ...everything,
      role: 'CARD_ADMIN' as const,
      featureFlags: { ...everything.featureFlags, CARD_PAYROLL_EXPORT: false },
    };
    expect(menuItemState(navigationEntry('CardPayrollExports'), context)).toBeNull();
    expect(menuItemState(navigationEntry('CardManagement'), context)).toBe('visible');
  });
});

describe('permission flags', () => {
  it('removes the partner area for trial users and reseller companies, but not for the own marker', () => {
    expect(menuItemState(navigationEntry('Partner'), { ...everything, isTrial: true })).toBeNull();
    expect(menuItemState(navigationEntry('Partner'), { ...everything, companyReseller: 'PARTNER' })).toBeNull();
    expect(menuItemState(navigationEntry('Partner'), { ...everything, companyReseller: 'MOBILO' })).toBe('visible');
  });

  it('hides the partner area from trial users even without the deals licence, and refuses its route like any missing permission', () => {
    const trialWithoutDeals = { ...everything, isTrial: true, licences: { ...everything.licences, deals: false } };
    expect(menuItemState(navigationEntry('Partner'), trialWithoutDeals)).toBeNull();
    expect(guardDecision(navigationEntry('Partner'), { ...everything, isTrial: true })).toBe('protectedFeature');
    expect(guardDecision(navigationEntry('Partner'), { ...everything, companyReseller: 'PARTNER' })).toBe(
      'protectedFeature',
    );
  });

  it('compares the churn date by day: on the churn day still open, the day after protected', () => {
    const churnToday = { ...everything, licences: { ...everything.licences, churnDate: '2026-11-21' } };
    const churnYesterday = { ...everything, licences: { ...everything.licences, churnDate: '2026-11-20' } };
    expect(guardDecision(navigationEntry('Employee'), churnToday)).toBe('allow');
    expect(guardDecision(navigationEntry('Employee'), churnYesterday)).toBe('protectedFeature');
    expect(menuItemState(navigationEntry('Employee'), churnYesterday)).toBeNull();
  });

  it('needs a budget group for the expenses', () => {
    const context = { ...everything, role: 'USER' as const, hasBudgetGroup: false };
    expect(guardDecision(navigationEntry('Employee'), context)).toBe('protectedFeature');
  });

  it('gives a limited Germany ticket only to people without a budget group', () => {
    const limited = { ...everything.licences, germanyTicket: 'LIMITED' as const };
    expect(guardDecision(navigationEntry('BookingsMyTicket'), { ...everything, licences: limited })).toBe(
      'protectedFeature',
    );
    expect(
      guardDecision(navigationEntry('BookingsMyTicket'), { ...everything, licences: limited, hasBudgetGroup: false }),
    ).toBe('allow');
  });

  it('shows home charging only for the variable type and my card only with cards', () => {
    for (const route of ['HomeChargingMyActivities', 'HomeChargingMyContracts'] as const) {
      expect(menuItemState(navigationEntry(route), { ...everything, homeCharging: 'FIXED' })).toBeNull();
      expect(menuItemState(navigationEntry(route), { ...everything, homeCharging: null })).toBeNull();
      expect(menuItemState(navigationEntry(route), { ...everything, role: 'ACCOUNTANT' })).toBeNull();
      expect(
        guardDecision(navigationEntry(route), {
          ...everything,
          today: '2027-01-02',
          licences: { ...everything.licences, churnDate: '2027-01-01' },
        }),
      ).not.toBe('allow');
    }
    expect(menuItemState(navigationEntry('CardMyMobility'), { ...everything, hasCards: false })).toBeNull();
  });
});

describe('the route guard', () => {
  it('sends a role that may not open a route to welcome', () => {
    expect(guardDecision(navigationEntry('Users'), { ...everything, role: 'USER' })).toBe('toWelcome');
    expect(guardDecision(navigationEntry('Audit'), { ...everything, role: 'ACCOUNTANT' })).toBe('toWelcome');
    expect(guardDecision(navigationEntry('GodCompanies'), { ...everything, role: 'ADMIN' })).toBe('toWelcome');
  });

  it('lets a light admin open the expense review, which the menu offers to admins and checkers only', () => {
    const lightAdmin = { ...everything, role: 'ADMIN_LIGHT' as const };
    expect(guardDecision(navigationEntry('Audit'), lightAdmin)).toBe('allow');
    expect(menuItemState(navigationEntry('Audit'), lightAdmin)).toBeNull();
    expect(menuItemState(navigationEntry('Audit'), { ...everything, role: 'CARD_ADMIN' })).toBe('visible');
  });

  it('lets everyone open the welcome page, though only the employee area lists it', () => {
    for (const role of ['EXPENSE_CHECKER', 'ACCOUNTANT', 'GOD'] as const) {
      expect(guardDecision(navigationEntry('Welcome'), { ...everything, role })).toBe('allow');
      expect(menuItemState(navigationEntry('Welcome'), { ...everything, role })).toBeNull();
    }
  });
});
