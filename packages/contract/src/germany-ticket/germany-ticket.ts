import { readVersionField, versionField } from '../common/version';
import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, moneyInput, moneySchema } from '../common/primitives';
import { wageTypeNumberSchema } from '../tax-export/tax-configuration';

/** A calendar month, YYYY-MM. */
export const ticketMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');

export const bookingStatuses = ['REQUESTED', 'ORDERED', 'ACTIVE', 'CANCELLED', 'DECLINED'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
/** The bookings that still run or wait: an employee has at most one of these. */
export const openBookingStatuses: readonly BookingStatus[] = ['REQUESTED', 'ORDERED', 'ACTIVE'];

/** §3 Nr. 15 EStG, or the 25 % flat tax of §40 Abs. 2 S. 2 Nr. 2 EStG instead. */
export const subsidyTaxTreatments = ['TAX_FREE', 'FLAT_25'] as const;
export const subsidyTaxTreatmentSchema = z.enum(subsidyTaxTreatments);
export type SubsidyTaxTreatment = z.infer<typeof subsidyTaxTreatmentSchema>;

export const ticketEligibilities = ['EVERYONE', 'WITHOUT_BUDGET_GROUP'] as const;

export const ticketMonthSplitSchema = z
  .object({
    month: ticketMonthSchema,
    listPrice: moneySchema,
    discounted: z.boolean(),
    ticketPrice: moneySchema,
    subsidy: moneySchema,
    share: moneySchema,
  })
  .meta({ id: 'GermanyTicketMonthSplit' });
export type TicketMonthSplitMoney = z.infer<typeof ticketMonthSplitSchema>;

const offerFields = {
  /** Employees may request tickets. */
  isActive: z.boolean(),
  subsidyKind: z.enum(['AMOUNT', 'PERCENT']),
  /** EUR per month when the kind is AMOUNT. */
  subsidyAmount: moneySchema,
  /** Percent of the list price when the kind is PERCENT. */
  subsidyPercent: z.number().int().min(0).max(100),
  taxTreatment: subsidyTaxTreatmentSchema,
  /** Each ticket month becomes a checked GERMANY_TICKET expense of the budget instead of a subsidy. */
  paidFromBudget: z.boolean(),
  eligibility: z.enum(ticketEligibilities),
  /** Requests made after this day of a month start the month after next. */
  orderDeadlineDay: z.number().int().min(1).max(28),
  /** The transport company wants the date of birth on the order list. */
  requiresDateOfBirth: z.boolean(),
  subsidyWageTypeNumber: wageTypeNumberSchema.nullable(),
  shareWageTypeNumber: wageTypeNumberSchema.nullable(),
};

export const germanyTicketOfferSchema = z
  .object({
    ...offerFields,
    /** Who orders the tickets: the manual provider (order list out, confirmation in) until an API one is set up. */
    provider: z.enum(['MANUAL']),
    /** A limited licence lets only users without a budget group book, whatever the offer says. */
    licence: z.enum(['LIMITED', 'FULL']),
    /** The coming month with this offer, as the employee would see it. */
    example: ticketMonthSplitSchema,
    ...versionField,
  })
  .meta({ id: 'GermanyTicketOffer' });
export type GermanyTicketOffer = z.infer<typeof germanyTicketOfferSchema>;

const nonNegativeMoney = moneySchema.refine((value) => !value.startsWith('-'), 'negative');

/** The offer form: the amount as the decimal string the field holds. */
export const germanyTicketOfferFormSchema = z.strictObject({ ...offerFields, subsidyAmount: nonNegativeMoney });
export type GermanyTicketOfferForm = z.infer<typeof germanyTicketOfferFormSchema>;

/** PUT body: the form's terms; the amount also as a JSON number. */
export const updateGermanyTicketOfferRequestSchema = germanyTicketOfferFormSchema.extend({
  subsidyAmount: moneyInput(nonNegativeMoney),
  ...readVersionField,
});
export type UpdateGermanyTicketOfferRequest = z.infer<typeof updateGermanyTicketOfferRequestSchema>;

export const germanyTicketBookingSchema = z
  .object({
    id: idSchema,
    ...versionField,
    userId: idSchema,
    status: bookingStatusSchema,
    startMonth: ticketMonthSchema,
    /** Last month of a cancelled ticket; before the start month when it never ran. */
    endMonth: ticketMonthSchema.nullable(),
    requestedAt: isoDateTimeSchema,
    decidedAt: isoDateTimeSchema.nullable(),
    declineReason: z.string().nullable(),
    activatedAt: isoDateTimeSchema.nullable(),
    cancelledAt: isoDateTimeSchema.nullable(),
    ticketNumber: z.string().nullable(),
    ticketFileName: z.string().nullable(),
    /** The split of the first month still to come (or the last month of an ended ticket). */
    split: ticketMonthSplitSchema,
  })
  .meta({ id: 'GermanyTicketBooking' });
export type GermanyTicketBooking = z.infer<typeof germanyTicketBookingSchema>;

export const adminBookingSchema = germanyTicketBookingSchema
  .extend({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    personalNumber: z.string().nullable(),
    dateOfBirth: isoDateSchema.nullable(),
  })
  .meta({ id: 'GermanyTicketAdminBooking' });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** GET /api/v3/bookings/my-ticket: what the employee's page shows. */
export const myTicketSchema = z
  .object({
    isOffered: z.boolean(),
    /** This employee may book (licence rule and the offer's eligibility). */
    isEligible: z.boolean(),
    paidFromBudget: z.boolean(),
    requiresDateOfBirth: z.boolean(),
    earliestStartMonth: ticketMonthSchema,
    /** The month it is today (in Germany), which the page's tickets are measured against. */
    thisMonth: ticketMonthSchema,
    /** Cancelled today, a running ticket ends with this month… */
    cancellationEndMonth: ticketMonthSchema,
    /** …when cancelled by this day, the next deadline not passed; later it ends a month later. */
    cancellationDeadline: isoDateSchema,
    example: ticketMonthSplitSchema,
    /** Newest first. */
    bookings: z.array(germanyTicketBookingSchema),
  })
  .meta({ id: 'GermanyTicketMine' });
export type MyTicket = z.infer<typeof myTicketSchema>;

export const requestTicketSchema = z.strictObject({
  startMonth: ticketMonthSchema,
  dateOfBirth: isoDateSchema.nullable().optional(),
});
export type RequestTicket = z.infer<typeof requestTicketSchema>;

export const bookingIdParamsSchema = z.strictObject({ id: idSchema });

export const listBookingsQuerySchema = z.strictObject({
  status: bookingStatusSchema.optional(),
  /** Tickets running in this month. */
  month: ticketMonthSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type ListBookingsQuery = z.infer<typeof listBookingsQuerySchema>;

export const listBookingsResponseSchema = z
  .object({
    bookings: z.array(adminBookingSchema),
    /** Per status over all of the company's bookings, whatever the filter. */
    counts: z.record(bookingStatusSchema, z.number().int()),
  })
  .meta({ id: 'GermanyTicketBookings' });
export type ListBookingsResponse = z.infer<typeof listBookingsResponseSchema>;

export const declineBookingSchema = z.strictObject({
  reason: z.string().trim().max(500).nullable().optional(),
  ...readVersionField,
});

export const bookingHistoryResponseSchema = z
  .object({
    events: z.array(
      z.object({
        at: isoDateTimeSchema,
        action: z.string(),
        actorName: z.string().nullable(),
        data: z.record(z.string(), z.unknown()).nullable(),
      }),
    ),
  })
  .meta({ id: 'GermanyTicketBookingHistory' });
export type BookingHistory = z.infer<typeof bookingHistoryResponseSchema>;

export const orderListFormats = ['csv', 'excel'] as const;
export const orderListQuerySchema = z.strictObject({
  month: ticketMonthSchema,
  format: z.enum(orderListFormats).default('csv'),
});

/** The transport company's confirmation (CSV): personal number and ticket number per line. */
export const confirmationColumns = ['personalNumber', 'ticketNumber'] as const;
export const importConfirmationRequestSchema = z.strictObject({
  fileName: z.string().max(255).optional(),
  content: z.string().min(1).max(2_000_000),
});

export const confirmationProblems = [
  'WRONG_COLUMN_COUNT',
  'MISSING_FIELD',
  'UNKNOWN_PERSONAL_NUMBER',
  'NO_ORDERED_TICKET',
  'DUPLICATE_IN_FILE',
  'TICKET_NUMBER_TOO_LONG',
] as const;
export type ConfirmationProblem = (typeof confirmationProblems)[number];

/** All lines good: all are imported in one transaction. Any line refused: nothing is. */
export const importConfirmationResponseSchema = z
  .object({
    importedCount: z.number().int(),
    refusedCount: z.number().int(),
    lines: z.array(
      z.object({
        /** Line in the file, the header being line 1. */
        line: z.number().int(),
        personalNumber: z.string(),
        status: z.enum(['IMPORTED', 'VALID', 'REFUSED']),
        problems: z.array(z.enum(confirmationProblems)),
      }),
    ),
  })
  .meta({ id: 'GermanyTicketConfirmationReport' });
export type ImportConfirmationResponse = z.infer<typeof importConfirmationResponseSchema>;
