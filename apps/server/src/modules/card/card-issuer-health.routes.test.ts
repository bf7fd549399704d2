import { beforeEach, describe, expect, it } from 'vitest';
import { type CardMember, noLicences, operatorCardResponseSchema, type RoleName } from '@mobilo/contract';
import { buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useFakeCardIssuer } from '../../../test/card-issuer-for-tests';
import { useTestApp } from '../../../test/test-app';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';
import { cardWebhookPath } from './card-issuer.routes';

const secret = 'partner-secret-for-health-tests';
const { state, cardIssuer } = await useFakeCardIssuer({
  accountId: 'account-health',
  partnerSecret: secret,
  timeoutMs: 1_500,
});
const t = useTestApp({ cardIssuer });

beforeEach(() => {
  state.failures = 0;
});

async function cardCompany(name: string) {
  const company = await buildCompany(t.db, { name });
  await setLicences(t.db, company.id, { ...noLicences, benefit: 'PROFESSIONAL', card: true });
  await setFeatureFlag(t.db, company.id, 'CARD', true);
  const { cookies } = await signInRoles(t.app, t.db, company.id, ['CARD_ADMIN', 'GOD'] as RoleName[]);
  const employee = await buildUser(t.db, { companyId: company.id });
  return { company, cookie: cookies.CARD_ADMIN!, god: cookies.GOD!, employee };
}

const invite = (cookie: string, userId: string) =>
  t.app.inject({ method: 'POST', url: '/api/v3/card/members', payload: { userId }, headers: { cookie } });

async function issuerHealthOf(god: string, companyId: string) {
  const response = await t.app.inject({ method: 'GET', url: '/god/card/companies', headers: { cookie: god } });
  expect(response.statusCode, response.body).toBe(200);
  return operatorCardResponseSchema.parse(response.json()).companies.find((c) => c.id === companyId)!.issuerHealth;
}

let eventNumber = 0;
const webhook = (eventType: string, resourceId: string) =>
  t.app.inject({
    method: 'POST',
    url: cardWebhookPath,
    headers: { 'x-swan': 'present', 'x-swan-secret': secret },
    payload: {
      eventType,
      eventId: `health-${(eventNumber += 1)}`,
      eventDate: new Date().toISOString(),
      projectId: state.projectId,
      resourceId,
    },
  });

describe('the issuer health of each company on /god/card', () => {
  it('names the failed call until a later call succeeds, which supersedes it', async () => {
    const acme = await cardCompany('Health Acme');
    const quiet = await cardCompany('Health Quiet');
    expect(await issuerHealthOf(acme.god, acme.company.id)).toBeNull();

    state.failures = 100;
    expectErrorResponse(await invite(acme.cookie, acme.employee.id), 502, 'CARD_ISSUER_UNAVAILABLE');
    const failing = await issuerHealthOf(acme.god, acme.company.id);
    expect(failing).toMatchObject({
      lastSuccessAt: null,
      lastFailure: { code: 'CARD_ISSUER_UNAVAILABLE', operation: 'INVITE' },
      isFailing: true,
    });
    // Another company's calls are its own.
    expect(await issuerHealthOf(acme.god, quiet.company.id)).toBeNull();

    state.failures = 0;
    const invited = await invite(acme.cookie, acme.employee.id);
    expect(invited.statusCode, invited.body).toBe(200);
    const recovered = await issuerHealthOf(acme.god, acme.company.id);
    expect(recovered).toMatchObject({ lastFailure: failing!.lastFailure, isFailing: false });
    expect(recovered!.lastSuccessAt! >= failing!.lastFailure!.at).toBe(true);

    // The issuer's event about the member cannot be read: the company's event fetch failed.
    const member = invited.json() as CardMember;
    const swanId = state.memberships.find((m) => m.email === acme.employee.email.toLowerCase())?.id;
    expect(member.membershipId).not.toBeNull();
    state.failures = 100;
    const event = await webhook('AccountMembership.Updated', swanId!);
    expect(event.statusCode).toBe(502);
    expect(await issuerHealthOf(acme.god, acme.company.id)).toMatchObject({
      lastFailure: { code: 'CARD_ISSUER_UNAVAILABLE', operation: 'EVENT_FETCH' },
      isFailing: true,
    });
    // An event about nothing Mobilo keeps asks the issuer nothing and notes nothing.
    const calls = state.calls.graphql;
    expect((await webhook('Card.Updated', 'unknown-card')).statusCode).toBe(200);
    expect(state.calls.graphql).toBe(calls);
  });
});
