import { signInRoutes } from '../common/sign-in-routes';
import { access, defineCall } from '../common/call';
import { debugMailsResponseSchema } from '../mail/debug-mails';
import {
  featureFlagParamsSchema,
  featureFlagResponseSchema,
  featureFlagSettingsQuerySchema,
  featureFlagSettingsResponseSchema,
  setFeatureFlagParamsSchema,
  setFeatureFlagRequestSchema,
  setFeatureFlagResponseSchema,
} from './feature-flags';

const tags = ['feature-flags'];
const operator = { access: access.roles('GOD'), tags } as const;

/** Feature flags (docs/adr/0009) and the operator's overview of them (docs/adr/0014). */
export const featureFlagCalls = {
  /** Public: the maintenance flag decides what a visitor sees; with a session the company's value applies. */
  get: defineCall({
    access: access.publicReadingSession,
    tags,
    ...signInRoutes.featureFlag,
    params: featureFlagParamsSchema,
    response: featureFlagResponseSchema,
  }),
  settings: defineCall({
    ...operator,
    method: 'GET',
    path: '/api/v3/feature-flag',
    query: featureFlagSettingsQuerySchema,
    response: featureFlagSettingsResponseSchema,
    errors: [404],
  }),
  set: defineCall({
    ...operator,
    method: 'POST',
    path: '/api/v3/feature-flag/:name',
    params: setFeatureFlagParamsSchema,
    body: setFeatureFlagRequestSchema,
    response: setFeatureFlagResponseSchema,
  }),
};

/**
 * The outbox for testers. It holds invitation and password-reset links, so it is open to anyone
 * only on the local stage; on the dev and qa stages only a signed-in operator reads it
 * (`mayReadOutbox`), and on prod it does not exist.
 */
export const debugCalls = {
  mails: defineCall({
    access: access.publicReadingSession,
    tags: ['debug'],
    method: 'GET',
    path: '/api/debug/mails',
    response: debugMailsResponseSchema,
    errors: [401, 403, 404],
  }),
};
