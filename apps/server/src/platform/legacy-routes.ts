/**
 * Routes still registered by hand, without a call definition in the contract. Each module that
 * moves to call definitions removes its lines; the list only shrinks.
 */
export const legacyRoutes: readonly string[] = [
  'GET /api/v3/management/period/:period/export/tax',
  'GET /auth/m-login/callback',
  'GET /auth/m-login/connect/WEB',
  'GET /auth/m-login/login/WEB',
  'GET /auth/mslogin/callback',
  'GET /auth/mslogin/login/WEB',
  'GET /health',
  'GET /ready',
  'GET /user/token/:token',
];
