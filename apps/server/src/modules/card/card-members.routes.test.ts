import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noLicences, type CardMember, type RoleName } from '@mobilo/contract';
import { buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useFakeCardIssuer } from '../../../test/card-issuer-for-tests';
import { useTestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema/audit-events';
import { cardMemberInvites, cardMemberships } from '../../db/schema/card-memberships';
import { cards } from '../../db/schema/card-programme';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';
import { cardWebhookPath } from './card-issuer.routes';

const secret = 'partner-secret-for-member-tests';
const accountId = 'account-acme';
const { state, fake, cardIssuer } = await useFakeCardIssuer({ accountId, partnerSecret: secret, timeoutMs: 1_500 });
const t = useTestApp({ cardIssuer });
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeEach(() => {
  state.failures = 0;
  state.slowMs = 0;
});

async function cardCompany(options: { licence?: boolean; flag?: boolean } = {}) {
  const company = await buildCompany(t.db);
  await setLicences(t.db, company.id, { ...noLicences, benefit: 'PROFESSIONAL', card: options.licence ?? true });
  await setFeatureFlag(t.db, company.id, 'CARD', options.flag ?? true);
  const { cookies } = await signInRoles(t.app, t.db, company.id, ['CARD_ADMIN', 'ADMIN'] as RoleName[]);
  const employee = await buildUser(t.db, { companyId: company.id, culture: 'de' });
  return { company, cookie: cookies.CARD_ADMIN!, admin: cookies.ADMIN!, employee };
}

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const invite = (cookie: string, userId: string) => call('POST', '/api/v3/card/members', cookie, { userId });
const memberOf = (response: { json: () => unknown }) => response.json() as CardMember;

/** What the member does at the issuer, and the webhook the issuer then sends. */
async function verifyAtIssuer(swanId: string, result: 'Verified' | 'Refused' = 'Verified') {
  const answer = await fetch(`${fake.url}/sandbox/memberships/${swanId}/identity-verification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ result }),
  });
  expect(answer.status).toBe(200);
  return webhook('AccountMembership.Updated', swanId);
}

let eventNumber = 0;
function webhook(eventType: string, resourceId: string, eventId = `event-${(eventNumber += 1)}-${Date.now()}`) {
  return t.app.inject({
    method: 'POST',
    url: cardWebhookPath,
    headers: { 'x-swan': 'present', 'x-swan-secret': secret },
    payload: { eventType, eventId, eventDate: new Date().toISOString(), projectId: state.projectId, resourceId },
  });
}

/** An invited, verified member with a card, through the calls themselves. */
async function memberWithCard(acme: Awaited<ReturnType<typeof cardCompany>>) {
  const invited = memberOf(await invite(acme.cookie, acme.employee.id));
  const [row] = await t.db.select().from(cardMemberships).where(eq(cardMemberships.id, invited.membershipId!));
  await verifyAtIssuer(row!.swanId!);
  const ordered = await call('POST', `/api/v3/card/members/${acme.employee.id}/cards`, acme.cookie);
  expect(ordered.statusCode).toBe(200);
  return memberOf(ordered).cards[0]!;
}

describe('/api/v3/card/members access', () => {
  let acme: Awaited<ReturnType<typeof cardCompany>>;
  beforeAll(async () => {
    acme = await cardCompany();
  });

  it('answers 401 without a session and 403 to an admin who is not the card admin', async () => {
    expectErrorResponse(await call('GET', '/api/v3/card/members'), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call('GET', '/api/v3/card/members', acme.admin), 403, 'ACCESS_DENIED');
    expectErrorResponse(await invite(acme.admin, acme.employee.id), 403, 'ACCESS_DENIED');
  });

  it('answers 403 without the card licence or the card flag, and calls no issuer', async () => {
    const operations = state.calls.operations.length;
    const unlicensed = await cardCompany({ licence: false });
    expectErrorResponse(await invite(unlicensed.cookie, unlicensed.employee.id), 403, 'CARD_NOT_LICENSED');
    const flagOff = await cardCompany({ flag: false });
    expectErrorResponse(await call('GET', '/api/v3/card/members', flagOff.cookie), 403, 'FEATURE_DISABLED');
    expect(state.calls.operations.length).toBe(operations);
  });

  it('answers 400 for a bad id, an unknown field and a bad If-Match', async () => {
    expectErrorResponse(
      await call('POST', '/api/v3/card/members', acme.cookie, { userId: 'nope' }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await call('POST', '/api/v3/card/members', acme.cookie, { userId: acme.employee.id, role: 'x' }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(await call('POST', '/api/v3/card/members/nope/cards', acme.cookie), 400, 'INVALID_INPUT');
    expectErrorResponse(
      await call('POST', `/api/v3/card/cards/${unknownId}/block`, acme.cookie, undefined, { 'if-match': '*' }),
      400,
      'INVALID_INPUT',
    );
  });

  it("answers 404 for another company's user and card, and an unknown card", async () => {
    const other = await cardCompany();
    const theirCard = await memberWithCard(other);
    expectErrorResponse(await invite(acme.cookie, other.employee.id), 404, 'NOT_FOUND');
    for (const step of ['verification-link', 'cards'])
      expectErrorResponse(
        await call('POST', `/api/v3/card/members/${other.employee.id}/${step}`, acme.cookie),
        404,
        'NOT_FOUND',
      );
    for (const action of ['block', 'unblock', 'cancel']) {
      expectErrorResponse(
        await call('POST', `/api/v3/card/cards/${theirCard.id}/${action}`, acme.cookie),
        404,
        'NOT_FOUND',
      );
      expectErrorResponse(
        await call('POST', `/api/v3/card/cards/${unknownId}/${action}`, acme.cookie),
        404,
        'NOT_FOUND',
      );
    }
    const [still] = await t.db.select().from(cards).where(eq(cards.id, theirCard.id));
    expect(still!.status).toBe('ENABLED');
  });
});

describe('a member from invitation to a cancelled card', () => {
  it('invites once, mails the link, verifies through the webhook, orders one card, blocks, unblocks and cancels', async () => {
    const acme = await cardCompany();
    const listed = (await call('GET', '/api/v3/card/members', acme.cookie)).json() as CardMember[];
    expect(listed.find((m) => m.userId === acme.employee.id)).toMatchObject({
      status: 'NOT_INVITED',
      isInvitable: true,
      isCardOrderable: false,
      cards: [],
    });
    expectErrorResponse(
      await call('POST', `/api/v3/card/members/${acme.employee.id}/verification-link`, acme.cookie),
      409,
      'CARD_VERIFICATION_NOT_PENDING',
    );

    const invited = await invite(acme.cookie, acme.employee.id);
    expect(invited.statusCode).toBe(200);
    expect(memberOf(invited)).toMatchObject({
      status: 'INVITED',
      isInvitable: false,
      isVerificationLinkSendable: true,
    });
    // Again: the same member, no second membership at the issuer.
    const before = state.memberships.length;
    expect(memberOf(await invite(acme.cookie, acme.employee.id)).membershipId).toBe(memberOf(invited).membershipId);
    expect(state.memberships.length).toBe(before);
    const [row] = await t.db.select().from(cardMemberships).where(eq(cardMemberships.userId, acme.employee.id));
    expect(row!.invitationUrl).toBe(`${fake.url}/invitation/${row!.swanId}`);

    expectErrorResponse(
      await call('POST', `/api/v3/card/members/${acme.employee.id}/cards`, acme.cookie),
      409,
      'CARD_MEMBER_NOT_VERIFIED',
    );
    const linked = await call('POST', `/api/v3/card/members/${acme.employee.id}/verification-link`, acme.cookie);
    expect(linked.statusCode).toBe(200);
    expect(memberOf(linked).verificationLinkSentAt).not.toBeNull();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, acme.employee.email));
    expect(mail).toMatchObject({ template: 'CARD_MEMBER_VERIFICATION', language: 'de' });

    // A refused check changes nothing; a verified one makes the member active.
    expect((await verifyAtIssuer(row!.swanId!, 'Refused')).statusCode).toBe(200);
    expect(memberOf(await invite(acme.cookie, acme.employee.id)).status).toBe('INVITED');
    expect((await verifyAtIssuer(row!.swanId!)).statusCode).toBe(200);

    const ordered = await call('POST', `/api/v3/card/members/${acme.employee.id}/cards`, acme.cookie);
    expect(ordered.statusCode).toBe(200);
    const member = memberOf(ordered);
    expect(member).toMatchObject({ status: 'ACTIVE', idVerificationState: 'verified', isCardOrderable: false });
    expect(member.cards).toHaveLength(1);
    const card = member.cards[0]!;
    expect(card).toMatchObject({ status: 'ENABLED', category: 'VIRTUAL', isBlockable: true, isCancellable: true });
    const atIssuer = state.cards.find((c) => c.id === card.swanId);
    expect(atIssuer?.limit).toBe('0.00');
    // The number as the issuer masks it, for the employee's card screen.
    const [kept] = await t.db.select().from(cards).where(eq(cards.swanId, card.swanId!));
    expect(kept!.maskedNumber).toBe(atIssuer!.maskedNumber);
    expect(kept!.maskedNumber).toMatch(/^5374 80•• •••• \d{4}$/);
    // Ordering again answers the card there is.
    const cardsAtIssuer = state.cards.length;
    expect(
      memberOf(await call('POST', `/api/v3/card/members/${acme.employee.id}/cards`, acme.cookie)).cards,
    ).toHaveLength(1);
    expect(state.cards.length).toBe(cardsAtIssuer);
    const [counted] = await t.db.select().from(cardMemberships).where(eq(cardMemberships.userId, acme.employee.id));
    expect(counted!.cardsCount).toBe(1);

    expectErrorResponse(
      await call('POST', `/api/v3/card/cards/${card.id}/unblock`, acme.cookie),
      409,
      'CARD_NOT_BLOCKED',
    );
    const stale = await call('POST', `/api/v3/card/cards/${card.id}/block`, acme.cookie, undefined, {
      'if-match': `"${card.version + 5}"`,
    });
    expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION');
    const blocked = memberOf(
      await call('POST', `/api/v3/card/cards/${card.id}/block`, acme.cookie, undefined, {
        'if-match': `"${card.version}"`,
      }),
    ).cards[0]!;
    expect(blocked).toMatchObject({ status: 'BLOCKED', isUnblockable: true, isBlockable: false });
    // The issuer's own Enabled does not undo a block.
    expect((await webhook('Card.Updated', card.swanId)).statusCode).toBe(200);
    expect(memberOf(await call('POST', `/api/v3/card/cards/${card.id}/unblock`, acme.cookie)).cards[0]!.status).toBe(
      'ENABLED',
    );

    const cancelled = memberOf(await call('POST', `/api/v3/card/cards/${card.id}/cancel`, acme.cookie));
    expect(cancelled.cards[0]).toMatchObject({ status: 'CANCELED', isCancellable: false });
    expect(cancelled.cards[0]!.cancelledAt).not.toBeNull();
    expect(cancelled.isCardOrderable).toBe(true);
    expect(state.cards.find((c) => c.id === card.swanId)?.status).toBe('Canceled');
    for (const action of ['block', 'unblock', 'cancel'])
      expectErrorResponse(
        await call('POST', `/api/v3/card/cards/${card.id}/${action}`, acme.cookie),
        409,
        'CARD_CANCELLED',
      );
    const [after] = await t.db.select().from(cardMemberships).where(eq(cardMemberships.userId, acme.employee.id));
    expect(after!.cardsCount).toBe(0);

    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.companyId, acme.company.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'card.member-invited',
        'card.member-verification-link-sent',
        'card.card-ordered',
        'card.card-blocked',
        'card.card-unblocked',
        'card.card-cancelled',
      ]),
    );
  });

  it('keeps a webhook replayed with the same event id to one effect, and ignores an unknown card', async () => {
    const acme = await cardCompany();
    const card = await memberWithCard(acme);
    const issuerCard = state.cards.find((c) => c.id === card.swanId)!;
    issuerCard.status = 'Canceled';
    const eventId = `replayed-${card.id}`;
    expect((await webhook('Card.Updated', card.swanId, eventId)).statusCode).toBe(200);
    const [first] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(first!.status).toBe('CANCELED');
    issuerCard.status = 'Enabled';
    expect((await webhook('Card.Updated', card.swanId, eventId)).statusCode).toBe(200);
    const [second] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(second).toMatchObject({ status: 'CANCELED', version: first!.version });
    const [membership] = await t.db.select().from(cardMemberships).where(eq(cardMemberships.userId, acme.employee.id));
    expect(membership!.cardsCount).toBe(0);
    expect((await webhook('Card.Updated', 'no-such-card')).statusCode).toBe(200);
  });
});

describe('the masked card number', () => {
  it('is kept from the order, or from a later card webhook when the issuer had none yet', async () => {
    const acme = await cardCompany();
    const card = await memberWithCard(acme);
    const issuerCard = state.cards.find((c) => c.id === card.swanId)!;
    const [ordered] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(ordered!.maskedNumber).toBe(issuerCard.maskedNumber);

    // A card the issuer numbered only after the order.
    await t.db.update(cards).set({ maskedNumber: null }).where(eq(cards.id, card.id));
    const numbered = issuerCard.maskedNumber;
    issuerCard.maskedNumber = undefined;
    expect((await webhook('Card.Updated', card.swanId)).statusCode).toBe(200);
    const [stillNone] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(stillNone!.maskedNumber).toBeNull();
    issuerCard.maskedNumber = numbered;
    expect((await webhook('Card.Updated', card.swanId)).statusCode).toBe(200);
    const [later] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(later).toMatchObject({ maskedNumber: numbered, status: 'ENABLED' });
  });
});

describe('an issuer that is down or slow', () => {
  it('answers 502 CARD_ISSUER_UNAVAILABLE and writes nothing', async () => {
    const acme = await cardCompany();
    state.failures = 100;
    expectErrorResponse(await invite(acme.cookie, acme.employee.id), 502, 'CARD_ISSUER_UNAVAILABLE');
    expect(await t.db.select().from(cardMemberships).where(eq(cardMemberships.userId, acme.employee.id))).toEqual([]);

    state.failures = 0;
    const card = await memberWithCard(acme);
    state.slowMs = 3_000;
    expectErrorResponse(
      await call('POST', `/api/v3/card/cards/${card.id}/cancel`, acme.cookie),
      502,
      'CARD_ISSUER_UNAVAILABLE',
    );
    const [kept] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(kept).toMatchObject({ status: 'ENABLED', cancelledAt: null, version: card.version });
    const cancelledEvents = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, acme.company.id), eq(auditEvents.action, 'card.card-cancelled')));
    expect(cancelledEvents).toEqual([]);
  });
});

describe('two invitations of one user at once', () => {
  it('makes one membership at the issuer; the later one answers that the first is under way', async () => {
    const acme = await cardCompany();
    const email = acme.employee.email.toLowerCase();
    const atIssuer = () => state.memberships.filter((m) => m.email.toLowerCase() === email);
    // Slow enough that both have read the issuer's empty list before either has added the membership.
    state.slowMs = 200;
    const answers = await Promise.all([invite(acme.cookie, acme.employee.id), invite(acme.cookie, acme.employee.id)]);
    state.slowMs = 0;
    expect(atIssuer()).toHaveLength(1);
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expectErrorResponse(answer, 409, 'CARD_INVITE_IN_PROGRESS');

    // Once the first is done, inviting again answers the member as is, still with one membership.
    const again = await invite(acme.cookie, acme.employee.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(memberOf(again)).toMatchObject({ status: 'INVITED', membershipId: memberOf(ok[0]!).membershipId });
    expect(atIssuer()).toHaveLength(1);
    const rows = await t.db.select().from(cardMemberships).where(eq(cardMemberships.userId, acme.employee.id));
    expect(rows.map((row) => row.swanId)).toEqual([atIssuer()[0]!.id]);
  });

  it('lets a new invitation through when the first one failed at the issuer', async () => {
    const acme = await cardCompany();
    state.failures = 100;
    expectErrorResponse(await invite(acme.cookie, acme.employee.id), 502, 'CARD_ISSUER_UNAVAILABLE');
    state.failures = 0;
    const retried = await invite(acme.cookie, acme.employee.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(memberOf(retried).status).toBe('INVITED');
  });

  it('takes over a claim left by a process that ended, once it is older than the issuer’s longest call', async () => {
    const acme = await cardCompany();
    const claim = { companyId: acme.company.id, userId: acme.employee.id };
    await t.db.insert(cardMemberInvites).values({ ...claim, startedAt: new Date() });
    expectErrorResponse(await invite(acme.cookie, acme.employee.id), 409, 'CARD_INVITE_IN_PROGRESS');
    await t.db
      .update(cardMemberInvites)
      .set({ startedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(cardMemberInvites.userId, acme.employee.id));
    const taken = await invite(acme.cookie, acme.employee.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await t.db.select().from(cardMemberInvites).where(eq(cardMemberInvites.userId, acme.employee.id))).toEqual(
      [],
    );
  });
});
