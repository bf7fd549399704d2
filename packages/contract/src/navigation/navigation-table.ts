import { employeeAreaRoles, type RoleName } from '../vocabulary/roles';
import type { FeatureFlagName } from '../flags/feature-flags';
import type { LicenceName } from '../licences/licence-rules';
import type { RouteName } from './route-names';

/** Conditions on the user and company beyond role and licence (spec 001 §6 "Permission flags"). */
export type PermissionFlag =
  | 'nonReseller'
  | 'nonTrial'
  | 'germanyTicketLimited'
  | 'hasBudgetGroup'
  | 'cutOffDateNotExceeded'
  | 'homeChargingVariable'
  | 'hasCards';

/** Feature flags that switch menu entries on (spec 001 §6). */
export const navigationFeatureFlags = [
  'CARD',
  'GERMANY_TICKET',
  'CARD_PAYROLL_EXPORT',
  'DOWNLOAD_CENTER',
  'HOME_CHARGING',
  'HOME_CHARGING_CONTRACTS',
] as const satisfies readonly FeatureFlagName[];
export type NavigationFeatureFlag = (typeof navigationFeatureFlags)[number];

export type NavigationArea = 'employee' | 'god' | 'admin';
export type NavigationGroup = 'benefit' | 'card' | 'homeCharging' | 'godSettings';

export interface NavigationEntry {
  route: RouteName;
  area: NavigationArea;
  group?: NavigationGroup;
  /** Who may open the route. */
  roles: readonly RoleName[];
  /** Who sees it in the sidebar, when that differs from who may open it. */
  menuRoles?: readonly RoleName[];
  /** Any one of these licences unlocks the entry. */
  licences?: readonly LicenceName[];
  /** All of these must hold. */
  permissions?: readonly PermissionFlag[];
  /** All of these must be on. */
  featureFlags?: readonly NavigationFeatureFlag[];
}

const allRoles: readonly RoleName[] = [
  'ADMIN',
  'ADMIN_LIGHT',
  'CARD_ADMIN',
  'EXPENSE_CHECKER',
  'ACCOUNTANT',
  'USER',
  'GOD',
];
const anyAdmin: readonly RoleName[] = ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'];
const employeeArea = employeeAreaRoles;
const benefit: readonly LicenceName[] = ['light', 'professional'];

/**
 * The one table from which the sidebar, the route guards and the protected-feature dialog derive
 * (spec 001 §2 "Shell: side menu" and §6). Order is the sidebar's order.
 */
