import {
  type AdminBooking,
  addTicketMonths,
  type BookingHistory,
  type GermanyTicketBooking,
  type GermanyTicketOffer,
  splitTicketMonth,
  splitToMoney,
  type TicketMonth,
} from '@mobilo/contract';
import { type OfferTerms, subsidyOf } from './germany-ticket.policy';
import type { BookingRow, BookingWithPerson, listBookingEvents } from './germany-ticket.repository';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The month whose split a booking shows: the coming one while it runs, else its last (or first) month. */
export function shownMonth(booking: Pick<BookingRow, 'startMonth' | 'endMonth'>, thisMonth: TicketMonth): TicketMonth {
  const month = booking.startMonth > thisMonth ? booking.startMonth : thisMonth;
  if (booking.endMonth === null || booking.endMonth >= month) return month;
  return booking.endMonth >= booking.startMonth ? booking.endMonth : booking.startMonth;
}

export function presentBooking(row: BookingRow, offer: OfferTerms, thisMonth: TicketMonth): GermanyTicketBooking {
  return {
    id: row.id,
    version: row.version,
    userId: row.userId,
    status: row.status,
    startMonth: row.startMonth,
    endMonth: row.endMonth,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    declineReason: row.declineReason,
    activatedAt: iso(row.activatedAt),
    cancelledAt: iso(row.cancelledAt),
    ticketNumber: row.ticketNumber,
    ticketFileName: row.ticketFileName,
    split: splitToMoney(splitTicketMonth(shownMonth(row, thisMonth), subsidyOf(offer))),
  };
}

export function presentAdminBooking(
  { booking, person }: BookingWithPerson,
  offer: OfferTerms,
  thisMonth: TicketMonth,
): AdminBooking {
  return {
    ...presentBooking(booking, offer, thisMonth),
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    personalNumber: person.personalNumber?.trim() || null,
    dateOfBirth: booking.dateOfBirth,
  };
}

export function presentOffer(
  offer: OfferTerms,
  licence: 'LIMITED' | 'FULL',
  thisMonth: TicketMonth,
): GermanyTicketOffer {
  return {
    isActive: offer.isActive,
    subsidyKind: offer.subsidyKind,
    subsidyAmount: offer.subsidyAmount,
    subsidyPercent: offer.subsidyPercent,
    taxTreatment: offer.taxTreatment,
    paidFromBudget: offer.paidFromBudget,
    eligibility: licence === 'LIMITED' ? 'WITHOUT_BUDGET_GROUP' : offer.eligibility,
    orderDeadlineDay: offer.orderDeadlineDay,
    requiresDateOfBirth: offer.requiresDateOfBirth,
    subsidyWageTypeNumber: offer.subsidyWageTypeNumber,
    shareWageTypeNumber: offer.shareWageTypeNumber,
    provider: 'MANUAL',
    licence,
    version: offer.version,
    example: splitToMoney(splitTicketMonth(addTicketMonths(thisMonth, 1), subsidyOf(offer))),
  };
}

export function presentHistory(rows: Awaited<ReturnType<typeof listBookingEvents>>): BookingHistory {
  return {
    events: rows.map(({ event, actor }) => ({
      at: event.createdAt.toISOString(),
      action: event.action,
      actorName: actor?.firstName == null ? null : `${actor.firstName} ${actor.lastName ?? ''}`.trim(),
      data: (event.data as Record<string, unknown> | null) ?? null,
    })),
  };
}
