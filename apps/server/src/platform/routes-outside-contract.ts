/**
 * The routes registered by hand, without a call definition, each with why. Everything else is a
 * call of the contract; a new route that is not one has to be added here with its reason.
 */
export const routesOutsideContract: Readonly<Record<string, string>> = {
  'GET /auth/m-login/callback': 'the identity provider sends the browser back here: a redirect, not an API call',
  'GET /auth/m-login/login/WEB': 'starts a browser redirect to the identity provider',
  'GET /auth/mslogin/callback': 'the identity provider sends the browser back here: a redirect, not an API call',
  'GET /auth/mslogin/login/WEB': 'starts a browser redirect to the identity provider',
  'POST /api/v3/integrations/card/payment-control':
    'the card issuer asks whether to accept a payment, in its own shape and with its shared secret instead of a session',
  'POST /api/v3/integrations/card/webhooks':
    'the card issuer reports events, in its own shape and with its shared secret instead of a session',
  'GET /health': 'liveness probe of the process for the platform, not for the app',
  'GET /ready': 'readiness probe (database reachable) for the platform, not for the app',
};
