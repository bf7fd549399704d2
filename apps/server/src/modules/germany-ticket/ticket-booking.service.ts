import { requireVersion, requireWritten } from '../../platform/versioning';
import { addTicketMonths, type BookingStatus, cancellationEndMonth, type TicketMonth } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { defaultOffer, germanDay, type OfferTerms, requireTicketModule } from './germany-ticket.policy';
import {
  type BookingRow,
  type BookingChange,
  findOffer,
  lockBooking,
  updateBooking,
} from './germany-ticket.repository';

/** What every call of the module starts from: the module is on, the offer, today in Germany. */
export async function ticketContext({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>, { companyId }: Actor) {
  const [licences, offerRow] = await Promise.all([requireTicketModule(db, companyId), findOffer(db, companyId)]);
  const today = germanDay(clock());
  const offer: OfferTerms = offerRow ?? defaultOffer;
  return { licences, licence: licences.germanyTicket!, offer, today, thisMonth: today.slice(0, 7) as TicketMonth };
}

export function auditBooking(
  tx: Executor,
  actor: Actor,
  bookingId: string,
  action: string,
  data: Record<string, unknown> = {},
) {
  return recordAuditEvent(tx, actor.companyId, {
    actorId: actor.userId,
    action: `germany-ticket.${action}`,
    subjectType: 'germany-ticket',
    subjectId: bookingId,
    data,
  });
}

/**
 * Changes a booking under its row lock when its status allows it; another company's booking (or,
 * with `ownerId`, another person's) is not found.
 */
export async function changeBooking(
  db: ServiceDeps['db'],
  actor: Actor,
  bookingId: string,
  options: { from: readonly BookingStatus[]; ownerId?: string; version?: number },
  change: (row: BookingRow) => { values: BookingChange; action: string; data?: Record<string, unknown> },
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, actor.companyId, bookingId);
    if (!row || (options.ownerId !== undefined && row.userId !== options.ownerId)) throw notFound('booking');
    requireVersion(row.version, options.version);
    if (!options.from.includes(row.status)) throw new AppError('GERMANY_TICKET_WRONG_STATUS', row.status);
    const { values, action, data } = change(row);
    requireWritten(await updateBooking(tx, actor.companyId, bookingId, values, options.version), options.version);
    await auditBooking(tx, actor, bookingId, action, { from: row.status, ...values, ...data });
    return { ...row, ...values };
  });
}

/**
 * Cancels a booking: a request is withdrawn and never runs; an ordered or running ticket ends with
 * this month when cancelled by the 10th, else with the next (the answer's end month says which).
 */
export function cancelBooking(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: Actor,
  { id: bookingId, ownerId, version }: { id: string; ownerId?: string; version?: number },
) {
  const now = deps.clock();
  const today = germanDay(now);
  return changeBooking(
    deps.db,
    actor,
    bookingId,
    { from: ['REQUESTED', 'ORDERED', 'ACTIVE'], ownerId, version },
    (row) => ({
      values: {
        status: 'CANCELLED',
        cancelledAt: now,
        endMonth:
          row.status === 'REQUESTED'
            ? addTicketMonths(row.startMonth, -1)
            : cancellationEndMonth(today, row.startMonth),
      },
      action: 'cancelled',
    }),
  );
}
