import { access, defineCall } from '../common/call';
import {
  offboardingCardsResponseSchema,
  offboardingCardTransactionsResponseSchema,
  offboardingExpensesResponseSchema,
  offboardingGermanyTicketsResponseSchema,
  offboardingHomeChargingResponseSchema,
  offboardingQuerySchema,
} from './offboarding';

const tags = ['offboarding'];
/** The company data export is offered to admins and card admins (spec 001 §2 top bar). */
const exporters = access.roles('ADMIN', 'CARD_ADMIN');

/** Spec 001 §2 "download company data": each part of the export for a range of days. */
export const offboardingCalls = {
  expenses: defineCall({
    method: 'GET',
    path: '/api/v3/offboarding/expenses',
    access: exporters,
    tags,
    query: offboardingQuerySchema,
    response: offboardingExpensesResponseSchema,
  }),
  germanyTickets: defineCall({
    method: 'GET',
    path: '/api/v3/offboarding/germany-tickets',
    access: exporters,
    tags,
    query: offboardingQuerySchema,
    response: offboardingGermanyTicketsResponseSchema,
  }),
  homeCharging: defineCall({
    method: 'GET',
    path: '/api/v3/offboarding/home-charging',
    access: exporters,
    tags,
    query: offboardingQuerySchema,
    response: offboardingHomeChargingResponseSchema,
  }),
  cards: defineCall({
    method: 'GET',
    path: '/api/v3/offboarding/cards',
    access: exporters,
    tags,
    query: offboardingQuerySchema,
    response: offboardingCardsResponseSchema,
  }),
  cardTransactions: defineCall({
    method: 'GET',
    path: '/api/v3/offboarding/card-transactions',
    access: exporters,
    tags,
    query: offboardingQuerySchema,
    response: offboardingCardTransactionsResponseSchema,
  }),
};
