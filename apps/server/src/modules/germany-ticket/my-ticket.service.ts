import {
  cancellationDeadline,
  cancellationEndMonth,
  earliestStartMonth,
  type GermanyTicketBooking,
  type MyTicket,
  type RequestTicket,
  splitTicketMonth,
  splitToMoney,
} from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { isEligible, subsidyOf } from './germany-ticket.policy';
import { presentBooking } from './germany-ticket.presenter';
import {
  findBlockingBooking,
  findBooking,
  findPerson,
  insertBooking,
  listBookingsOfUser,
} from './germany-ticket.repository';
import { cancelBooking, auditBooking, ticketContext } from './ticket-booking.service';
import { openTicketFile } from './ticket-files.service';

async function employeeContext(deps: ServiceDeps, actor: Actor) {
  const context = await ticketContext(deps, actor);
  const person = await findPerson(deps.db, actor.companyId, actor.userId);
  if (!person) throw notFound('user');
  return { ...context, eligible: isEligible(context.licences, context.offer, person, context.today) };
}

/** GET /api/v3/bookings/my-ticket */
export async function getMyTicket(deps: ServiceDeps, actor: Actor): Promise<MyTicket> {
  const { offer, today, thisMonth, eligible } = await employeeContext(deps, actor);
  const earliest = earliestStartMonth(today, offer.orderDeadlineDay);
  const bookings = await listBookingsOfUser(deps.db, actor.companyId, actor.userId);
  return {
    isOffered: offer.isActive,
    isEligible: eligible,
    paidFromBudget: offer.paidFromBudget,
    requiresDateOfBirth: offer.requiresDateOfBirth,
    earliestStartMonth: earliest,
    thisMonth,
    cancellationEndMonth: cancellationEndMonth(today, thisMonth),
    cancellationDeadline: cancellationDeadline(today),
    example: splitToMoney(splitTicketMonth(earliest, subsidyOf(offer))),
    bookings: bookings.map((row) => presentBooking(row, offer, thisMonth)),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** POST /api/v3/bookings/my-ticket: a request from a month on, which an admin approves or declines. */
export async function requestTicket(
  deps: ServiceDeps,
  actor: Actor,
  request: RequestTicket,
): Promise<GermanyTicketBooking> {
  const { offer, today, thisMonth, eligible } = await employeeContext(deps, actor);
  if (!offer.isActive) throw new AppError('GERMANY_TICKET_NOT_OFFERED');
  if (!eligible) throw new AppError('GERMANY_TICKET_NOT_ELIGIBLE');
  const earliest = earliestStartMonth(today, offer.orderDeadlineDay);
  if (request.startMonth < earliest) throw new AppError('GERMANY_TICKET_START_TOO_EARLY', earliest);
  const dateOfBirth = request.dateOfBirth ?? null;
  if (offer.requiresDateOfBirth && (dateOfBirth === null || dateOfBirth >= today))
    throw new AppError('INVALID_INPUT', 'body.dateOfBirth');
  const now = deps.clock();
  try {
    const id = await deps.db.transaction(async (tx) => {
      const blocking = await findBlockingBooking(tx, actor.companyId, actor.userId, request.startMonth);
      if (blocking) throw new AppError('GERMANY_TICKET_ALREADY_BOOKED', blocking.status);
      const bookingId = await insertBooking(tx, actor.companyId, {
        userId: actor.userId,
        status: 'REQUESTED',
        startMonth: request.startMonth,
        dateOfBirth: offer.requiresDateOfBirth ? dateOfBirth : null,
        requestedAt: now,
      });
      await auditBooking(tx, actor, bookingId, 'requested', { startMonth: request.startMonth });
      return bookingId;
    });
    return presentBooking((await findBooking(deps.db, actor.companyId, id))!.booking, offer, thisMonth);
  } catch (error) {
    // Two requests at once: the one-open-booking index lets only one in.
    if (isUniqueViolation(error)) throw new AppError('GERMANY_TICKET_ALREADY_BOOKED', 'REQUESTED');
    throw error;
  }
}

/** POST /api/v3/bookings/my-ticket/{id}/cancel */
export async function cancelMyTicket(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  const { offer, thisMonth } = await ticketContext(deps, actor);
  return presentBooking(await cancelBooking(deps, actor, { id, ownerId: actor.userId }), offer, thisMonth);
}

/** GET /api/v3/bookings/my-ticket/{id}/ticket: the employee's own delivered ticket. */
export async function openMyTicketFile(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await ticketContext(deps, actor);
  const found = await findBooking(deps.db, actor.companyId, id);
  if (!found || found.booking.userId !== actor.userId) throw notFound('booking');
  return openTicketFile(deps, found.booking);
}
