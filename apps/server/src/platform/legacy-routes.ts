/**
 * Routes still registered by hand, without a call definition in the contract. Each module that
 * moves to call definitions removes its lines; the list only shrinks.
 */
export const legacyRoutes: readonly string[] = [
  'GET /api/v3/company/users/no-personal-number',
  'GET /api/v3/management/period/:period/export/tax',
  'GET /api/v3/settings/tax-configuration',
  'GET /auth/m-login/callback',
  'GET /auth/m-login/connect/WEB',
  'GET /auth/m-login/login/WEB',
  'GET /auth/mslogin/callback',
  'GET /auth/mslogin/login/WEB',
  'GET /health',
  'GET /management/period',
  'GET /management/period/:period/budget',
  'GET /management/period/:period/expenses',
  'GET /management/period/:period/user/:userId/metadata',
  'GET /ready',
  'GET /user/token/:token',
  'PATCH /management/period/:period/close',
  'PATCH /management/period/:period/invoice',
  'PATCH /management/period/:period/reopen',
  'PATCH /management/period/:period/uninvoice',
  'PUT /api/v3/settings/tax-configuration',
];
