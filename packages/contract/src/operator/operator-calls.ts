import { z } from 'zod';
import { access, defineCall } from '../common/call';
import { operatorRejectReasonsSchema } from './operator-reject-reasons';
import { rejectReasonSchema } from '../review/reject-reasons';
import {
  companyIdParamsSchema,
  companyToggleResponseSchema,
  createCompanyRequestSchema,
  createPeriodsResponseSchema,
  listCompaniesQuerySchema,
  listCompaniesResponseSchema,
  operatorCompanySchema,
  setInternalRequestSchema,
  setPersonioRequestSchema,
  setTrialRequestSchema,
  updateCompanyRequestSchema,
} from './operator-company';
import {
  companyLicenceSchema,
  updateCompanyLicenceRequestSchema,
  updateCompanyLicenceResponseSchema,
} from './operator-licence';
import {
  budgetClassCompanyParamsSchema,
  budgetClassOptionSchema,
  createSupportUserRequestSchema,
  inviteCompanyUserRequestSchema,
  listOperatorUsersQuerySchema,
  listOperatorUsersResponseSchema,
  operatorRoleSchema,
  operatorUserSchema,
  updateOperatorUserRequestSchema,
} from './operator-users';
import { userIdParamsSchema } from '../users/managed-user';
import {
  createRejectReasonRequestSchema,
  rankRejectReasonsRequestSchema,
  rejectReasonIdParamsSchema,
  updateRejectReasonRequestSchema,
} from './operator-reject-reasons';
import { companyStyleSchema, updateCompanyStyleRequestSchema } from '../companies/company-style';
import { operatorCardResponseSchema, operatorDashboardSchema } from './operator-dashboard';

const operator = { access: access.roles('GOD'), tags: ['operator'] } as const;

/**
 * The operator (god) area, spec 001 §7 "Operator (god)" with its paths verbatim; the licence,
 * invitation, reject-reason, dashboard and card calls the specification leaves unnamed follow
 * its `/god/...` pattern (docs/adr/0018).
 */
export const operatorCalls = {
  companies: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/company',
    query: listCompaniesQuerySchema,
    response: listCompaniesResponseSchema,
  }),
  createCompany: defineCall({
    ...operator,
    method: 'POST',
    path: '/god/company',
    body: createCompanyRequestSchema,
    response: operatorCompanySchema,
    errors: [409],
  }),
  company: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/company/:id',
    params: companyIdParamsSchema,
    response: operatorCompanySchema,
  }),
  updateCompany: defineCall({
    ...operator,
    method: 'PUT',
    path: '/god/company/:id',
    params: companyIdParamsSchema,
    body: updateCompanyRequestSchema,
    response: operatorCompanySchema,
    errors: [409],
  }),
  setTrial: defineCall({
    ...operator,
    method: 'PATCH',
    path: '/god/company/:id/trial',
    params: companyIdParamsSchema,
    body: setTrialRequestSchema,
    response: companyToggleResponseSchema,
  }),
  setInternal: defineCall({
    ...operator,
    method: 'PATCH',
    path: '/god/company/:id/internal',
    params: companyIdParamsSchema,
    body: setInternalRequestSchema,
    response: companyToggleResponseSchema,
  }),
  createPeriods: defineCall({
    ...operator,
    method: 'POST',
    path: '/god/company/:id/periods',
    params: companyIdParamsSchema,
    response: createPeriodsResponseSchema,
  }),
  licence: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/company/:id/licence',
    params: companyIdParamsSchema,
    response: companyLicenceSchema,
  }),
  updateLicence: defineCall({
    ...operator,
    method: 'PUT',
    path: '/god/company/:id/licence',
    params: companyIdParamsSchema,
    body: updateCompanyLicenceRequestSchema,
    response: updateCompanyLicenceResponseSchema,
  }),
  companyUsers: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/company/:id/user',
    params: companyIdParamsSchema,
    query: listOperatorUsersQuerySchema,
    response: listOperatorUsersResponseSchema,
  }),
  createSupportUser: defineCall({
    ...operator,
    method: 'POST',
    path: '/god/company/:id/user',
    params: companyIdParamsSchema,
    body: createSupportUserRequestSchema,
    response: operatorUserSchema,
    errors: [409],
  }),
  inviteCompanyUser: defineCall({
    ...operator,
    method: 'POST',
    path: '/god/company/:id/invitation',
    params: companyIdParamsSchema,
    body: inviteCompanyUserRequestSchema,
    response: operatorUserSchema,
    errors: [409],
  }),
  enablePersonio: defineCall({
    ...operator,
    method: 'POST',
    path: '/god/integration/:id/personio',
    params: companyIdParamsSchema,
    body: setPersonioRequestSchema,
    response: operatorCompanySchema,
  }),
  deactivatePersonio: defineCall({
    ...operator,
    method: 'POST',
    path: '/god/integration/:id/personio/deactivation',
    params: companyIdParamsSchema,
    response: operatorCompanySchema,
  }),
  roles: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/role',
    response: z.array(operatorRoleSchema),
  }),
  budgetClasses: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/budgetclass/:companyId',
    params: budgetClassCompanyParamsSchema,
    response: z.array(budgetClassOptionSchema),
  }),
  users: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/user',
    query: listOperatorUsersQuerySchema,
    response: listOperatorUsersResponseSchema,
  }),
  user: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/user/:id',
    params: userIdParamsSchema,
    response: operatorUserSchema,
  }),
  updateUser: defineCall({
    ...operator,
    method: 'PATCH',
    path: '/god/user/:id',
    params: userIdParamsSchema,
    body: updateOperatorUserRequestSchema,
    response: operatorUserSchema,
    errors: [409],
  }),
  rejectReasons: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/reject-reason',
    response: operatorRejectReasonsSchema,
  }),
  createRejectReason: defineCall({
    ...operator,
    method: 'POST',
    path: '/god/reject-reason',
    body: createRejectReasonRequestSchema,
    response: rejectReasonSchema,
    errors: [409],
  }),
  updateRejectReason: defineCall({
    ...operator,
    method: 'PUT',
    path: '/god/reject-reason/:id',
    params: rejectReasonIdParamsSchema,
    body: updateRejectReasonRequestSchema,
    response: rejectReasonSchema,
  }),
  rankRejectReasons: defineCall({
    ...operator,
    method: 'PUT',
    path: '/god/reject-reason-ranking',
    body: rankRejectReasonsRequestSchema,
    response: operatorRejectReasonsSchema,
  }),
  style: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/company/:id/style',
    params: companyIdParamsSchema,
    response: companyStyleSchema,
  }),
  updateStyle: defineCall({
    ...operator,
    method: 'PUT',
    path: '/god/company/:id/style',
    params: companyIdParamsSchema,
    body: updateCompanyStyleRequestSchema,
    response: companyStyleSchema,
    // Three images of up to 256 KiB each, base64-encoded (as the company's own call).
    bodyLimit: 2 * 1024 * 1024,
    errors: [413],
  }),
  dashboard: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/statistics',
    response: operatorDashboardSchema,
  }),
  card: defineCall({
    ...operator,
    method: 'GET',
    path: '/god/card/companies',
    response: operatorCardResponseSchema,
  }),
};
