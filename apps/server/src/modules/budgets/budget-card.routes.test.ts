import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentPeriod, firstDayOfPeriod, toCents, userBudgetResponseSchema } from '@mobilo/contract';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();
const now = currentPeriod();
const invoiced = addMonths(now, -1);

/** The card's sum: monthly budget + carried over − deductions + correction = available. */
function addsUp(budget: ReturnType<typeof userBudgetResponseSchema.parse>) {
  const sum =
    toCents(budget.monthlyBudget ?? '0') +
    toCents(budget.overflow) -
    toCents(budget.deductions) +
    toCents(budget.correctionAmount);
  return sum === toCents(budget.available);
}

describe('the budget card after a move between groups', () => {
  let admin: string;
  let userId: string;
  let smallGroupId: string;

  const budget = async (month: string) => {
    const response = await t.app.inject({ url: `/user/${userId}/budget?month=${month}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return userBudgetResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, company.id, { from: invoiced });
    const standard = await buildBudgetGroup(t.db, company.id, { budget: '100.00', overflowInterval: [12] });
    smallGroupId = (await buildBudgetGroup(t.db, company.id, { budget: '50.00', overflowInterval: [] })).id;
    const registerDate = new Date(`${firstDayOfPeriod(invoiced)}T00:00:00Z`);
    userId = (await buildUser(t.db, { companyId: company.id, budgetGroupId: standard.id, registerDate })).id;
    admin = await signIn(t.app, (await buildUser(t.db, { companyId: company.id, role: 'ADMIN' })).email);
    const invoice = await t.app.inject({
      method: 'PATCH',
      url: `/management/period/${invoiced}/invoice`,
      headers: { cookie: admin },
    });
    expect(invoice.statusCode).toBe(200);
  });

  it('keeps the invoiced month as frozen, its figures adding up, and gives the open month the new group’s', async () => {
    const before = await budget(invoiced);
    expect(before).toMatchObject({ monthlyBudget: '100.00', available: '100.00' });

    const move = await t.app.inject({
      method: 'PUT',
      url: `/budgetclass/${smallGroupId}`,
      headers: { cookie: admin },
      payload: { userIds: [userId] },
    });
    expect(move.statusCode).toBe(200);

    const after = await budget(invoiced);
    expect(after).toMatchObject({
      monthlyBudget: before.monthlyBudget,
      overflow: before.overflow,
      deductions: before.deductions,
      correctionAmount: before.correctionAmount,
      available: before.available,
      reimbursed: before.reimbursed,
    });
    expect(addsUp(after)).toBe(true);

    const open = await budget(now);
    expect(open.monthlyBudget).toBe('50.00');
    expect(addsUp(open)).toBe(true);
  });
});
