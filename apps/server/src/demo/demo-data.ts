import {
  demoPassword,
  type LicenceInfo,
  noLicences,
  type MobilityType,
  type PlausibilityWarning,
  mobilityTypes,
  mobilityTypesOfClass,
  publicTransportTypes,
  type RoleName,
  type UserType,
} from '@mobilo/contract';

export { demoPassword };

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  userType: UserType;
  personalNumber: string | null;
  culture: 'en' | 'de';
  budgetGroup: string | null;
  /** May look at any company through the company selector. */
  isSupportUser?: boolean;
  /** Gets demo expenses in every status over the demo months. */
  withExpenses?: boolean;
}

export interface DemoActivity {
  email: string;
  /** Months back from this one (0: this month). */
  monthsBack: number;
  start: string;
  end: string;
  status: 'SUBMITTED' | 'APPROVED' | 'REJECTED';
  warnings?: PlausibilityWarning[];
  rejectReason?: string;
}

export interface DemoBudgetGroup {
  name: string;
  budget: string;
  overflowInterval: number[];
  companyMobilityTypes: MobilityType[];
  privateMobilityTypes: MobilityType[];
  companyNetWageMobilityTypes: MobilityType[];
  privateNetWageMobilityTypes: MobilityType[];
}

export interface DemoCompany {
  name: string;
  country: string;
  currency: string;
  defaultUserType: UserType;
  defaultLanguage: 'en' | 'de';
  domains: string[];
  isInternal: boolean;
  /** A trial company gets example files instead of its real payroll export; its users follow. */
  isTrialAccount: boolean;
  licences: LicenceInfo;
  /** Whether the TAX13 bucket (net wage) is active. */
  netWageActive: boolean;
  /** DATEV numbers and wage types (Lohnart per tax category) for the payroll export; null: not set. */
  payroll: {
    consultantNumber: string;
    clientNumber: string;
    wageTypes: Record<'TAX_FREE' | 'FLAT_15' | 'TAXABLE', string>;
  } | null;
  budgetGroups: DemoBudgetGroup[];
  users: DemoUser[];
  /** Home charging (docs/adr/0025): the drivers on the official average and by contract, and their months. */
  homeCharging?: {
    wageTypes: { taxFreeWageTypeNumber: number; taxableWageTypeNumber: number };
    averageDriver: string;
    contractDriver: string;
    contractCentsPerKwh: string;
    activities: DemoActivity[];
  };
  /** The Germany job ticket: the flag is switched on, the offer saved and these bookings made. */
  germanyTicket?: {
    subsidyPercent: number;
    wageTypes: { subsidy: number; share: number };
    /** Emails of the employees whose tickets run since this month. */
    active: string[];
    /** Emails of the employees whose request waits for an admin. */
    requested: string[];
  };
}

const localTypes = mobilityTypesOfClass('local');
const standardGroup: DemoBudgetGroup = {
  name: 'Standard',
  budget: '100.00',
  overflowInterval: [12],
  companyMobilityTypes: [...mobilityTypes],
  privateMobilityTypes: mobilityTypesOfClass('local', 'individual'),
  companyNetWageMobilityTypes: localTypes,
  privateNetWageMobilityTypes: localTypes,
};

const user = (
  email: string,
  firstName: string,
  lastName: string,
  role: RoleName,
  extra: Partial<DemoUser> = {},
): DemoUser => ({
  email,
  firstName,
  lastName,
  role,
  userType: 'PROFESSIONAL',
  personalNumber: null,
  culture: 'de',
  budgetGroup: 'Standard',
  ...extra,
});

