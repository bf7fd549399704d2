import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { roles } from '../../db/schema/roles';
import type { Actor } from '../../platform/request-context';
import { createUser, deactivateUser, reactivateUser } from './user-admin.service';

const t = useTestApp();

/** A clock fixed at noon UTC of the given day. */
const clockAt = (day: string) => () => new Date(`${day}T12:00:00Z`);

describe('user administration with a fixed clock', () => {
  let actor: Actor;
  let companyId: string;
  let userRoleId: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    const admin = await buildUser(t.db, { companyId, role: 'ADMIN' });
    actor = {
      userId: admin.id,
      companyId,
      role: 'ADMIN',
      rights: ['CAN_MANAGE_USERS'],
      sessionTokenHash: 'x',
      impersonatorId: null,
    };
    userRoleId = (await t.db.select().from(roles).where(eq(roles.name, 'USER')))[0]!.id;
  });

  it('deactivates at once on the given day and schedules a later one', async () => {
    const today = await buildUser(t.db, { companyId });
    const later = await buildUser(t.db, { companyId });
    const deps = { ...t.app.deps, clock: clockAt('2026-03-01') };
    const now = await deactivateUser(deps, actor, {
      id: today.id,
      deactivation: { reason: 'LEFT_COMPANY', date: '2026-03-01' },
    });
    expect(now).toMatchObject({
      status: 'DEACTIVATED',
      deactivationDate: '2026-03-01',
      scheduledDeactivationDate: null,
    });
    const scheduled = await deactivateUser(deps, actor, {
      id: later.id,
      deactivation: { reason: 'LEFT_COMPANY', date: '2026-03-02' },
    });
    expect(scheduled).toMatchObject({ status: 'ACTIVE', scheduledDeactivationDate: '2026-03-02' });
  });

  it('schedules a reactivation after today and keeps the user deactivated until then', async () => {
    const user = await buildUser(t.db, { companyId, status: 'DEACTIVATED', isBudgetActive: false });
    const result = await reactivateUser({ ...t.app.deps, clock: clockAt('2026-03-15') }, actor, {
      id: user.id,
      reactivation: { scope: 'ACCOUNT', date: '2026-04-01' },
    });
    expect(result).toMatchObject({ status: 'DEACTIVATED', scheduledReactivationDate: '2026-04-01' });
  });

  it('takes the first day of the month after the clock as the earliest overflow start', async () => {
    const base = {
      firstName: 'Ola',
      lastName: 'Start',
      roleId: userRoleId,
      userType: 'PROFESSIONAL' as const,
      culture: 'en' as const,
      timezone: 'Europe/Berlin',
    };
    const clock = clockAt('2026-12-31');
    await expect(
      createUser({ ...t.app.deps, clock }, actor, {
        user: { ...base, email: 'early@x.test', budgetOverflowStarts: '2026-12-31' },
      }),
    ).rejects.toMatchObject({
      code: 'OVERFLOW_START_TOO_EARLY',
      parameter: '2027-01-01',
    });
    const created = await createUser({ ...t.app.deps, clock }, actor, {
      user: { ...base, email: 'ok@x.test', budgetOverflowStarts: '2027-01-01' },
    });
    expect(created.budgetOverflowStarts).toBe('2027-01-01');
  });
});
