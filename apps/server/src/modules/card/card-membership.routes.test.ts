import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { buildCompany, buildUser, expectErrorResponse, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { setCardMembership } from './card-membership.service';

const t = useTestApp();
const onboardingUrl = 'https://cards.example.test/onboarding/abc';

async function member(
  status: 'INVITED' | 'PROMOTION_IN_PROGRESS' | 'ACTIVE',
  idVerificationState: 'in_progress' | 'verified' | null,
) {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, { companyId: company.id, role: 'CARD_ADMIN' });
  const membership = await setCardMembership(t.db, company.id, {
    userId: user.id,
    status,
    cardsCount: 2,
    invitationUrl: onboardingUrl,
    idVerificationState,
  });
  return { company, user, membership, cookie: await signIn(t.app, user.email) };
}

describe('GET /api/v3/integrations/card/membership/me', () => {
  const get = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v3/integrations/card/membership/me',
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('answers 401 without a session', async () => {
    expectErrorResponse(await get(), 401, 'UNAUTHENTICATED');
  });

  it("answers the user's own membership", async () => {
    const { membership, cookie } = await member('INVITED', null);
    const response = await get(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: membership.id,
      status: 'INVITED',
      cardsCount: 2,
      invitationUrl: onboardingUrl,
      idVerificationState: null,
    });
  });

  it('answers null for a user without one, even when a colleague has one', async () => {
    const { company } = await member('ACTIVE', 'verified');
    const colleague = await buildUser(t.db, { companyId: company.id });
    const response = await get(await signIn(t.app, colleague.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});

describe('POST /api/v3/integrations/card/onboarding/card-admin/{id}/verification-link', () => {
  const post = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/integrations/card/onboarding/card-admin/${id}/verification-link`,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('answers 401 without a session', async () => {
    expectErrorResponse(await post(randomUUID()), 401, 'UNAUTHENTICATED');
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const { cookie } = await member('PROMOTION_IN_PROGRESS', 'in_progress');
    expect(expectErrorResponse(await post('nope', cookie), 400, 'INVALID_INPUT').parameter).toBe('params.id');
  });

  it("answers 403 for a colleague's membership and 404 for another company's", async () => {
    const promoted = await member('PROMOTION_IN_PROGRESS', 'in_progress');
    const colleague = await buildUser(t.db, { companyId: promoted.company.id, role: 'ADMIN' });
    expectErrorResponse(await post(promoted.membership.id, await signIn(t.app, colleague.email)), 403, 'ACCESS_DENIED');
    const stranger = await member('PROMOTION_IN_PROGRESS', 'in_progress');
    expectErrorResponse(await post(promoted.membership.id, stranger.cookie), 404, 'NOT_FOUND');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, promoted.user.email));
    expect(mails).toHaveLength(0);
  });

  it('answers 409 when no identity check is running', async () => {
    const { membership, cookie } = await member('ACTIVE', 'verified');
    expectErrorResponse(await post(membership.id, cookie), 409, 'CARD_VERIFICATION_NOT_PENDING');
  });

  it('mails the verification link to the member and records it', async () => {
    const { user, membership, cookie } = await member('PROMOTION_IN_PROGRESS', 'in_progress');
    const response = await post(membership.id, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: membership.id, status: 'PROMOTION_IN_PROGRESS' });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(mail).toMatchObject({ template: 'CARD_VERIFICATION_LINK' });
    expect(mail!.textBody).toContain(onboardingUrl);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'card-membership.verification-link-sent')));
    expect(events).toHaveLength(1);
  });
});