/** DECISIONS.md "Demo data". Every account's password is `demoPassword`. */
export const demoCompanies: DemoCompany[] = [
  {
    name: 'Demo Mobility GmbH',
    country: 'DE',
    currency: 'EUR',
    defaultUserType: 'PROFESSIONAL',
    defaultLanguage: 'de',
    domains: ['demo.test'],
    isInternal: false,
    isTrialAccount: false,
    licences: {
      ...noLicences,
      benefit: 'PROFESSIONAL',
      card: true,
      germanyTicket: 'FULL',
      homeCharging: true,
      deals: true,
    },
    netWageActive: true,
    payroll: {
      consultantNumber: '1234567',
      clientNumber: '12345',
      wageTypes: { TAX_FREE: '4100', FLAT_15: '4110', TAXABLE: '4120' },
    },
    budgetGroups: [
      standardGroup,
      {
        name: 'Public transport',
        budget: '50.00',
        overflowInterval: [],
        companyMobilityTypes: publicTransportTypes,
        privateMobilityTypes: publicTransportTypes,
        companyNetWageMobilityTypes: [],
        privateNetWageMobilityTypes: [],
      },
    ],
    users: [
      user('admin@demo.test', 'Anna', 'Admin', 'ADMIN', { personalNumber: '1001' }),
      user('light.admin@demo.test', 'Leon', 'Leicht', 'ADMIN_LIGHT', { personalNumber: '1002' }),
      user('card.admin@demo.test', 'Clara', 'Karte', 'CARD_ADMIN', { personalNumber: '1003' }),
      user('checker@demo.test', 'Chris', 'Prüfer', 'EXPENSE_CHECKER', { personalNumber: '1004' }),
      user('accountant@demo.test', 'Alex', 'Buchhalter', 'ACCOUNTANT', { personalNumber: '1005' }),
      user('employee@demo.test', 'Emma', 'Mitarbeiterin', 'USER', {
        personalNumber: '1006',
        culture: 'en',
        withExpenses: true,
      }),
      user('light@demo.test', 'Lukas', 'Light', 'USER', { userType: 'LIGHT', withExpenses: true }),
      user('driver@demo.test', 'Dirk', 'Fahrer', 'USER', { personalNumber: '1007' }),
      user('contract.driver@demo.test', 'Vera', 'Vertrag', 'USER', { personalNumber: '1008', culture: 'en' }),
    ],
    homeCharging: {
      wageTypes: { taxFreeWageTypeNumber: 4300, taxableWageTypeNumber: 4310 },
      averageDriver: 'driver@demo.test',
      contractDriver: 'contract.driver@demo.test',
      contractCentsPerKwh: '31.90',
      activities: [
        { email: 'driver@demo.test', monthsBack: 2, start: '1200.00', end: '1420.50', status: 'APPROVED' },
        // More than a 60 kWh battery takes charged full every day: the checker sees the warning.
        {
          email: 'driver@demo.test',
          monthsBack: 1,
          start: '1420.50',
          end: '3450.00',
          status: 'SUBMITTED',
          warnings: ['MORE_THAN_BATTERY'],
        },
        { email: 'contract.driver@demo.test', monthsBack: 2, start: '500.00', end: '690.40', status: 'APPROVED' },
        { email: 'contract.driver@demo.test', monthsBack: 1, start: '690.40', end: '712.00', status: 'SUBMITTED' },
        // Rejected in this month, so that it is entered anew (the open month before stays as the payroll journeys know it).
        {
          email: 'contract.driver@demo.test',
          monthsBack: 0,
          start: '712.00',
          end: '820.25',
          status: 'REJECTED',
          rejectReason: 'The end photo does not show the meter number.',
        },
      ],
    },
    germanyTicket: {
      subsidyPercent: 50,
      wageTypes: { subsidy: 4200, share: 4210 },
      active: ['admin@demo.test', 'card.admin@demo.test'],
      requested: ['light@demo.test'],
    },
  },
  {
    name: 'Other Trading AG',
    country: 'DE',
    currency: 'EUR',
    defaultUserType: 'LIGHT',
    defaultLanguage: 'en',
    domains: ['other.test'],
    isInternal: false,
    isTrialAccount: false,
    licences: { ...noLicences, benefit: 'LIGHT' },
    netWageActive: false,
    payroll: null,
    budgetGroups: [
      {
        ...standardGroup,
        name: 'Everyone',
        budget: '80.00',
        companyNetWageMobilityTypes: [],
        privateNetWageMobilityTypes: [],
      },
    ],
    users: [
      user('admin@other.test', 'Oskar', 'Other', 'ADMIN', {
        personalNumber: '2001',
        culture: 'en',
        budgetGroup: 'Everyone',
      }),
      user('employee@other.test', 'Olivia', 'Other', 'USER', {
        personalNumber: '2002',
        culture: 'en',
        budgetGroup: 'Everyone',
      }),
    ],
  },
  {
    // A company trying the product: its invoiced month offers the example export files.
    name: 'Trial Mobility GmbH',
    country: 'DE',
    currency: 'EUR',
    defaultUserType: 'PROFESSIONAL',
    defaultLanguage: 'de',
    domains: ['trial.test'],
    isInternal: false,
    isTrialAccount: true,
    licences: { ...noLicences, benefit: 'PROFESSIONAL' },
    netWageActive: false,
    payroll: {
      consultantNumber: '7654321',
      clientNumber: '54321',
      wageTypes: { TAX_FREE: '4100', FLAT_15: '4110', TAXABLE: '4120' },
    },
    budgetGroups: [{ ...standardGroup, companyNetWageMobilityTypes: [], privateNetWageMobilityTypes: [] }],
    users: [
      user('admin@trial.test', 'Tara', 'Test', 'ADMIN', { personalNumber: '3001' }),
      user('employee@trial.test', 'Timo', 'Test', 'USER', { personalNumber: '3002', withExpenses: true }),
    ],
  },
  {
    name: 'Mobilo Operations',
    country: 'DE',
    currency: 'EUR',
    defaultUserType: 'PROFESSIONAL',
    defaultLanguage: 'en',
    domains: ['mobilo.test'],
    isInternal: true,
    isTrialAccount: false,
    licences: noLicences,
    netWageActive: false,
    payroll: null,
    budgetGroups: [],
    users: [
      user('god@mobilo.test', 'Greta', 'Operator', 'GOD', { culture: 'en', budgetGroup: null }),
      // Support staff: an administrator of the operator's own company who may look at any company.
      user('support@mobilo.test', 'Sam', 'Support', 'ADMIN', {
        culture: 'en',
        budgetGroup: null,
        personalNumber: '9001',
        isSupportUser: true,
      }),
    ],
  },
];
