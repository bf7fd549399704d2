import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyPartnerSettingsSchema,
  noLicences,
  operatorPartnerOfferSchema,
  partnerOfferCompanyCountSchema,
  partnerOffersResponseSchema,
  type PartnerOfferForm,
  type RoleName,
} from '@mobilo/contract';
import { buildCompany, buildUser, expectErrorResponse, signIn, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema/audit-events';
import { companyLicences } from '../../db/schema/company-licences';
import { setLicences } from '../licences/licences.service';

const t = useTestApp({}, { clock: () => new Date('2026-11-26T10:00:00Z') });
const unknownId = '00000000-0000-4000-8000-000000000000';
const png = `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\n' + 'pixels')}`;

const offer = (overrides: Partial<PartnerOfferForm> & { version?: number } = {}): PartnerOfferForm => ({
  partner: 'Velo Werk',
  title: { en: '15 % off bike service', de: '15 % auf den Fahrradservice' },
  description: { en: 'Show the code at the counter.', de: 'Zeigen Sie den Code an der Kasse.' },
  code: 'MOBILO15',
  link: null,
  image: png,
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  category: 'BIKE',
  countries: ['DE'],
  companyIds: null,
  isActive: true,
  ...overrides,
});

describe('partner offers', () => {
  let companyId: string;
  let otherCompanyId: string;
  let cookies: Record<RoleName, string>;
  let god: string;
  let otherEmployee: string;

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  const create = async (overrides: Partial<PartnerOfferForm> = {}) => {
    const response = await call(god, 'POST', '/api/v3/god/partner-offers', offer(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return operatorPartnerOfferSchema.parse(response.json());
  };

  const employeeOffers = async (cookie: string, query = '') =>
    partnerOffersResponseSchema.parse((await call(cookie, 'GET', `/api/v3/partner/offers${query}`)).json());

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Partner GmbH' })).id;
    otherCompanyId = (await buildCompany(t.db, { name: 'Elsewhere AG' })).id;
    for (const id of [companyId, otherCompanyId]) await setLicences(t.db, id, { ...noLicences, deals: true });
    ({ cookies } = await signInRoles(t.app, t.db, companyId, [
      'ADMIN',
      'ADMIN_LIGHT',
      'CARD_ADMIN',
      'USER',
      'ACCOUNTANT',
      'EXPENSE_CHECKER',
    ]));
    otherEmployee = (await signInRoles(t.app, t.db, otherCompanyId, ['USER'])).cookies.USER;
    const operatorCompany = await buildCompany(t.db, { name: 'Operator' });
    god = (await signInRoles(t.app, t.db, operatorCompany.id, ['GOD'])).cookies.GOD;
  });

  describe('access', () => {
    it('asks for a session', async () => {
      expectErrorResponse(await call(undefined, 'GET', '/api/v3/partner/offers'), 401, 'UNAUTHENTICATED');
      expectErrorResponse(await call(undefined, 'GET', '/api/v3/god/partner-offers'), 401, 'UNAUTHENTICATED');
      expectErrorResponse(
        await call(undefined, 'PUT', '/api/v3/partner/settings', { areaEnabled: true }),
        401,
        'UNAUTHENTICATED',
      );
    });

    it('keeps the area to the employee roles, the switches to admins and the curation to the operator', async () => {
      for (const role of ['ACCOUNTANT', 'EXPENSE_CHECKER'] as const) {
        expectErrorResponse(await call(cookies[role], 'GET', '/api/v3/partner/offers'), 403, 'ACCESS_DENIED');
      }
      expectErrorResponse(await call(cookies.USER, 'GET', '/api/v3/partner/settings'), 403, 'ACCESS_DENIED');
      expectErrorResponse(
        await call(cookies.USER, 'PUT', '/api/v3/partner/settings', { areaEnabled: false }),
        403,
        'ACCESS_DENIED',
      );
      expectErrorResponse(
        await call(cookies.ADMIN, 'POST', '/api/v3/god/partner-offers', offer()),
        403,
        'ACCESS_DENIED',
      );
      expectErrorResponse(await call(cookies.ADMIN, 'GET', '/api/v3/god/partner-offers'), 403, 'ACCESS_DENIED');
      expectErrorResponse(await call(god, 'GET', '/api/v3/partner/offers'), 403, 'ACCESS_DENIED');
      for (const role of ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'USER'] as const) {
        expect((await call(cookies[role], 'GET', '/api/v3/partner/offers')).statusCode).toBe(200);
      }
    });

    it('needs the deals licence', async () => {
      const bare = (await buildCompany(t.db)).id;
      const { cookies: bareCookies } = await signInRoles(t.app, t.db, bare, ['ADMIN', 'USER']);
      expectErrorResponse(
        await call(bareCookies.USER, 'GET', '/api/v3/partner/offers'),
        403,
        'PARTNER_OFFERS_NOT_LICENSED',
      );
      expectErrorResponse(
        await call(bareCookies.ADMIN, 'PUT', '/api/v3/partner/settings', { areaEnabled: false }),
        403,
        'PARTNER_OFFERS_NOT_LICENSED',
      );
    });

    it('is closed to trial users, reseller companies and after the cut-off', async () => {
      const trial = await buildUser(t.db, { companyId, isTrial: true });
      expectErrorResponse(
        await call(await signIn(t.app, trial.email), 'GET', '/api/v3/partner/offers'),
        403,
        'PARTNER_OFFERS_NOT_AVAILABLE',
      );
      const resold = (await buildCompany(t.db, { reseller: 'PARTNERCO' })).id;
      await setLicences(t.db, resold, { ...noLicences, deals: true });
      const resoldUser = (await signInRoles(t.app, t.db, resold, ['USER'])).cookies.USER;
      expectErrorResponse(await call(resoldUser, 'GET', '/api/v3/partner/offers'), 403, 'PARTNER_OFFERS_NOT_AVAILABLE');
      const churned = (await buildCompany(t.db)).id;
      await setLicences(t.db, churned, { ...noLicences, deals: true, churnDate: '2026-11-25' });
      const churnedUser = (await signInRoles(t.app, t.db, churned, ['USER'])).cookies.USER;
      expectErrorResponse(
        await call(churnedUser, 'GET', '/api/v3/partner/offers'),
        403,
        'PARTNER_OFFERS_NOT_AVAILABLE',
      );
      // The churn day itself still counts (compared by day).
      await t.db.update(companyLicences).set({ churnDate: '2026-11-26' }).where(eq(companyLicences.companyId, churned));
      expect((await call(churnedUser, 'GET', '/api/v3/partner/offers')).statusCode).toBe(200);
    });
  });

  describe('the operator', () => {
    it('refuses an offer with bad input, each with its own code', async () => {
      const refuse = async (body: object, status: number, code: string, parameter?: string | null) =>
        expectErrorResponse(await call(god, 'POST', '/api/v3/god/partner-offers', body), status, code, parameter);
      await refuse(
        offer({ validFrom: '2026-12-01', validUntil: '2026-11-30' }),
        400,
        'PARTNER_OFFER_ENDS_BEFORE_START',
      );
      await refuse(offer({ title: { en: 'Bike service', de: ' ' } }), 400, 'PARTNER_OFFER_TEXT_MISSING', 'title.de');
      await refuse(offer({ description: { en: '', de: 'Text' } }), 400, 'PARTNER_OFFER_TEXT_MISSING', 'description.en');
      await refuse(offer({ code: null, link: 'http://velo.example' }), 400, 'PARTNER_OFFER_LINK_NOT_HTTPS', 'link');
      await refuse(offer({ code: null, link: 'javascript:alert(1)' }), 400, 'PARTNER_OFFER_LINK_NOT_HTTPS', 'link');
      await refuse(offer({ code: '', link: null }), 400, 'PARTNER_OFFER_CODE_OR_LINK');
      await refuse(
        offer({ image: `data:image/png;base64,${btoa('<svg onload=alert(1)>')}` }),
        415,
        'PARTNER_OFFER_IMAGE_INVALID',
        'image',
      );
      await refuse(offer({ countries: ['XX'] }), 400, 'INVALID_INPUT', 'body.countries.0');
      await refuse({ ...offer(), price: '10.00' }, 400, 'INVALID_INPUT');
      await refuse(offer({ companyIds: [unknownId] }), 404, 'NOT_FOUND', 'company');
      const listed = (await call(god, 'GET', '/api/v3/god/partner-offers')).json() as unknown[];
      expect(listed).toEqual([]);
    });

    it('answers 404 for an offer that does not exist', async () => {
      expectErrorResponse(await call(god, 'PUT', `/api/v3/god/partner-offers/${unknownId}`, offer()), 404, 'NOT_FOUND');
      expectErrorResponse(await call(god, 'DELETE', `/api/v3/god/partner-offers/${unknownId}`), 404, 'NOT_FOUND');
      expectErrorResponse(await call(god, 'GET', `/api/v3/god/partner-offers/${unknownId}/counts`), 404, 'NOT_FOUND');
      expectErrorResponse(await call(god, 'GET', '/api/v3/god/partner-offers/not-an-id/counts'), 400, 'INVALID_INPUT');
    });

    it('creates, changes and deletes an offer, audited', async () => {
      const created = await create({ partner: 'Short Lived', code: null, link: 'https://short.example/deal?x=1' });
      expect(created).toMatchObject({ partner: 'Short Lived', isCurrent: true, companyIds: null, views: 0 });
      const changed = operatorPartnerOfferSchema.parse(
        (
          await call(
            god,
            'PUT',
            `/api/v3/god/partner-offers/${created.id}`,
            offer({ partner: 'Longer Lived', isActive: false }),
          )
        ).json(),
      );
      expect(changed).toMatchObject({ partner: 'Longer Lived', code: 'MOBILO15', isActive: false, isCurrent: false });
      expect((await call(god, 'DELETE', `/api/v3/god/partner-offers/${created.id}`)).json()).toEqual({
        id: created.id,
        partner: 'Longer Lived',
      });
      const events = await t.db.select().from(auditEvents).where(eq(auditEvents.subjectId, created.id));
      expect(events.map((event) => event.action).sort()).toEqual([
        'partner-offer.create',
        'partner-offer.delete',
        'partner-offer.update',
      ]);
    });
  });

  describe('two operators editing one offer', () => {
    it('answers a change on a stale version with 409 and the offer as it is now, changing nothing', async () => {
      const created = await create({ partner: 'Versioned Bikes' });
      expect(created.version).toBe(1);
      const url = `/api/v3/god/partner-offers/${created.id}`;
      const first = await call(god, 'PUT', url, offer({ partner: 'Versioned Bikes 2', version: 1 }));
      expect(operatorPartnerOfferSchema.parse(first.json())).toMatchObject({
        partner: 'Versioned Bikes 2',
        version: 2,
      });
      // The second operator saves what they read before the first save.
      const stale = await call(god, 'PUT', url, offer({ partner: 'Versioned Bikes 3', version: 1 }));
      const reason = expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION');
      expect(reason.parameter).toMatchObject({ partner: 'Versioned Bikes 2', version: 2 });
      const listed = operatorPartnerOfferSchema
        .array()
        .parse((await call(god, 'GET', '/api/v3/god/partner-offers')).json());
      expect(listed.find((row) => row.id === created.id)).toMatchObject({ partner: 'Versioned Bikes 2', version: 2 });
      await call(god, 'DELETE', url);
    });
  });

  describe('companies and employees', () => {
    let bike: string;
    let rail: string;
    let theirs: string;

    beforeAll(async () => {
      bike = (await create()).id;
      rail = (await create({ partner: 'Rail Co', category: 'RAIL', code: null, link: 'https://rail.example' })).id;
      theirs = (await create({ partner: 'Only Theirs', companyIds: [otherCompanyId] })).id;
      await create({ partner: 'Expired', validFrom: '2026-01-01', validUntil: '2026-11-25' });
      await create({ partner: 'Future', validFrom: '2026-11-27', validUntil: null });
      await create({ partner: 'Switzerland', countries: ['CH'] });
      await create({ partner: 'Inactive', isActive: false });
    });

    it('shows employees the current offers for their company and country, filtered by category', async () => {
      const mine = await employeeOffers(cookies.USER);
      expect(mine.areaEnabled).toBe(true);
      expect(mine.offers.map((o) => o.partner)).toEqual(['Rail Co', 'Velo Werk']);
      expect((await employeeOffers(cookies.USER, '?category=RAIL')).offers.map((o) => o.partner)).toEqual(['Rail Co']);
      expectErrorResponse(
        await call(cookies.USER, 'GET', '/api/v3/partner/offers?category=SHIPS'),
        400,
        'INVALID_INPUT',
      );
      const theirOffers = await employeeOffers(otherEmployee);
      expect(theirOffers.offers.map((o) => o.partner)).toEqual(['Only Theirs', 'Rail Co', 'Velo Werk']);
    });

    it("answers 404 for another company's offer", async () => {
      expectErrorResponse(await call(cookies.USER, 'POST', `/api/v3/partner/offers/${theirs}/view`), 404, 'NOT_FOUND');
      expectErrorResponse(
        await call(cookies.ADMIN, 'PUT', `/api/v3/partner/settings/offers/${theirs}`, { enabled: false }),
        404,
        'NOT_FOUND',
      );
      expectErrorResponse(
        await call(cookies.ADMIN, 'PUT', `/api/v3/partner/settings/offers/${bike}`, { enabled: 'no' }),
        400,
        'INVALID_INPUT',
        'body.enabled',
      );
    });

    it('lets an admin switch one offer or the whole area off for the company only', async () => {
      const settings = companyPartnerSettingsSchema.parse(
        (await call(cookies.ADMIN_LIGHT, 'PUT', `/api/v3/partner/settings/offers/${bike}`, { enabled: false })).json(),
      );
      expect(settings.offers.map((o) => [o.partner, o.enabledForCompany])).toEqual([
        ['Rail Co', true],
        ['Velo Werk', false],
      ]);
      expect((await employeeOffers(cookies.USER)).offers.map((o) => o.partner)).toEqual(['Rail Co']);
      expect((await employeeOffers(otherEmployee)).offers).toHaveLength(3);
      expectErrorResponse(await call(cookies.USER, 'POST', `/api/v3/partner/offers/${bike}/click`), 404, 'NOT_FOUND');

      await call(cookies.ADMIN, 'PUT', '/api/v3/partner/settings', { areaEnabled: false });
      expect(await employeeOffers(cookies.USER)).toEqual({ areaEnabled: false, offers: [] });
      expectErrorResponse(await call(cookies.USER, 'POST', `/api/v3/partner/offers/${rail}/view`), 404, 'NOT_FOUND');
      // The admins still see what they could switch back on.
      const off = companyPartnerSettingsSchema.parse(
        (await call(cookies.CARD_ADMIN, 'GET', '/api/v3/partner/settings')).json(),
      );
      expect(off.areaEnabled).toBe(false);
      expect(off.offers).toHaveLength(2);

      await call(cookies.ADMIN, 'PUT', '/api/v3/partner/settings', { areaEnabled: true });
      await call(cookies.ADMIN, 'PUT', `/api/v3/partner/settings/offers/${bike}`, { enabled: true });
      expect((await employeeOffers(cookies.USER)).offers).toHaveLength(2);
      const actions = await t.db.select().from(auditEvents).where(eq(auditEvents.companyId, companyId));
      expect(actions.map((event) => event.action)).toEqual(
        expect.arrayContaining(['partner.area-switched', 'partner.offer-switched']),
      );
    });

    it('counts views and clicks per offer and company, naming nobody', async () => {
      await call(cookies.USER, 'POST', `/api/v3/partner/offers/${rail}/view`);
      await call(cookies.ADMIN, 'POST', `/api/v3/partner/offers/${rail}/view`);
      expect((await call(cookies.USER, 'POST', `/api/v3/partner/offers/${rail}/click`)).json()).toEqual({
        recorded: true,
      });
      await call(otherEmployee, 'POST', `/api/v3/partner/offers/${rail}/view`);
      expectErrorResponse(
        await call(cookies.USER, 'POST', `/api/v3/partner/offers/${unknownId}/view`),
        404,
        'NOT_FOUND',
      );

      const counts = (await call(god, 'GET', `/api/v3/god/partner-offers/${rail}/counts`)).json() as unknown[];
      expect(counts.map((row) => partnerOfferCompanyCountSchema.strict().parse(row))).toEqual([
        { companyId: otherCompanyId, companyName: 'Elsewhere AG', views: 1, clicks: 0 },
        { companyId, companyName: 'Partner GmbH', views: 2, clicks: 1 },
      ]);
      const listed = ((await call(god, 'GET', '/api/v3/god/partner-offers')).json() as { id: string }[]).map((row) =>
        operatorPartnerOfferSchema.parse(row),
      );
      expect(listed.find((row) => row.id === rail)).toMatchObject({ views: 3, clicks: 1, isCurrent: true });
      expect(listed.find((row) => row.partner === 'Expired')).toMatchObject({ isCurrent: false });
      expect(listed.find((row) => row.id === theirs)).toMatchObject({ companyIds: [otherCompanyId] });
    });
  });
});
