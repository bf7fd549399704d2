import { z } from 'zod';
import { access, defineCall } from '../common/call';
import {
  companyPartnerSettingsSchema,
  deletedPartnerOfferSchema,
  operatorPartnerOfferSchema,
  partnerAreaRequestSchema,
  partnerInteractionResponseSchema,
  partnerOfferCompanyCountSchema,
  partnerOfferIdParamsSchema,
  partnerOfferInputSchema,
  partnerOfferUpdateSchema,
  partnerOffersQuerySchema,
  partnerOffersResponseSchema,
  partnerOfferSwitchRequestSchema,
} from './partner-offer';

const tags = ['partner'];
/** /partner: the employee area's roles (spec 001 §6 "Partner"); licence, trial, reseller and cut-off are checked by the module. */
const employee = { access: access.roles('ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'USER'), tags } as const;
/** The company's switches: any admin, under the same rules as the area. */
const admins = { access: access.roles('ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'), tags } as const;
/** The operator curates the offers of every company. */
const operator = { access: access.roles('GOD'), tags } as const;

/** Partner offers (docs/adr/0024): the operator's curation, the company's switches, the employees' list. */
export const partnerOfferCalls = {
  list: defineCall({
    ...employee,
    method: 'GET',
    path: '/api/v3/partner/offers',
    query: partnerOffersQuerySchema,
    response: partnerOffersResponseSchema,
  }),
  view: defineCall({
    ...employee,
    method: 'POST',
    path: '/api/v3/partner/offers/:id/view',
    params: partnerOfferIdParamsSchema,
    response: partnerInteractionResponseSchema,
  }),
  click: defineCall({
    ...employee,
    method: 'POST',
    path: '/api/v3/partner/offers/:id/click',
    params: partnerOfferIdParamsSchema,
    response: partnerInteractionResponseSchema,
  }),
  settings: defineCall({
    ...admins,
    method: 'GET',
    path: '/api/v3/partner/settings',
    response: companyPartnerSettingsSchema,
  }),
  setArea: defineCall({
    ...admins,
    method: 'PUT',
    path: '/api/v3/partner/settings',
    body: partnerAreaRequestSchema,
    response: companyPartnerSettingsSchema,
  }),
  setOffer: defineCall({
    ...admins,
    method: 'PUT',
    path: '/api/v3/partner/settings/offers/:id',
    params: partnerOfferIdParamsSchema,
    body: partnerOfferSwitchRequestSchema,
    response: companyPartnerSettingsSchema,
  }),
  operatorList: defineCall({
    ...operator,
    method: 'GET',
    path: '/api/v3/god/partner-offers',
    response: z.array(operatorPartnerOfferSchema),
  }),
  create: defineCall({
    ...operator,
    method: 'POST',
    path: '/api/v3/god/partner-offers',
    body: partnerOfferInputSchema,
    response: operatorPartnerOfferSchema,
    errors: [415],
  }),
  update: defineCall({
    ...operator,
    method: 'PUT',
    path: '/api/v3/god/partner-offers/:id',
    params: partnerOfferIdParamsSchema,
    body: partnerOfferUpdateSchema,
    response: operatorPartnerOfferSchema,
    errors: [415],
    versioned: true,
  }),
  remove: defineCall({
    ...operator,
    method: 'DELETE',
    path: '/api/v3/god/partner-offers/:id',
    params: partnerOfferIdParamsSchema,
    response: deletedPartnerOfferSchema,
  }),
  counts: defineCall({
    ...operator,
    method: 'GET',
    path: '/api/v3/god/partner-offers/:id/counts',
    params: partnerOfferIdParamsSchema,
    response: z.array(partnerOfferCompanyCountSchema),
  }),
};
