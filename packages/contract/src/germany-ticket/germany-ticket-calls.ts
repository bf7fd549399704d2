import { access, defineCall } from '../common/call';
import {
  adminBookingSchema,
  bookingHistoryResponseSchema,
  bookingIdParamsSchema,
  declineBookingSchema,
  germanyTicketBookingSchema,
  germanyTicketOfferSchema,
  importConfirmationRequestSchema,
  importConfirmationResponseSchema,
  listBookingsQuerySchema,
  listBookingsResponseSchema,
  myTicketSchema,
  orderListQuerySchema,
  requestTicketSchema,
  updateGermanyTicketOfferRequestSchema,
} from './germany-ticket';

const tags = ['germany-ticket'];
/** /bookings-my-ticket: the employee area's roles (spec 001 §2); licence, flag and eligibility are checked by the module. */
const employee = { access: access.roles('ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'USER'), tags } as const;
/** /bookings: any admin (spec 001 §6 "Bookings"). */
const admins = { access: access.roles('ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'), tags } as const;
const oneBooking = { ...admins, params: bookingIdParamsSchema, response: adminBookingSchema, errors: [409] } as const;
/** A decision on one booking: a stale version is refused (docs/adr/0022). */
const bookingChange = { ...oneBooking, versioned: true } as const;

/** The Germany job ticket (docs/adr/0020): the employee's ticket and the company's bookings. */
export const germanyTicketCalls = {
  mine: defineCall({ ...employee, method: 'GET', path: '/api/v3/bookings/my-ticket', response: myTicketSchema }),
  request: defineCall({
    ...employee,
    method: 'POST',
    path: '/api/v3/bookings/my-ticket',
    body: requestTicketSchema,
    response: germanyTicketBookingSchema,
    errors: [409],
  }),
  cancelMine: defineCall({
    ...employee,
    method: 'POST',
    path: '/api/v3/bookings/my-ticket/:id/cancel',
    params: bookingIdParamsSchema,
    response: germanyTicketBookingSchema,
    errors: [409],
  }),
  myTicketFile: defineCall({
    ...employee,
    method: 'GET',
    path: '/api/v3/bookings/my-ticket/:id/ticket',
    params: bookingIdParamsSchema,
    download: true,
  }),
  offer: defineCall({
    ...admins,
    method: 'GET',
    path: '/api/v3/bookings/offer',
    response: germanyTicketOfferSchema,
    versioned: true,
  }),
  updateOffer: defineCall({
    ...admins,
    method: 'PUT',
    path: '/api/v3/bookings/offer',
    body: updateGermanyTicketOfferRequestSchema,
    response: germanyTicketOfferSchema,
    versioned: true,
  }),
  list: defineCall({
    ...admins,
    method: 'GET',
    path: '/api/v3/bookings',
    query: listBookingsQuerySchema,
    response: listBookingsResponseSchema,
  }),
  orderList: defineCall({
    ...admins,
    method: 'GET',
    path: '/api/v3/bookings/order-list',
    query: orderListQuerySchema,
    download: true,
  }),
  importConfirmation: defineCall({
    ...admins,
    method: 'POST',
    path: '/api/v3/bookings/confirmation',
    body: importConfirmationRequestSchema,
    response: importConfirmationResponseSchema,
    bodyLimit: 4 * 1024 * 1024,
  }),
  approve: defineCall({ ...bookingChange, method: 'PATCH', path: '/api/v3/bookings/:id/approve' }),
  decline: defineCall({
    ...bookingChange,
    method: 'PATCH',
    path: '/api/v3/bookings/:id/decline',
    body: declineBookingSchema,
  }),
  cancel: defineCall({ ...bookingChange, method: 'PATCH', path: '/api/v3/bookings/:id/cancel' }),
  history: defineCall({
    ...admins,
    method: 'GET',
    path: '/api/v3/bookings/:id/history',
    params: bookingIdParamsSchema,
    response: bookingHistoryResponseSchema,
  }),
  uploadTicket: defineCall({
    ...oneBooking,
    method: 'POST',
    path: '/api/v3/bookings/:id/ticket',
    upload: { field: 'file' },
    errors: [409, 413, 415],
  }),
  ticketFile: defineCall({
    ...admins,
    method: 'GET',
    path: '/api/v3/bookings/:id/ticket',
    params: bookingIdParamsSchema,
    download: true,
  }),
};
