import { addTicketMonths, monthOfDate } from '@mobilo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { germanyTicketBookings, germanyTicketOffers } from '../db/schema/germany-tickets';
import { users } from '../db/schema/users';
import { initFeatureFlag } from '../modules/flags/feature-flags.service';
import type { DemoCompany } from './demo-data';

/**
 * The demo company's job tickets: the GERMANY_TICKET flag (unless the operator set it), a 50 %
 * tax-free subsidy, two tickets running since this month and one request waiting. (The months
 * before stay as the payroll journeys know them.)
 * A company that has bookings already is left as people left it.
 */
export async function seedDemoTickets(tx: Executor, companyId: string, demo: DemoCompany): Promise<void> {
  const tickets = demo.germanyTicket;
  if (!tickets) return;
  await initFeatureFlag(tx, companyId, 'GERMANY_TICKET', true);
  await tx
    .insert(germanyTicketOffers)
    .values({
      companyId,
      isActive: true,
      subsidyKind: 'PERCENT',
      subsidyPercent: tickets.subsidyPercent,
      taxTreatment: 'TAX_FREE',
      subsidyWageTypeNumber: tickets.wageTypes.subsidy,
      shareWageTypeNumber: tickets.wageTypes.share,
    })
    .onConflictDoNothing();
  const [existing] = await tx
    .select({ id: germanyTicketBookings.id })
    .from(germanyTicketBookings)
    .where(eq(germanyTicketBookings.companyId, companyId))
    .limit(1);
  if (existing) return;
  const people = await tx
    .select({ id: users.id, email: users.email, personalNumber: users.personalNumber })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, [...tickets.active, ...tickets.requested])));
  const idOf = new Map(people.map((person) => [person.email, person]));
  const now = new Date();
  const thisMonth = monthOfDate(now.toISOString().slice(0, 10));
  for (const email of tickets.active) {
    const person = idOf.get(email)!;
    await tx.insert(germanyTicketBookings).values({
      companyId,
      userId: person.id,
      status: 'ACTIVE',
      startMonth: thisMonth,
      requestedAt: now,
      decidedAt: now,
      activatedAt: now,
      ticketNumber: `DT-${person.personalNumber ?? person.id.slice(0, 6)}`,
    });
  }
  for (const email of tickets.requested) {
    await tx.insert(germanyTicketBookings).values({
      companyId,
      userId: idOf.get(email)!.id,
      status: 'REQUESTED',
      startMonth: addTicketMonths(thisMonth, 2),
      requestedAt: now,
    });
  }
}
