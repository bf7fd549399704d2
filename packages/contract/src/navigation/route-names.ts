/** The named routes of the authenticated area (spec 001 §2) with their paths. */
export const routePaths = {
  Welcome: '/welcome',
  Employee: '/expenses',
  CardMyMobility: '/card-my-mobility',
  BookingsMyTicket: '/bookings-my-ticket',
  HomeChargingMyActivities: '/home-charging/my-activities',
  /** Not named by the specification, which lists it in the menu beside my activities (spec 001 §6). */
  HomeChargingMyContracts: '/home-charging/my-contracts',
  Partner: '/partner',
  GodCompanies: '/god/companies',
  GodUsers: '/god/users',
  GodSettings: '/god/settings/rejection-reasons',
  /** Not named by the specification: where the operator switches feature flags (docs/adr/0014). */
  GodFeatureFlags: '/god/settings/feature-flags',
  GodCard: '/god/card',
  /** Not named by the specification: where the operator curates the partner offers (docs/adr/0024). */
  GodPartnerOffers: '/god/partner-offers',
  Users: '/users',
  Management: '/management',
  Audit: '/audit',
  BudgetGroups: '/settings/budget-groups',
  TaxModules: '/tax-modules',
  CardManagement: '/card-management',
  CardPayoutPlans: '/card-payout-plans',
  CardWhitelists: '/card-whitelists',
  CardPayrollExports: '/card-payroll-exports',
  Bookings: '/bookings',
  HomeChargingUsers: '/home-charging/users',
  HomeChargingActivities: '/home-charging/activities',
  TaxConfiguration: '/settings/tax-configuration',
  Integrations: '/integrations',
  /** Not named by the specification: where admins edit the company style. */
  Branding: '/settings/branding',
  Downloads: '/downloads',
} as const;

export type RouteName = keyof typeof routePaths;
