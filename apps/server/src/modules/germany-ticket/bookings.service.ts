import {
  type AdminBooking,
  bookingStatuses,
  cancellationOf,
  type ConfirmationProblem,
  type GermanyTicketOffer,
  type ImportConfirmationResponse,
  type ListBookingsQuery,
  type ListBookingsResponse,
  type TicketMonth,
  type UpdateGermanyTicketOfferRequest,
} from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import { getCompanyFacts } from '../companies/companies.service';
import { defaultOffer } from './germany-ticket.policy';
import { presentAdminBooking, presentHistory, presentOffer } from './germany-ticket.presenter';
import {
  countBookingsByStatus,
  findBooking,
  findOffer,
  findUsersByPersonalNumbers,
  listBookingEvents,
  listBookings,
  listBookingsByPersonalNumbers,
  listOrderBookings,
  updateBooking,
  upsertOffer,
} from './germany-ticket.repository';
import { auditBooking, cancelBooking, changeBooking, ticketContext } from './ticket-booking.service';
import { createBudgetTicketExpenses } from './ticket-budget-expenses.service';
import { openTicketFile } from './ticket-files.service';
import { ticketProviderOf } from './ticket-provider';

const MAX_TICKET_NUMBER_LENGTH = 64;

/** GET /api/v3/bookings/offer */
export async function getOffer(deps: ServiceDeps, actor: Actor): Promise<GermanyTicketOffer> {
  const { offer, licence, thisMonth } = await ticketContext(deps, actor);
  return presentOffer(offer, licence, thisMonth);
}

/** PUT /api/v3/bookings/offer: a limited licence keeps the ticket to people without a budget group. */
export async function updateOffer(
  deps: ServiceDeps,
  actor: Actor,
  { body, version }: { body: UpdateGermanyTicketOfferRequest; version?: number },
): Promise<GermanyTicketOffer> {
  const { licence } = await ticketContext(deps, actor);
  const { version: _bodyVersion, ...terms } = body;
  const values = {
    ...terms,
    eligibility: licence === 'LIMITED' ? ('WITHOUT_BUDGET_GROUP' as const) : terms.eligibility,
    updatedAt: deps.clock(),
    updatedBy: actor.userId,
  };
  const write = () =>
    deps.db.transaction(async (tx) => {
      const before = (await findOffer(tx, actor.companyId, true)) ?? defaultOffer;
      requireVersion(before.version, version);
      requireWritten(await upsertOffer(tx, actor.companyId, values, version), version);
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action: 'germany-ticket.offer-updated',
        subjectType: 'company',
        subjectId: actor.companyId,
        data: { before, after: terms },
      });
    });
  await answerCurrentWhenStale(write, () => getOffer(deps, actor));
  return getOffer(deps, actor);
}

/** GET /api/v3/bookings: the filtered list, with the counts of all bookings per status. */
export async function listCompanyBookings(
  deps: ServiceDeps,
  actor: Actor,
  query: ListBookingsQuery,
): Promise<ListBookingsResponse> {
  const { offer, thisMonth } = await ticketContext(deps, actor);
  const [rows, counts] = await Promise.all([
    listBookings(deps.db, actor.companyId, query),
    countBookingsByStatus(deps.db, actor.companyId),
  ]);
  const countOf = new Map(counts.map((row) => [row.status, row.count]));
  return {
    bookings: rows.map((row) => presentAdminBooking(row, offer, thisMonth)),
    counts: Object.fromEntries(bookingStatuses.map((status) => [status, countOf.get(status) ?? 0])) as Record<
      (typeof bookingStatuses)[number],
      number
    >,
  };
}

type TicketContext = Awaited<ReturnType<typeof ticketContext>>;

/** The booking as the admin list shows it; a call that has read the context already passes it on. */
async function presentOne(deps: ServiceDeps, actor: Actor, id: string, context?: TicketContext): Promise<AdminBooking> {
  const { offer, thisMonth } = context ?? (await ticketContext(deps, actor));
  const found = await findBooking(deps.db, actor.companyId, id);
  if (!found) throw notFound('booking');
  return presentAdminBooking(found, offer, thisMonth);
}

/** PATCH /api/v3/bookings/{id}/approve: the request goes on the next order list. */
export async function approveBooking(
  deps: ServiceDeps,
  actor: Actor,
  { id, version }: { id: string; version?: number },
) {
  const context = await ticketContext(deps, actor);
  const approve = () =>
    changeBooking(deps.db, actor, id, { from: ['REQUESTED'], version }, () => ({
      values: { status: 'ORDERED', decidedAt: deps.clock() },
      action: 'approved',
    }));
  await answerCurrentWhenStale(approve, () => presentOne(deps, actor, id, context));
  return presentOne(deps, actor, id, context);
}

/** PATCH /api/v3/bookings/{id}/decline */
export async function declineBooking(
  deps: ServiceDeps,
  actor: Actor,
  { id, reason, version }: { id: string; reason: string | null; version?: number },
) {
  const context = await ticketContext(deps, actor);
  const decline = () =>
    changeBooking(deps.db, actor, id, { from: ['REQUESTED'], version }, () => ({
      values: { status: 'DECLINED', decidedAt: deps.clock(), declineReason: reason || null },
      action: 'declined',
    }));
  await answerCurrentWhenStale(decline, () => presentOne(deps, actor, id, context));
  return presentOne(deps, actor, id, context);
}

