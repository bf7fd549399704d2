import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../../test/factories';
import { createFakeClock } from '../../../test/fake-clock';
import { useTestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema/audit-events';
import { users } from '../../db/schema/users';
import type { MailRequest } from '../../platform/mailer';
import { runScheduledUserChanges } from './scheduled-user-changes.service';

const sent: MailRequest[] = [];
const t = useTestApp({}, { mailer: { sendMail: async (mail) => void sent.push(mail as MailRequest) } });
const fake = createFakeClock(new Date('2026-03-01T00:01:00Z'));
const deps = () => ({ ...t.app.deps, clock: fake.clock });
const reload = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('scheduled user changes', () => {
  beforeEach(async () => {
    sent.length = 0;
    // Earlier tests' schedules are done; each test starts from its own users.
    await runScheduledUserChanges({ ...t.app.deps, clock: () => new Date('2100-01-01T00:00:00Z') });
    sent.length = 0;
    fake.set(new Date('2026-03-01T00:01:00Z'));
  });

  it('waits for the day, then invites, deactivates and reactivates once', async () => {
    const companyId = (await buildCompany(t.db, { name: 'Sched' })).id;
    await buildUser(t.db, { companyId, role: 'ADMIN' });
    const invitee = await buildUser(t.db, {
      companyId,
      status: 'CREATED',
      passwordHash: null,
      scheduledInvitationDate: '2026-03-02',
    });
    const leaver = await buildUser(t.db, {
      companyId,
      scheduledDeactivationDate: '2026-03-02',
      deactivationReason: 'SABBATICAL',
    });
    const returner = await buildUser(t.db, {
      companyId,
      status: 'DEACTIVATED',
      isBudgetActive: false,
      registerDate: new Date('2025-01-01T00:00:00Z'),
      deactivationDate: '2026-01-01',
      scheduledReactivationDate: '2026-03-02',
      scheduledReactivationScope: 'BOTH',
    });

    expect(await runScheduledUserChanges(deps())).toEqual({ invited: 0, deactivated: 0, reactivated: 0, dropped: 0 });
    expect((await reload(leaver.id)).status).toBe('ACTIVE');

    fake.set(new Date('2026-03-02T00:01:00Z'));
    expect(await runScheduledUserChanges(deps())).toEqual({ invited: 1, deactivated: 1, reactivated: 1, dropped: 0 });
    expect(await reload(invitee.id)).toMatchObject({ status: 'INVITED', scheduledInvitationDate: null });
    expect((await reload(invitee.id)).invitationSentDate?.toISOString()).toBe('2026-03-02T00:01:00.000Z');
    expect(await reload(leaver.id)).toMatchObject({
      status: 'DEACTIVATED',
      deactivationDate: '2026-03-02',
      deactivationReason: 'SABBATICAL',
      isBudgetActive: false,
      scheduledDeactivationDate: null,
    });
    expect(await reload(returner.id)).toMatchObject({
      status: 'ACTIVE',
      isBudgetActive: true,
      deactivationDate: null,
      scheduledReactivationDate: null,
    });
    expect(sent.map((mail) => [mail.to, mail.template])).toEqual([[invitee.email, 'INVITATION']]);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.subjectId, leaver.id));
    expect(events.map((event) => [event.action, event.actorId])).toEqual([['user.deactivate', null]]);

    fake.advance(24 * 3600_000);
    expect(await runScheduledUserChanges(deps())).toEqual({ invited: 0, deactivated: 0, reactivated: 0, dropped: 0 });
    expect(sent).toHaveLength(1);
  });

  it('catches up on days it missed and restores only the scheduled scope', async () => {
    const companyId = (await buildCompany(t.db)).id;
    await buildUser(t.db, { companyId, role: 'ADMIN' });
    const budgetOnly = await buildUser(t.db, {
      companyId,
      status: 'DEACTIVATED',
      isBudgetActive: false,
      scheduledReactivationDate: '2026-02-10',
      scheduledReactivationScope: 'BUDGET',
    });
    expect(await runScheduledUserChanges(deps())).toMatchObject({ reactivated: 1 });
    expect(await reload(budgetOnly.id)).toMatchObject({
      status: 'DEACTIVATED',
      isBudgetActive: true,
      scheduledReactivationDate: null,
    });
  });

  it('ends only the scheduled scope: the budget of the only admin, the account of another', async () => {
    const companyId = (await buildCompany(t.db)).id;
    const onlyAdmin = await buildUser(t.db, {
      companyId,
      role: 'ADMIN',
      scheduledDeactivationDate: '2026-02-20',
      scheduledDeactivationScope: 'BUDGET',
    });
    const accountOnly = await buildUser(t.db, {
      companyId,
      scheduledDeactivationDate: '2026-02-21',
      scheduledDeactivationScope: 'ACCOUNT',
    });
    expect(await runScheduledUserChanges(deps())).toMatchObject({ deactivated: 2, dropped: 0 });
    expect(await reload(onlyAdmin.id)).toMatchObject({ status: 'ACTIVE', isBudgetActive: false });
    expect(await reload(accountOnly.id)).toMatchObject({
      status: 'DEACTIVATED',
      isBudgetActive: true,
      scheduledDeactivationDate: null,
      scheduledDeactivationScope: null,
    });
  });

  it('drops a deactivation that would leave the company without an admin, and an invitation of a registered user', async () => {
    const companyId = (await buildCompany(t.db)).id;
    const onlyAdmin = await buildUser(t.db, { companyId, role: 'ADMIN', scheduledDeactivationDate: '2026-03-01' });
    const registered = await buildUser(t.db, { companyId, scheduledInvitationDate: '2026-03-01' });
    expect(await runScheduledUserChanges(deps())).toEqual({ invited: 0, deactivated: 0, reactivated: 0, dropped: 2 });
    expect(await reload(onlyAdmin.id)).toMatchObject({ status: 'ACTIVE', scheduledDeactivationDate: null });
    expect(await reload(registered.id)).toMatchObject({ status: 'ACTIVE', scheduledInvitationDate: null });
    expect(sent).toHaveLength(0);
  });

  it('carries out each change once when two runs start together', async () => {
    const companyId = (await buildCompany(t.db)).id;
    await buildUser(t.db, { companyId, role: 'ADMIN' });
    for (let i = 0; i < 5; i += 1) {
      await buildUser(t.db, {
        companyId,
        status: 'CREATED',
        passwordHash: null,
        scheduledInvitationDate: '2026-03-01',
      });
    }
    const [first, second] = await Promise.all([runScheduledUserChanges(deps()), runScheduledUserChanges(deps())]);
    expect(first.invited + second.invited).toBe(5);
    expect(sent).toHaveLength(5);
  });
});
