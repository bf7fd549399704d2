import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  type CallDefinition,
  currentPeriod,
  errorResponseSchema,
  firstDayOfPeriod,
  noLicences,
  roleNames,
  rolesGrantedBy,
} from '@mobilo/contract';
import { servedCalls } from '../../src/modules';
import { downloads } from '../../src/db/schema/downloads';
import { germanyTicketBookings } from '../../src/db/schema/germany-tickets';
import { homeChargingActivities, homeChargingContracts } from '../../src/db/schema/home-charging';
import { expenseFiles } from '../../src/db/schema/expenses';
import { partnerOfferCompanies, partnerOffers } from '../../src/db/schema/partner-offers';
import { periods } from '../../src/db/schema/periods';
import { personioSyncRuns } from '../../src/db/schema/personio-configs';
import { roles } from '../../src/db/schema/roles';
import {
  cardAllowedLists,
  cardPayoutPlans,
  cardProgrammes,
  cards,
  cardTransactions,
} from '../../src/db/schema/card-programme';
import { makeReceiptPdf } from '../../src/demo/sample-receipts';
import { setCardMembership } from '../../src/modules/card/card-membership.service';
import { setFeatureFlag } from '../../src/modules/flags/feature-flags.service';
import { setLicences } from '../../src/modules/licences/licences.service';
import { createPeriodsForCompany } from '../../src/modules/periods/periods.service';
import { buildExpenseRow } from '../expense-factories';
import {
  buildBudgetGroup,
  buildCompany,
  buildUser,
  enableGermanyTicket,
  enableHomeCharging,
  signInRoles,
} from '../factories';
import { multipartBody } from '../multipart';
import { useTestApp } from '../test-app';

/**
 * Every call that names an object by its id, asked by the other company's users with the right to
 * make the call: the object is "not found" (404), never forbidden, never changed. The bodies are
 * valid for the call (checked below), so the answer comes from the lookup, not from validation.
 */
const t = useTestApp();
const month = currentPeriod();

/** Objects of company B, by the parameter names the paths use. */
type Theirs = {
  expense: string;
  file: string;
  user: string;
  group: string;
  download: string;
  membership: string;
  personioRun: string;
  booking: string;
  partnerOffer: string;
  chargingContract: string;
  chargingActivity: string;
  card: string;
  allowedList: string;
  payoutPlan: string;
  cardTransaction: string;
};

/** Which object of theirs a path's parameter names; a new kind of id has to be added here. */
function idsFor(call: CallDefinition, theirs: Theirs): Record<string, string> | null {
  const { path } = call;
  if (path.includes(':token') || path.includes(':name')) return null;
  // The operator's calls reach across companies by design (docs/adr/0018); no tenant to leave.
  if (path.startsWith('/god/') || path.startsWith('/api/v3/god/')) return null;
  // A tax module's kind is a type every company has, not an object of theirs.
  if (path === '/api/v3/settings/tax-modules/:kind') return null;
  // A month or a year names no object: every company has its own, so there is nothing of theirs.
  if (/^[^:]*(:period|:year)[^:]*$/.test(path)) return null;
  if (path.startsWith('/v2/expenses/:id')) {
    return { id: theirs.expense, fileId: theirs.file, value: 'true', markerNote: 'Seen' };
  }
  if (/^(\/api\/v3)?(\/management\/period\/expense|\/expenses)\/:id/.test(path)) return { id: theirs.expense };
  if (path.includes('budgetclass/user/:userId')) return { userId: theirs.user };
  if (path.includes('/user/:userId/metadata')) return { period: month, userId: theirs.user };
  if (path.includes('budgetclass/:id')) return { id: theirs.group };
  if (path.startsWith('/user/:id')) return { id: theirs.user, period: month };
  if (path.startsWith('/api/v3/downloads/:id')) return { id: theirs.download };
  if (path.includes('card-admin/:id')) return { id: theirs.membership };
  if (path === '/integrations/personio/runs/:id') return { id: theirs.personioRun };
  if (path === '/integrations/personio/user/:id') return { id: theirs.user };
  if (path.startsWith('/api/v3/bookings/') && path.includes(':id')) return { id: theirs.booking };
  if (path === '/api/v3/expenses/users/:userId') return { userId: theirs.user };
  if (path.startsWith('/api/v3/partner/') && path.includes(':id')) return { id: theirs.partnerOffer };
  if (path.startsWith('/api/v3/home-charging/users/:userId')) return { userId: theirs.user };
  if (/^\/api\/v3\/home-charging\/(my-)?contracts\/:id/.test(path)) return { id: theirs.chargingContract };
  if (/^\/api\/v3\/home-charging\/(my-)?activities\/:id/.test(path)) return { id: theirs.chargingActivity };
  if (path.startsWith('/api/v3/card/whitelists/:id')) return { id: theirs.allowedList };
  if (path.startsWith('/api/v3/card/payout-plans/:id')) return { id: theirs.payoutPlan };
  if (path.startsWith('/api/v3/card/my-mobility/transactions/:id')) return { id: theirs.cardTransaction };
  if (path.startsWith('/api/v3/card/members/:userId')) return { userId: theirs.user };
  if (path.startsWith('/api/v3/card/cards/:id')) return { id: theirs.card };
  throw new Error(`no object of the other company for ${call.method} ${path}`);
}

