import { access, defineCall } from '../common/call';
import {
  connectPersonioRequestSchema,
  personioIntegrationSchema,
  personioRunParamsSchema,
  personioRunSchema,
  personioRunsResponseSchema,
  personioUserParamsSchema,
  setManagedByHandRequestSchema,
  setManagedByHandResponseSchema,
  testPersonioRequestSchema,
  testPersonioResponseSchema,
} from './personio';

/** The integrations page: admin, light admin and card admin (spec 001 §6 "Integrations"). */
const admins = { access: access.roles('ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'), tags: ['integrations'] } as const;

/** The Personio integration (spec 001 §7 `GET integrations/personio`; the rest in docs/adr/0019). */
export const personioCalls = {
  get: defineCall({
    ...admins,
    method: 'GET',
    path: '/integrations/personio',
    response: personioIntegrationSchema,
  }),
  connect: defineCall({
    ...admins,
    method: 'PUT',
    path: '/integrations/personio',
    body: connectPersonioRequestSchema,
    response: personioIntegrationSchema,
    errors: [409, 502, 503],
  }),
  disconnect: defineCall({
    ...admins,
    method: 'DELETE',
    path: '/integrations/personio',
    response: personioIntegrationSchema,
  }),
  test: defineCall({
    ...admins,
    method: 'POST',
    path: '/integrations/personio/test',
    body: testPersonioRequestSchema,
    response: testPersonioResponseSchema,
    errors: [409, 502, 503],
  }),
  preview: defineCall({
    ...admins,
    method: 'POST',
    path: '/integrations/personio/preview',
    response: personioRunSchema,
    errors: [409],
  }),
  sync: defineCall({
    ...admins,
    method: 'POST',
    path: '/integrations/personio/sync',
    response: personioRunSchema,
    errors: [409],
  }),
  runs: defineCall({
    ...admins,
    method: 'GET',
    path: '/integrations/personio/runs',
    response: personioRunsResponseSchema,
  }),
  run: defineCall({
    ...admins,
    method: 'GET',
    path: '/integrations/personio/runs/:id',
    params: personioRunParamsSchema,
    response: personioRunSchema,
  }),
  setManagedByHand: defineCall({
    ...admins,
    method: 'PATCH',
    path: '/integrations/personio/user/:id',
    params: personioUserParamsSchema,
    body: setManagedByHandRequestSchema,
    response: setManagedByHandResponseSchema,
  }),
};
