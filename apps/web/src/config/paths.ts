/**
 * Every route of the app, once. `path` is the pattern the router matches, `href` builds a link to
 * it; no other module puts URLs together.
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
    imprint: staticPath('/auth/imprint'),
  },

  welcome: staticPath('/welcome'),

  users: {
    list: staticPath('/users'),
    detail: { path: '/users/:userId', href: (userId: string) => `/users/${segment(userId)}` },
    new: staticPath('/users/new'),
    import: staticPath('/users/import'),
  },

  expenses: {
    list: staticPath('/expenses'),
    detail: { path: '/expenses/:expenseId', href: (expenseId: string) => `/expenses/${segment(expenseId)}` },
    new: staticPath('/expenses/new'),
  },

  partner: staticPath('/partner'),

  management: {
    list: staticPath('/management'),
    detail: { path: '/management/:expenseId', href: (expenseId: string) => `/management/${segment(expenseId)}` },
  },

  audit: {
    list: staticPath('/audit'),
    expense: {
      path: '/audit/expense/:expenseId',
      href: (expenseId: string) => `/audit/expense/${segment(expenseId)}`,
    },
  },

  taxModules: staticPath('/tax-modules'),

  card: {
    management: staticPath('/card-management'),
    whitelists: staticPath('/card-whitelists'),
    payoutPlans: staticPath('/card-payout-plans'),
    myMobility: staticPath('/card-my-mobility'),
    payrollExports: staticPath('/card-payroll-exports'),
  },

  bookings: {
    list: staticPath('/bookings'),
    myTicket: staticPath('/bookings-my-ticket'),
  },

  homeCharging: {
    myActivities: staticPath('/home-charging/my-activities'),
    users: staticPath('/home-charging/users'),
    activities: staticPath('/home-charging/activities'),
    activity: {
      path: '/home-charging/activities/:activityId',
      href: (activityId: string) => `/home-charging/activities/${segment(activityId)}`,
    },
    contract: {
      path: '/home-charging/contracts/:contractId',
      href: (contractId: string) => `/home-charging/contracts/${segment(contractId)}`,
    },
    myContracts: staticPath('/home-charging/my-contracts'),
  },

  settings: {
    index: staticPath('/settings'),
    budgetGroups: staticPath('/settings/budget-groups'),
    budgetGroup: {
      path: '/settings/budget-groups/:budgetGroupId',
      href: (budgetGroupId: string) => `/settings/budget-groups/${segment(budgetGroupId)}`,
    },
    newBudgetGroup: staticPath('/settings/budget-groups/new'),
    taxConfiguration: staticPath('/settings/tax-configuration'),
  },

  integrations: staticPath('/integrations'),
  downloads: staticPath('/downloads'),

  god: {
    index: staticPath('/god'),
    companies: staticPath('/god/companies'),
    newCompany: staticPath('/god/companies/new'),
    company: {
      path: '/god/companies/:companyId',
      href: (companyId: string) => `/god/companies/${segment(companyId)}`,
    },
    companyLicense: {
      path: '/god/companies/:companyId/license',
      href: (companyId: string) => `/god/companies/${segment(companyId)}/license`,
    },
    users: staticPath('/god/users'),
    dashboard: staticPath('/god/dashboard'),
    rejectionReasons: staticPath('/god/settings/rejection-reasons'),
    card: staticPath('/god/card'),
  },

  debug: {
    index: staticPath('/debug'),
    style: staticPath('/debug/style'),
    mails: staticPath('/debug/mails'),
  },
} as const;
