import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminBookingSchema,
  germanyTicketBookingSchema,
  germanyTicketOfferSchema,
  listBookingsResponseSchema,
  myTicketSchema,
  type RoleName,
} from '@mobilo/contract';
import {
  buildBudgetGroup,
  buildCompany,
  buildUser,
  enableGermanyTicket,
  expectErrorResponse,
  signIn,
  signInRoles,
} from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { makeReceiptPdf } from '../../demo/sample-receipts';
import { useTestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema/audit-events';
import { germanyTicketBookings } from '../../db/schema/germany-tickets';
import { users } from '../../db/schema/users';
import { setFeatureFlag } from '../flags/feature-flags.service';

/** The clock the app reads: moved by the tests to before and after the deadlines. */
let now = new Date('2026-11-05T09:00:00Z');
const t = useTestApp({}, { clock: () => now });
const unknownId = '00000000-0000-4000-8000-000000000000';

const offer = {
  isActive: true,
  subsidyKind: 'PERCENT',
  subsidyAmount: '0.00',
  subsidyPercent: 50,
  taxTreatment: 'TAX_FREE',
  paidFromBudget: false,
  eligibility: 'EVERYONE',
  orderDeadlineDay: 15,
  requiresDateOfBirth: false,
  subsidyWageTypeNumber: 3100,
  shareWageTypeNumber: 3200,
} as const;

describe('the Germany job ticket', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let ids: Record<RoleName, string>;
  let otherAdmin: string;
  let withGroup: string;
  const emails: Record<string, string> = {};

  /** Moves the clock; the sessions of the old time have expired, so everyone signs in again. */
  async function travelTo(instant: string) {
    now = new Date(instant);
    for (const [who, email] of Object.entries(emails)) {
      const cookie = await signIn(t.app, email);
      if (who === 'withGroup') withGroup = cookie;
      else if (who === 'otherAdmin') otherAdmin = cookie;
      else cookies[who as RoleName] = cookie;
    }
  }

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Ticket GmbH', defaultLanguage: 'de' })).id;
    await enableGermanyTicket(t.db, companyId);
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, ['ADMIN', 'USER', 'ACCOUNTANT', 'EXPENSE_CHECKER']));
    await t.db.update(users).set({ personalNumber: '1001' }).where(eq(users.id, ids.USER));
    const group = await buildBudgetGroup(t.db, companyId, { name: 'Pendler' });
    const grouped = await buildUser(t.db, { companyId, budgetGroupId: group.id, personalNumber: '1002' });
    withGroup = await signIn(t.app, grouped.email);
    emails.withGroup = grouped.email;
    for (const [role, id] of Object.entries(ids)) {
      const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
      emails[role] = row!.email;
    }
    const other = await buildCompany(t.db, { name: 'Other' });
    await enableGermanyTicket(t.db, other.id);
    const otherIds = await signInRoles(t.app, t.db, other.id, ['ADMIN']);
    otherAdmin = otherIds.cookies.ADMIN;
    const [otherRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, otherIds.ids.ADMIN));
    emails.otherAdmin = otherRow!.email;
  });

  describe('access', () => {
    it('asks for a session, and keeps the admin calls to admins', async () => {
      expectErrorResponse(await call(undefined, 'GET', '/api/v3/bookings/my-ticket'), 401, 'UNAUTHENTICATED');
      expectErrorResponse(await call(cookies.USER, 'GET', '/api/v3/bookings'), 403, 'ACCESS_DENIED');
      expectErrorResponse(await call(cookies.ACCOUNTANT, 'GET', '/api/v3/bookings/my-ticket'), 403, 'ACCESS_DENIED');
      expectErrorResponse(
        await call(cookies.EXPENSE_CHECKER, 'PUT', '/api/v3/bookings/offer', offer),
        403,
        'ACCESS_DENIED',
      );
    });

    it('answers 403 without the licence or with the flag off', async () => {
      const bare = (await buildCompany(t.db)).id;
      const { cookies: bareCookies } = await signInRoles(t.app, t.db, bare, ['ADMIN']);
      await setFeatureFlag(t.db, bare, 'GERMANY_TICKET', true);
      expectErrorResponse(await call(bareCookies.ADMIN, 'GET', '/api/v3/bookings'), 403, 'GERMANY_TICKET_NOT_LICENSED');
      await enableGermanyTicket(t.db, bare);
      await setFeatureFlag(t.db, bare, 'GERMANY_TICKET', false);
      expectErrorResponse(await call(bareCookies.ADMIN, 'GET', '/api/v3/bookings/my-ticket'), 403, 'FEATURE_DISABLED');
    });
  });

  describe('the offer', () => {
    it('is not offered before an admin saves one', async () => {
      const mine = myTicketSchema.parse((await call(cookies.USER, 'GET', '/api/v3/bookings/my-ticket')).json());
      expect(mine).toMatchObject({ isOffered: false, isEligible: true, bookings: [] });
      expectErrorResponse(
        await call(cookies.USER, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2026-12' }),
        409,
        'GERMANY_TICKET_NOT_OFFERED',
      );
    });

    it('refuses bad terms', async () => {
      expectErrorResponse(
        await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', { ...offer, subsidyPercent: 101 }),
        400,
        'INVALID_INPUT',
        'body.subsidyPercent',
      );
      expectErrorResponse(
        await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', { ...offer, orderDeadlineDay: 31 }),
        400,
        'INVALID_INPUT',
        'body.orderDeadlineDay',
      );
    });

    it('answers a save on a stale version with 409 and the offer as it is now, changing nothing', async () => {
      const read = await call(cookies.ADMIN, 'GET', '/api/v3/bookings/offer');
      const { version } = germanyTicketOfferSchema.parse(read.json());
      expect(read.headers.etag).toBe(`"${version}"`);
      const first = await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', {
        ...offer,
        orderDeadlineDay: 10,
        version,
      });
      expect(germanyTicketOfferSchema.parse(first.json())).toMatchObject({
        orderDeadlineDay: 10,
        version: version + 1,
      });
      // A second tab saves what it read before the first save, naming the version in If-Match.
      const stale = await t.app.inject({
        method: 'PUT',
        url: '/api/v3/bookings/offer',
        payload: { ...offer, orderDeadlineDay: 20 },
        headers: { cookie: cookies.ADMIN, 'if-match': `"${version}"` },
      });
      const reason = expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION');
      expect(reason.parameter).toMatchObject({ orderDeadlineDay: 10, version: version + 1 });
      expect((await call(cookies.ADMIN, 'GET', '/api/v3/bookings/offer')).json()).toMatchObject({
        orderDeadlineDay: 10,
      });
      await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', offer);
    });

    it('saves the terms and shows the coming month with the discount', async () => {
      const response = await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', { ...offer, subsidyAmount: 0 });
      expect(response.statusCode).toBe(200);
      const saved = germanyTicketOfferSchema.parse(response.json());
      expect(saved).toMatchObject({ provider: 'MANUAL', licence: 'FULL', subsidyPercent: 50 });
      expect(saved.example).toEqual({
        month: '2026-12',
        listPrice: '63.00',
        discounted: true,
        ticketPrice: '59.85',
        subsidy: '31.50',
        share: '28.35',
      });
      const [event] = await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'germany-ticket.offer-updated'));
      expect(event?.companyId).toBe(companyId);
    });
  });

  describe('a ticket from request to cancellation', () => {
    let bookingId: string;

    it('refuses a month already past or too near the deadline', async () => {
      for (const startMonth of ['2026-10', '2026-11']) {
        expectErrorResponse(
          await call(cookies.USER, 'POST', '/api/v3/bookings/my-ticket', { startMonth }),
          400,
          'GERMANY_TICKET_START_TOO_EARLY',
          '2026-12',
        );
      }
      expectErrorResponse(
        await call(cookies.USER, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2026-13' }),
        400,
        'INVALID_INPUT',
        'body.startMonth',
      );
    });

    it('takes a request and refuses a second one', async () => {
      const response = await call(cookies.USER, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2026-12' });
      expect(response.statusCode).toBe(200);
      const booking = germanyTicketBookingSchema.parse(response.json());
      expect(booking).toMatchObject({ status: 'REQUESTED', startMonth: '2026-12', endMonth: null });
      bookingId = booking.id;
      expectErrorResponse(
        await call(cookies.USER, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-02' }),
        409,
        'GERMANY_TICKET_ALREADY_BOOKED',
        'REQUESTED',
      );
    });

    it('keeps another company out', async () => {
      for (const url of ['approve', 'decline', 'cancel']) {
        expectErrorResponse(
          await call(otherAdmin, 'PATCH', `/api/v3/bookings/${bookingId}/${url}`, {}),
          404,
          'NOT_FOUND',
        );
      }
      expectErrorResponse(await call(otherAdmin, 'GET', `/api/v3/bookings/${bookingId}/history`), 404, 'NOT_FOUND');
      expectErrorResponse(
        await call(cookies.ADMIN, 'PATCH', `/api/v3/bookings/${unknownId}/approve`),
        404,
        'NOT_FOUND',
      );
      expectErrorResponse(
        await call(withGroup, 'POST', `/api/v3/bookings/my-ticket/${bookingId}/cancel`),
        404,
        'NOT_FOUND',
      );
    });

    it('lists the request with counts and finds it by name or personal number', async () => {
      const list = listBookingsResponseSchema.parse((await call(cookies.ADMIN, 'GET', '/api/v3/bookings')).json());
      expect(list.counts).toMatchObject({ REQUESTED: 1, ORDERED: 0, ACTIVE: 0 });
      expect(list.bookings.map((b) => [b.personalNumber, b.status])).toEqual([['1001', 'REQUESTED']]);
      const found = (await call(cookies.ADMIN, 'GET', '/api/v3/bookings?search=1001&status=REQUESTED')).json();
      expect(found.bookings).toHaveLength(1);
      const none = (await call(cookies.ADMIN, 'GET', '/api/v3/bookings?status=ACTIVE')).json();
      expect(none.bookings).toHaveLength(0);
      // Running in a month: from its start month on.
      expect((await call(cookies.ADMIN, 'GET', '/api/v3/bookings?month=2026-11')).json().bookings).toHaveLength(0);
      expect((await call(cookies.ADMIN, 'GET', '/api/v3/bookings?month=2027-03')).json().bookings).toHaveLength(1);
      expectErrorResponse(
        await call(cookies.ADMIN, 'GET', '/api/v3/bookings?status=LOST'),
        400,
        'INVALID_INPUT',
        'querystring.status',
      );
    });

    it('approves it onto the order list, once', async () => {
      const approved = adminBookingSchema.parse(
        (await call(cookies.ADMIN, 'PATCH', `/api/v3/bookings/${bookingId}/approve`)).json(),
      );
      expect(approved.status).toBe('ORDERED');
      expectErrorResponse(
        await call(cookies.ADMIN, 'PATCH', `/api/v3/bookings/${bookingId}/decline`, {}),
        409,
        'GERMANY_TICKET_WRONG_STATUS',
        'ORDERED',
      );
      const csv = await call(cookies.ADMIN, 'GET', '/api/v3/bookings/order-list?month=2026-12&format=csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toContain('deutschlandticket-2026-12.csv');
      const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines[0]).toBe('"Nachname";"Vorname";"Personalnummer";"E-Mail";"Startmonat";"Endmonat";"Ticketnummer"');
      expect(lines[1]).toMatch(/^"User";"Test";"1001";"[^"]+";"2026-12";"";""$/);
      const excel = await call(cookies.ADMIN, 'GET', '/api/v3/bookings/order-list?month=2026-12&format=excel');
      expect(excel.statusCode).toBe(200);
      expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const november = await call(cookies.ADMIN, 'GET', '/api/v3/bookings/order-list?month=2026-11');
      expect(november.body.trim().split('\r\n')).toHaveLength(1);
    });

    it('imports a confirmation all or nothing, reporting every line', async () => {
      const broken = await call(cookies.ADMIN, 'POST', '/api/v3/bookings/confirmation', {
        content: 'Personalnummer;Ticketnummer\n1001;DT-1\n9999;DT-2\n1002;DT-3\n;DT-4\n',
      });
      expect(broken.statusCode).toBe(200);
      expect(broken.json()).toEqual({
        importedCount: 0,
        refusedCount: 3,
        lines: [
          { line: 2, personalNumber: '1001', status: 'VALID', problems: [] },
          { line: 3, personalNumber: '9999', status: 'REFUSED', problems: ['UNKNOWN_PERSONAL_NUMBER'] },
          { line: 4, personalNumber: '1002', status: 'REFUSED', problems: ['NO_ORDERED_TICKET'] },
          { line: 5, personalNumber: '', status: 'REFUSED', problems: ['MISSING_FIELD'] },
        ],
      });
      const [untouched] = await t.db
        .select()
        .from(germanyTicketBookings)
        .where(eq(germanyTicketBookings.id, bookingId));
      expect(untouched).toMatchObject({ status: 'ORDERED', ticketNumber: null });
      expectErrorResponse(
        await call(cookies.ADMIN, 'POST', '/api/v3/bookings/confirmation', { content: 'name;number\n1;2\n' }),
        400,
        'CSV_INVALID',
        'missing column personalNumber, ticketNumber',
      );
      const good = await call(cookies.ADMIN, 'POST', '/api/v3/bookings/confirmation', {
        content: 'personalNumber,ticketNumber\r\n1001,DT-4711\r\n',
      });
      expect(good.json()).toMatchObject({ importedCount: 1, refusedCount: 0 });
      const mine = myTicketSchema.parse((await call(cookies.USER, 'GET', '/api/v3/bookings/my-ticket')).json());
      expect(mine.bookings[0]).toMatchObject({ status: 'ACTIVE', ticketNumber: 'DT-4711', ticketFileName: null });
    });

    it('takes the ticket file as PDF or image only, and gives it to its holder', async () => {
      const upload = (content: Buffer, filename: string) => {
        const { payload, headers } = multipartBody([{ filename, content }]);
        return t.app.inject({
          method: 'POST',
          url: `/api/v3/bookings/${bookingId}/ticket`,
          payload,
          headers: { ...headers, cookie: cookies.ADMIN },
        });
      };
      expectErrorResponse(
        await upload(Buffer.from('not a ticket at all, just text'), 'ticket.pdf'),
        415,
        'UPLOAD_FILE_UNSUPPORTED',
      );
      const pdf = makeReceiptPdf(['Deutschlandticket', 'DT-4711']);
      const stored = await upload(pdf, 'ticket.pdf');
      expect(stored.statusCode).toBe(200);
      expect(stored.json().ticketFileName).toBe('ticket.pdf');
      const own = await call(cookies.USER, 'GET', `/api/v3/bookings/my-ticket/${bookingId}/ticket`);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(pdf)).toBe(true);
      expectErrorResponse(
        await call(withGroup, 'GET', `/api/v3/bookings/my-ticket/${bookingId}/ticket`),
        404,
        'NOT_FOUND',
      );
      expectErrorResponse(await call(otherAdmin, 'GET', `/api/v3/bookings/${bookingId}/ticket`), 404, 'NOT_FOUND');
    });

    it('ends the ticket with this month when cancelled by the 10th', async () => {
      await travelTo('2027-01-09T12:00:00Z');
      const cancelled = germanyTicketBookingSchema.parse(
        (await call(cookies.USER, 'POST', `/api/v3/bookings/my-ticket/${bookingId}/cancel`)).json(),
      );
      expect(cancelled).toMatchObject({ status: 'CANCELLED', endMonth: '2027-01' });
      expectErrorResponse(
        await call(cookies.USER, 'POST', `/api/v3/bookings/my-ticket/${bookingId}/cancel`),
        409,
        'GERMANY_TICKET_WRONG_STATUS',
        'CANCELLED',
      );
      expectErrorResponse(
        await call(cookies.USER, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-01' }),
        400,
        'GERMANY_TICKET_START_TOO_EARLY',
        '2027-02',
      );
    });

    it('keeps the whole story of the booking', async () => {
      const history = (await call(cookies.ADMIN, 'GET', `/api/v3/bookings/${bookingId}/history`)).json();
      expect(history.events.map((e: { action: string }) => e.action)).toEqual([
        'germany-ticket.requested',
        'germany-ticket.approved',
        'germany-ticket.confirmed',
        'germany-ticket.ticket-delivered',
        'germany-ticket.cancelled',
      ]);
    });
  });

  describe('deadlines and eligibility', () => {
    it('ends a ticket cancelled after the 10th a month later', async () => {
      await travelTo('2027-01-20T12:00:00Z');
      const user = await buildUser(t.db, { companyId, personalNumber: '1003' });
      const cookie = await signIn(t.app, user.email);
      const booking = (await call(cookie, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-03' })).json();
      await call(cookies.ADMIN, 'PATCH', `/api/v3/bookings/${booking.id}/approve`);
      await travelTo('2027-03-11T08:00:00Z');
      const cancelled = (await call(cookies.ADMIN, 'PATCH', `/api/v3/bookings/${booking.id}/cancel`)).json();
      expect(cancelled).toMatchObject({ status: 'CANCELLED', endMonth: '2027-04' });
    });

    it('declines with a reason and withdraws a request that never ran', async () => {
      const user = await buildUser(t.db, { companyId });
      const cookie = await signIn(t.app, user.email);
      const first = (await call(cookie, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-05' })).json();
      const declined = (
        await call(cookies.ADMIN, 'PATCH', `/api/v3/bookings/${first.id}/decline`, { reason: 'Nur für Pendler' })
      ).json();
      expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'Nur für Pendler' });
      const second = (await call(cookie, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-05' })).json();
      const withdrawn = (await call(cookie, 'POST', `/api/v3/bookings/my-ticket/${second.id}/cancel`)).json();
      expect(withdrawn).toMatchObject({ status: 'CANCELLED', endMonth: '2027-04' });
    });

    it('asks for the date of birth when the transport company needs it', async () => {
      await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', { ...offer, requiresDateOfBirth: true });
      const user = await buildUser(t.db, { companyId });
      const cookie = await signIn(t.app, user.email);
      expectErrorResponse(
        await call(cookie, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-05' }),
        400,
        'INVALID_INPUT',
        'body.dateOfBirth',
      );
      const ok = await call(cookie, 'POST', '/api/v3/bookings/my-ticket', {
        startMonth: '2027-05',
        dateOfBirth: '1990-04-01',
      });
      expect(ok.statusCode).toBe(200);
      await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', offer);
    });

    it('keeps the ticket from people with a budget group when the offer or a limited licence says so', async () => {
      await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', { ...offer, eligibility: 'WITHOUT_BUDGET_GROUP' });
      expect((await call(withGroup, 'GET', '/api/v3/bookings/my-ticket')).json().isEligible).toBe(false);
      expectErrorResponse(
        await call(withGroup, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-06' }),
        403,
        'GERMANY_TICKET_NOT_ELIGIBLE',
      );
      await call(cookies.ADMIN, 'PUT', '/api/v3/bookings/offer', offer);
      expect((await call(withGroup, 'GET', '/api/v3/bookings/my-ticket')).json().isEligible).toBe(true);
      await enableGermanyTicket(t.db, companyId, 'LIMITED');
      const limited = germanyTicketOfferSchema.parse(
        (await call(cookies.ADMIN, 'GET', '/api/v3/bookings/offer')).json(),
      );
      expect(limited).toMatchObject({ licence: 'LIMITED', eligibility: 'WITHOUT_BUDGET_GROUP' });
      expect((await call(withGroup, 'GET', '/api/v3/bookings/my-ticket')).json().isEligible).toBe(false);
      await enableGermanyTicket(t.db, companyId, 'FULL');
    });

    it('names the next deadline not passed, and orders a ticket cancelled before its start as a cancellation', async () => {
      await travelTo('2027-04-26T10:00:00Z');
      const holder = await buildUser(t.db, { companyId, personalNumber: '1004', lastName: 'Storno' });
      const undecided = await buildUser(t.db, { companyId, personalNumber: '1005', lastName: 'Zurück' });
      const cookie = await signIn(t.app, holder.email);
      const mine = myTicketSchema.parse((await call(cookie, 'GET', '/api/v3/bookings/my-ticket')).json());
      // The 10 April has passed: the hint and the cancel dialog both speak of 10 May.
      expect(mine).toMatchObject({
        thisMonth: '2027-04',
        cancellationDeadline: '2027-05-10',
        cancellationEndMonth: '2027-05',
      });
      const booking = (await call(cookie, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-06' })).json();
      await call(cookies.ADMIN, 'PATCH', `/api/v3/bookings/${booking.id}/approve`);
      const other = await signIn(t.app, undecided.email);
      const request = (await call(other, 'POST', '/api/v3/bookings/my-ticket', { startMonth: '2027-06' })).json();
      await travelTo('2027-05-05T08:00:00Z');
      const cancelled = (await call(cookies.ADMIN, 'PATCH', `/api/v3/bookings/${booking.id}/cancel`)).json();
      expect(cancelled).toMatchObject({ status: 'CANCELLED', startMonth: '2027-06', endMonth: '2027-05' });
      expect(cancelled.decidedAt).not.toBeNull();
      const withdrawer = await signIn(t.app, undecided.email);
      await call(withdrawer, 'POST', `/api/v3/bookings/my-ticket/${request.id}/cancel`);
      const list = await call(cookies.ADMIN, 'GET', '/api/v3/bookings/order-list?month=2027-06&format=csv');
      const lines = list.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines.filter((line) => line.includes('"1004"'))).toEqual([
        expect.stringMatching(/^"Storno";"[^"]*";"1004";"[^"]+";"2027-06";"2027-05";""$/),
      ]);
      expect(lines.some((line) => line.includes('"1005"'))).toBe(false);
      const may = await call(cookies.ADMIN, 'GET', '/api/v3/bookings/order-list?month=2027-05&format=csv');
      expect(may.body).not.toContain('"1004"');
    });
  });
});
