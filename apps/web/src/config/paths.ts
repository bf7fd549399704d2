import { routePaths } from '@mobilo/contract';

/**
 * Every route of the app, once. `path` is the pattern the router matches, `href` builds a link to
 * it; no other module puts URLs together. The named routes' paths come from the contract's
 * navigation table.
 */

function segment(value: string): string {
  return encodeURIComponent(value);
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

function staticPath<const P extends string>(path: P) {
  return { path, href: (): P => path };
}

export const paths = {
  home: staticPath('/'),

  auth: {
    index: staticPath('/auth'),
    login: staticPath('/auth/login'),
    forgotPassword: staticPath('/auth/forgot-password'),
    resetPassword: {
      path: '/auth/reset-password',
      href: (token: string) => withQuery('/auth/reset-password', { token }),
    },
    register: {
      path: '/auth/register',
      href: (token: string) => withQuery('/auth/register', { token }),
    },
    termsConditions: {
      path: '/auth/terms-conditions',
      href: (token?: string) => withQuery('/auth/terms-conditions', { token }),
    },
    privacyPolicy: staticPath('/auth/privacy-policy'),
    unsubscribe: {
      path: '/auth/unsubscribe',
      href: (token: string) => withQuery('/auth/unsubscribe', { token }),
    },
    imprint: staticPath('/auth/imprint'),
  },

  welcome: staticPath(routePaths.Welcome),

  users: {
    list: staticPath(routePaths.Users),
    detail: { path: '/users/:userId', href: (userId: string) => `/users/${segment(userId)}` },
    new: staticPath('/users/new'),
    import: staticPath('/users/import'),
  },

  expenses: {
    list: staticPath(routePaths.Employee),
    detail: { path: '/expenses/:expenseId', href: (expenseId: string) => `/expenses/${segment(expenseId)}` },
    new: staticPath('/expenses/new'),
    newReceiptLess: staticPath('/expenses/new/no-receipt'),
  },

  partner: staticPath(routePaths.Partner),

  management: {
    list: staticPath(routePaths.Management),
    detail: { path: '/management/:expenseId', href: (expenseId: string) => `/management/${segment(expenseId)}` },
  },

  audit: {
    list: staticPath(routePaths.Audit),
    expense: {
      path: '/audit/expense/:expenseId',
      href: (expenseId: string) => `/audit/expense/${segment(expenseId)}`,
    },
  },

  taxModules: staticPath(routePaths.TaxModules),

  card: {
    management: staticPath(routePaths.CardManagement),
    whitelists: staticPath(routePaths.CardWhitelists),
    payoutPlans: staticPath(routePaths.CardPayoutPlans),
    myMobility: staticPath(routePaths.CardMyMobility),
    payrollExports: staticPath(routePaths.CardPayrollExports),
  },

  bookings: {
    list: staticPath(routePaths.Bookings),
    myTicket: staticPath(routePaths.BookingsMyTicket),
  },

  homeCharging: {
    myActivities: staticPath(routePaths.HomeChargingMyActivities),
    users: staticPath(routePaths.HomeChargingUsers),
    activities: staticPath(routePaths.HomeChargingActivities),
    activity: {
      path: '/home-charging/activities/:activityId',
      href: (activityId: string) => `/home-charging/activities/${segment(activityId)}`,
    },
    contract: {
      path: '/home-charging/contracts/:contractId',
      href: (contractId: string) => `/home-charging/contracts/${segment(contractId)}`,
    },
    myContracts: staticPath(routePaths.HomeChargingMyContracts),
  },

  settings: {
    index: staticPath('/settings'),
    budgetGroups: staticPath(routePaths.BudgetGroups),
    budgetGroup: {
      path: '/settings/budget-groups/:budgetGroupId',
      href: (budgetGroupId: string) => `/settings/budget-groups/${segment(budgetGroupId)}`,
    },
    newBudgetGroup: staticPath('/settings/budget-groups/new'),
    taxConfiguration: staticPath(routePaths.TaxConfiguration),
  },

  integrations: staticPath(routePaths.Integrations),
  downloads: staticPath(routePaths.Downloads),

  god: {
    index: staticPath('/god'),
    companies: staticPath(routePaths.GodCompanies),
    newCompany: staticPath('/god/companies/new'),
    company: {
      path: '/god/companies/:companyId',
      href: (companyId: string) => `/god/companies/${segment(companyId)}`,
    },
    companyLicense: {
      path: '/god/companies/:companyId/license',
      href: (companyId: string) => `/god/companies/${segment(companyId)}/license`,
    },
    companyDetails: {
      path: '/god/companies/:companyId/details',
      href: (companyId: string) => `/god/companies/${segment(companyId)}/details`,
    },
    companyUsers: {
      path: '/god/companies/:companyId/users',
      href: (companyId: string) => `/god/companies/${segment(companyId)}/users`,
    },
    companyStyle: {
      path: '/god/companies/:companyId/style',
      href: (companyId: string) => `/god/companies/${segment(companyId)}/style`,
    },
    users: staticPath(routePaths.GodUsers),
    dashboard: staticPath('/god/dashboard'),
    rejectionReasons: staticPath(routePaths.GodSettings),
    featureFlags: staticPath(routePaths.GodFeatureFlags),
    partnerOffers: staticPath(routePaths.GodPartnerOffers),
    card: staticPath(routePaths.GodCard),
  },

  debug: {
    index: staticPath('/debug'),
    style: staticPath('/debug/style'),
    mails: staticPath('/debug/mails'),
  },
} as const;