/** A body the call's schema takes, so that only the lookup can refuse it. */
function bodyFor(call: CallDefinition, roleId: string, ours: { user: string }): unknown {
  const key = `${call.method} ${call.path}`;
  const today = firstDayOfPeriod(month);
  const bodies: Record<string, unknown> = {
    'PUT /v2/expenses/:id': { originalCost: '12.50', tripToWork: true, type: 'TAXI', date: today },
    'PATCH /api/v3/budgetclass/:id': { newName: 'Renamed' },
    'PUT /budgetclass/:id': { userIds: [ours.user] },
    'PUT /user/:id': {
      firstName: 'Eve',
      lastName: 'Intruder',
      email: 'eve@example.test',
      roleId,
      userType: 'PROFESSIONAL',
      culture: 'en',
      timezone: 'Europe/Berlin',
    },
    'PATCH /user/:id/deactivate': { reason: 'LEFT_COMPANY' },
    'PATCH /user/:id/reactivate': { scope: 'BOTH' },
    'PUT /user/:id/deductions/:period': { budgetDeductions: [{ label: 'Parking', amount: '5.00' }] },
    'PUT /user/:id/corrections/:period': { correctionAmount: '5.00', description: 'Bonus' },
    'PATCH /api/v3/downloads/:id/imported': {},
    'PATCH /api/v3/expenses/:id/reject': { rejectReason: crypto.randomUUID() },
    'PATCH /api/v3/management/period/expense/:id/reject': { rejectReason: crypto.randomUUID() },
    'PATCH /management/period/expense/:id/edit': {
      expenseDate: today,
      expenseType: 'TAXI',
      originalCost: '9.90',
      origin: 'HOME',
    },
    'PATCH /management/period/expense/:id/check': { isChecked: true },
    'PATCH /integrations/personio/user/:id': { managedByHand: true },
    'PUT /api/v3/partner/settings/offers/:id': { enabled: false },
    'PUT /api/v3/home-charging/users/:userId': {
      type: 'VARIABLE',
      carKind: 'COMPANY',
      vehicle: 'ELECTRIC',
      batteryKwh: 60,
      meterIds: ['M-1'],
      pricingMethods: [],
    },
    'PATCH /api/v3/home-charging/contracts/:id/reject': { reason: 'Not theirs' },
    'PATCH /api/v3/home-charging/activities/:id/reject': { reason: 'Not theirs' },
    'PUT /api/v3/card/whitelists/:id': { name: 'Mobility', merchantCategoryCodes: ['4111'], merchantNames: [] },
    'PUT /api/v3/card/payout-plans/:id': {
      name: 'Monthly',
      monthlyAmount: '50.00',
      loadDay: 1,
      carryOver: false,
      taxTreatment: 'TAXABLE',
      allowedListId: null,
      userIds: [],
      budgetGroupIds: [],
    },
  };
  return key in bodies ? bodies[key] : call.body ? {} : undefined;
}