/** PATCH /api/v3/bookings/{id}/cancel: the same deadline as the employee's own cancellation. */
export async function cancelCompanyBooking(
  deps: ServiceDeps,
  actor: Actor,
  { id, version }: { id: string; version?: number },
) {
  const context = await ticketContext(deps, actor);
  await answerCurrentWhenStale(
    () => cancelBooking(deps, actor, { id, version }),
    () => presentOne(deps, actor, id, context),
  );
  return presentOne(deps, actor, id, context);
}

/** GET /api/v3/bookings/{id}/history: the booking's audit events, oldest first. */
export async function bookingHistory(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await ticketContext(deps, actor);
  if (!(await findBooking(deps.db, actor.companyId, id))) throw notFound('booking');
  return presentHistory(await listBookingEvents(deps.db, actor.companyId, id));
}

/** GET /api/v3/bookings/order-list?month&format: what the transport company gets for the month. */
export async function orderListFile(
  deps: ServiceDeps,
  actor: Actor,
  { month, format }: { month: TicketMonth; format: 'csv' | 'excel' },
) {
  const { offer } = await ticketContext(deps, actor);
  const [company, rows] = await Promise.all([
    getCompanyFacts(deps.db, actor.companyId),
    listOrderBookings(deps.db, actor.companyId, month),
  ]);
  const file = await ticketProviderOf(company).orderList(
    month,
    rows
      // A withdrawn request was never ordered; a ticket cancelled before its start goes as the
      // cancellation it is (an end month before the start month).
      .filter(({ booking }) => cancellationOf(booking) !== 'WITHDRAWN')
      .map(({ booking, person }) => ({
        lastName: person.lastName,
        firstName: person.firstName,
        personalNumber: person.personalNumber?.trim() || null,
        email: person.email,
        dateOfBirth: booking.dateOfBirth,
        startMonth: booking.startMonth,
        endMonth: booking.endMonth,
        ticketNumber: booking.ticketNumber,
      })),
    {
      format,
      language: company.defaultLanguage === 'de' ? 'de' : 'en',
      withDateOfBirth: offer.requiresDateOfBirth,
    },
  );
  return { ...file, size: file.body.length };
}

/**
 * POST /api/v3/bookings/confirmation: the transport company's ticket numbers per personal number.
 * Every line is checked first; only a file without a refused line is imported, in one transaction.
 */
export async function importConfirmation(
  deps: ServiceDeps,
  actor: Actor,
  { content }: { content: string },
): Promise<ImportConfirmationResponse> {
  await ticketContext(deps, actor);
  const company = await getCompanyFacts(deps.db, actor.companyId);
  const lines = ticketProviderOf(company).readConfirmation(content);
  const numbers = [...new Set(lines.map((line) => line.personalNumber).filter(Boolean))];
  const [people, bookings] = await Promise.all([
    findUsersByPersonalNumbers(deps.db, actor.companyId, numbers),
    listBookingsByPersonalNumbers(deps.db, actor.companyId, numbers),
  ]);
  const known = new Set(people.map((person) => person.personalNumber));
  const confirmable = new Map(
    bookings
      .filter(({ booking }) => booking.status === 'ORDERED' || booking.status === 'ACTIVE')
      .map((row) => [row.person.personalNumber!.trim(), row.booking]),
  );
  const seen = new Set<string>();
  const checked = lines.map((line) => {
    const problems: ConfirmationProblem[] = [];
    if (line.wrongColumnCount) problems.push('WRONG_COLUMN_COUNT');
    if (!line.personalNumber || !line.ticketNumber) problems.push('MISSING_FIELD');
    else if (!known.has(line.personalNumber)) problems.push('UNKNOWN_PERSONAL_NUMBER');
    else if (!confirmable.has(line.personalNumber)) problems.push('NO_ORDERED_TICKET');
    if (line.ticketNumber.length > MAX_TICKET_NUMBER_LENGTH) problems.push('TICKET_NUMBER_TOO_LONG');
    if (line.personalNumber && seen.has(line.personalNumber)) problems.push('DUPLICATE_IN_FILE');
    seen.add(line.personalNumber);
    return { ...line, problems };
  });
  const refusedCount = checked.filter((line) => line.problems.length > 0).length;
  const imported = refusedCount === 0 && checked.length > 0;
  if (imported) {
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      for (const line of checked) {
        const booking = confirmable.get(line.personalNumber)!;
        await updateBooking(tx, actor.companyId, booking.id, {
          status: 'ACTIVE',
          ticketNumber: line.ticketNumber,
          activatedAt: booking.activatedAt ?? now,
        });
        await auditBooking(tx, actor, booking.id, 'confirmed', { ticketNumber: line.ticketNumber });
      }
    });
    await createBudgetTicketExpenses(deps, { companyId: actor.companyId });
  }
  return {
    importedCount: imported ? checked.length : 0,
    refusedCount,
    lines: checked.map((line) => ({
      line: line.line,
      personalNumber: line.personalNumber,
      status: line.problems.length > 0 ? 'REFUSED' : imported ? 'IMPORTED' : 'VALID',
      problems: line.problems,
    })),
  };
}

/** GET /api/v3/bookings/{id}/ticket */
export async function openCompanyTicketFile(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await ticketContext(deps, actor);
  const found = await findBooking(deps.db, actor.companyId, id);
  if (!found) throw notFound('booking');
  return openTicketFile(deps, found.booking);
}

export { presentOne as presentCompanyBooking };