export const navigationTable: readonly NavigationEntry[] = [
  { route: 'Welcome', area: 'employee', roles: allRoles, menuRoles: employeeArea },
  {
    route: 'Employee',
    area: 'employee',
    roles: employeeArea,
    licences: benefit,
    permissions: ['hasBudgetGroup', 'cutOffDateNotExceeded'],
  },
  {
    route: 'CardMyMobility',
    area: 'employee',
    roles: employeeArea,
    licences: ['card'],
    permissions: ['hasCards', 'cutOffDateNotExceeded'],
    featureFlags: ['CARD'],
  },
  {
    route: 'BookingsMyTicket',
    area: 'employee',
    roles: employeeArea,
    licences: ['germanyTicket'],
    permissions: ['germanyTicketLimited'],
    featureFlags: ['GERMANY_TICKET'],
  },
  {
    route: 'HomeChargingMyActivities',
    area: 'employee',
    group: 'homeCharging',
    roles: employeeArea,
    licences: ['homeCharging'],
    permissions: ['homeChargingVariable', 'cutOffDateNotExceeded'],
    featureFlags: ['HOME_CHARGING'],
  },
  {
    route: 'HomeChargingMyContracts',
    area: 'employee',
    group: 'homeCharging',
    roles: employeeArea,
    licences: ['homeCharging'],
    permissions: ['homeChargingVariable', 'cutOffDateNotExceeded'],
    // Without the contracts flag every company uses the official average: no contract to submit.
    featureFlags: ['HOME_CHARGING', 'HOME_CHARGING_CONTRACTS'],
  },
  {
    route: 'Partner',
    area: 'employee',
    roles: employeeArea,
    licences: ['deals'],
    permissions: ['nonReseller', 'nonTrial', 'cutOffDateNotExceeded'],
  },
  { route: 'GodCompanies', area: 'god', roles: ['GOD'] },
  { route: 'GodUsers', area: 'god', roles: ['GOD'] },
  { route: 'GodSettings', area: 'god', group: 'godSettings', roles: ['GOD'] },
  { route: 'GodFeatureFlags', area: 'god', group: 'godSettings', roles: ['GOD'] },
  { route: 'GodCard', area: 'god', roles: ['GOD'] },
  { route: 'GodPartnerOffers', area: 'god', roles: ['GOD'] },
  { route: 'Users', area: 'admin', roles: anyAdmin },
  {
    route: 'Management',
    area: 'admin',
    group: 'benefit',
    roles: [...anyAdmin, 'EXPENSE_CHECKER', 'ACCOUNTANT'],
    licences: benefit,
  },
  {
    route: 'Audit',
    area: 'admin',
    group: 'benefit',
    roles: [...anyAdmin, 'EXPENSE_CHECKER'],
    // The side menu offers the review to admins and checkers only; a light admin may still open it.
    menuRoles: ['ADMIN', 'CARD_ADMIN', 'EXPENSE_CHECKER'],
    licences: benefit,
  },
  { route: 'BudgetGroups', area: 'admin', group: 'benefit', roles: anyAdmin, licences: benefit },
  { route: 'TaxModules', area: 'admin', group: 'benefit', roles: anyAdmin, licences: benefit },
  {
    route: 'CardManagement',
    area: 'admin',
    group: 'card',
    roles: ['CARD_ADMIN'],
    licences: ['card'],
    featureFlags: ['CARD'],
  },
  {
    route: 'CardPayoutPlans',
    area: 'admin',
    group: 'card',
    roles: ['CARD_ADMIN'],
    licences: ['card'],
    featureFlags: ['CARD'],
  },
  {
    route: 'CardWhitelists',
    area: 'admin',
    group: 'card',
    roles: ['CARD_ADMIN'],
    licences: ['card'],
    featureFlags: ['CARD'],
  },
  {
    route: 'CardPayrollExports',
    area: 'admin',
    group: 'card',
    roles: ['CARD_ADMIN'],
    licences: ['card'],
    featureFlags: ['CARD', 'CARD_PAYROLL_EXPORT'],
  },
  { route: 'Bookings', area: 'admin', roles: anyAdmin, licences: ['germanyTicket'], featureFlags: ['GERMANY_TICKET'] },
  {
    route: 'HomeChargingUsers',
    area: 'admin',
    group: 'homeCharging',
    roles: [...anyAdmin, 'EXPENSE_CHECKER'],
    licences: ['homeCharging'],
    featureFlags: ['HOME_CHARGING'],
  },
  {
    route: 'HomeChargingActivities',
    area: 'admin',
    group: 'homeCharging',
    roles: [...anyAdmin, 'EXPENSE_CHECKER', 'ACCOUNTANT'],
    licences: ['homeCharging'],
    featureFlags: ['HOME_CHARGING'],
  },
  { route: 'TaxConfiguration', area: 'admin', roles: anyAdmin },
  { route: 'Integrations', area: 'admin', roles: anyAdmin },
  { route: 'Branding', area: 'admin', roles: anyAdmin },
  { route: 'Downloads', area: 'admin', roles: [...anyAdmin, 'ACCOUNTANT'], featureFlags: ['DOWNLOAD_CENTER'] },
];

export function navigationEntry(route: RouteName): NavigationEntry {
  const entry = navigationTable.find((e) => e.route === route);
  if (!entry) throw new Error(`No navigation entry for ${route}`);
  return entry;
}