describe('objects of another company', () => {
  let cookies: Record<string, string>;
  let theirs: Theirs;
  let ourUser: string;
  let employeeRoleId: string;

  beforeAll(async () => {
    const ours = await buildCompany(t.db, { name: 'Ours GmbH' });
    const other = await buildCompany(t.db, { name: 'Theirs AG' });
    for (const company of [ours, other]) {
      await createPeriodsForCompany(t.db, company.id, { from: addMonths(month, -1) });
      // Both run the job ticket, so that only the booking's company can refuse.
      await enableGermanyTicket(t.db, company.id);
      // Both have partner offers, so that only the offer's company can refuse.
      await enableHomeCharging(t.db, company.id);
      await setLicences(t.db, company.id, {
        ...noLicences,
        germanyTicket: 'FULL',
        deals: true,
        homeCharging: true,
        card: true,
      });
      // Both run cards, so that only the list's or the plan's company can refuse.
      await setFeatureFlag(t.db, company.id, 'CARD', true);
    }
    const signedIn = await signInRoles(t.app, t.db, ours.id, roleNames);
    cookies = signedIn.cookies;
    ourUser = signedIn.ids.USER;
    const group = await buildBudgetGroup(t.db, other.id, { companyMobilityTypes: ['TAXI'] });
    const user = await buildUser(t.db, { companyId: other.id, budgetGroupId: group.id });
    const expense = await buildExpenseRow(t.db, {
      companyId: other.id,
      userId: user.id,
      date: firstDayOfPeriod(month),
      status: 'READY',
    });
    const [file] = await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, expense.id));
    const [period] = await t.db.select().from(periods).where(eq(periods.companyId, other.id)).limit(1);
    const [download] = await t.db
      .insert(downloads)
      .values({
        companyId: other.id,
        periodId: period!.id,
        periodString: period!.periodString,
        platform: 'excel',
        fileName: 'export.xlsx',
        status: 'DONE',
      })
      .returning();
    const membership = await setCardMembership(t.db, other.id, {
      userId: user.id,
      status: 'PROMOTION_IN_PROGRESS',
      cardsCount: 0,
      invitationUrl: 'https://cards.example.test/verify',
      idVerificationState: 'in_progress',
    });
    const [personioRun] = await t.db
      .insert(personioSyncRuns)
      .values({ companyId: other.id, kind: 'PREVIEW', trigger: 'MANUAL', startedAt: new Date(), status: 'DONE' })
      .returning();
    const [booking] = await t.db
      .insert(germanyTicketBookings)
      .values({
        companyId: other.id,
        userId: user.id,
        status: 'ACTIVE',
        startMonth: '2026-01',
        requestedAt: new Date(),
      })
      .returning();
    const [partnerOffer] = await t.db
      .insert(partnerOffers)
      .values({
        partner: 'Theirs only',
        titleEn: 'Offer',
        titleDe: 'Angebot',
        descriptionEn: 'Text',
        descriptionDe: 'Text',
        code: 'THEIRS',
        validFrom: '2020-01-01',
        category: 'BIKE',
        countries: ['DE'],
        allCompanies: false,
      })
      .returning();
    await t.db.insert(partnerOfferCompanies).values({ offerId: partnerOffer!.id, companyId: other.id });
    const [chargingContract] = await t.db
      .insert(homeChargingContracts)
      .values({
        companyId: other.id,
        userId: user.id,
        supplier: 'Stadtwerke',
        centsPerKwh: '31.00',
        validFrom: '2026-01-01',
        submittedAt: new Date(),
      })
      .returning();
    const [chargingActivity] = await t.db
      .insert(homeChargingActivities)
      .values({
        companyId: other.id,
        userId: user.id,
        month: '2026-02',
        source: 'READINGS',
        carKind: 'COMPANY',
        meterId: 'M-1',
        startReading: '100.00',
        endReading: '200.00',
        startReadingDate: '2026-02-01',
        endReadingDate: '2026-02-28',
        kwh: '100.00',
        priceSource: 'AVERAGE',
        centsPerKwh: '34.00',
        amount: '34.00',
        submittedAt: new Date(),
      })
      .returning();
    const [allowedList] = await t.db
      .insert(cardAllowedLists)
      .values({ companyId: other.id, name: 'Theirs', merchantCategoryCodes: ['4111'] })
      .returning();
    const [payoutPlan] = await t.db
      .insert(cardPayoutPlans)
      .values({ companyId: other.id, name: 'Theirs', monthlyAmount: '50.00', taxTreatment: 'TAXABLE' })
      .returning();
    // Their card payment asks for a receipt, so that only its company can refuse the upload.
    await t.db.insert(cardProgrammes).values({ companyId: other.id, receiptsRequired: true });
    const [card] = await t.db
      .insert(cards)
      .values({
        companyId: other.id,
        userId: user.id,
        membershipId: membership.id,
        swanId: 'theirs-card',
        status: 'ENABLED',
      })
      .returning();
    const [cardTransaction] = await t.db
      .insert(cardTransactions)
      .values({
        companyId: other.id,
        cardId: card!.id,
        swanId: 'theirs-transaction',
        transactionDate: new Date(),
        amount: '3.50',
        merchantName: 'BVG',
        merchantCategoryCode: '4111',
        status: 'BOOKED',
        receiptFileKey: 'card-receipts/theirs',
        receiptFileName: 'theirs.pdf',
      })
      .returning();
    theirs = {
      cardTransaction: cardTransaction!.id,
      card: card!.id,
      allowedList: allowedList!.id,
      payoutPlan: payoutPlan!.id,
      chargingContract: chargingContract!.id,
      chargingActivity: chargingActivity!.id,
      partnerOffer: partnerOffer!.id,
      booking: booking!.id,
      personioRun: personioRun!.id,
      expense: expense.id,
      file: file!.id,
      user: user.id,
      group: group.id,
      download: download!.id,
      membership: membership.id,
    };
    const [role] = await t.db.select().from(roles).where(eq(roles.name, 'USER'));
    employeeRoleId = role!.id;
  });

  const withIds = servedCalls.filter((call) => call.path.includes(':') && call.access.kind !== 'public');

  it.each(withIds.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s answers 404',
    async (_name, call) => {
      const ids = idsFor(call, theirs);
      if (ids === null) return;
      // A query the call requires (the month of a user's card) is valid, so only the lookup can refuse.
      const query = call.query?.safeParse({}).success === false ? `?month=${month}` : '';
      const url = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => ids[name]!) + query;
      const granted = rolesGrantedBy(call.access);
      // Their own expense calls are the owner's: our employee asks; reviewer calls by a reviewer.
      for (const role of granted.includes('USER') ? (['USER', 'ADMIN'] as const) : [granted[0]!]) {
        let response;
        if (call.upload) {
          const { payload, headers } = multipartBody([{ filename: 'r.pdf', content: makeReceiptPdf(['intruder']) }]);
          response = await t.app.inject({
            method: call.method,
            url,
            payload,
            headers: { ...headers, cookie: cookies[role]! },
          });
        } else {
          const body = bodyFor(call, employeeRoleId, { user: ourUser });
          if (call.body) expect(call.body.safeParse(body).success, `sample body of ${call.path}`).toBe(true);
          response = await t.app.inject({
            method: call.method,
            url,
            headers: { cookie: cookies[role]! },
            ...(body !== undefined && { payload: body as object }),
          });
        }
        expect({ role, status: response.statusCode }).toEqual({ role, status: 404 });
        expect(errorResponseSchema.parse(response.json()).reason.errorCode).toMatch(/NOT_FOUND/);
      }
    },
  );
});
