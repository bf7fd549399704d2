import type { CallRoute } from './sign-in-routes';

/**
 * The method and path of every call the app's first screen makes (the shell and the employee
 * home): their definitions take them from here, so that the web app can send them before the
 * schema library has loaded and check the answers once it has (docs/performance.md, "The employee
 * home loads without the schemas"). The session check, the app's facts and the feature flags are
 * the sign-in page's routes (`signInRoutes`).
 */
export const firstScreenRoutes = {
  logout: { method: 'GET', path: '/auth/logout' },
  usersToImpersonate: { method: 'GET', path: '/api/v3/user/users-to-impersonate' },
  impersonate: { method: 'POST', path: '/auth/impersonate' },
  unimpersonate: { method: 'POST', path: '/auth/unimpersonate' },
  changeLanguage: { method: 'PATCH', path: '/user/settings/change-language' },
  feedbackPassword: { method: 'GET', path: '/api/v3/user/feedback-password' },
  cardMembership: { method: 'GET', path: '/api/v3/integrations/card/membership/me' },
  licences: { method: 'GET', path: '/api/v3/licences' },
  companyStyle: { method: 'GET', path: '/api/v3/company/style' },
  listExpenses: { method: 'GET', path: '/v2/expenses' },
  submitExpense: { method: 'PATCH', path: '/v2/expenses/:id/submit' },
  withdrawExpense: { method: 'PATCH', path: '/v2/expenses/:id/withdraw' },
  userBudget: { method: 'GET', path: '/user/:id/budget' },
  periods: { method: 'GET', path: '/period' },
  expenseTimeline: { method: 'GET', path: '/v2/expenses/:id/timeline' },
  monthRefund: { method: 'GET', path: '/api/v3/periods/:period/refund' },
} as const satisfies Record<string, CallRoute>;
