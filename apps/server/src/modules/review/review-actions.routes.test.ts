import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  currentPeriod,
  errorResponseSchema,
  firstDayOfPeriod,
  listRejectReasonsResponseSchema,
  reviewExpenseSchema,
  type RoleName,
} from '@mobilo/contract';
import { periods } from '../../db/schema/periods';
import { rejectReasons } from '../../db/schema/reject-reasons';
import { buildBudgetGroup, buildCompany, buildUser, signIn, signInRoles } from '../../../test/factories';
import { buildExpenseRow, expenseAuditActions, readExpenseRow } from '../../../test/expense-factories';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();
type Method = 'GET' | 'PATCH';
type Response = { statusCode: number; body: string; json: () => unknown };

function expectError(response: Response, status: number, code: string) {
  const body = errorResponseSchema.parse(response.json());
  expect({ status: response.statusCode, code: body.reason.errorCode }, response.body).toEqual({ status, code });
  return body;
}

const month = currentPeriod();
const day = firstDayOfPeriod(month);
/** Who reviews (spec 001 §3): the admin roles and the checker; the accountant only reads. */
const reviewerRoles: RoleName[] = ['EXPENSE_CHECKER', 'ADMIN_LIGHT', 'ADMIN', 'CARD_ADMIN'];
const allRoles: RoleName[] = ['USER', 'ACCOUNTANT', ...reviewerRoles];

describe('review actions on one expense', () => {
  let companyId: string;
  let ownerId: string;
  let cookies: Record<RoleName, string>;
  let ids: Record<RoleName, string>;
  let outsider: string;
  let reasonId: string;
  let inactiveReasonId: string;

  const call = (cookie: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const expense = (overrides: Record<string, unknown> = {}) =>
    buildExpenseRow(t.db, { companyId, userId: ownerId, date: day, ...overrides });

  beforeAll(async () => {
    const company = await buildCompany(t.db, { name: 'Review Co' });
    companyId = company.id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(month, -3) });
    const group = await buildBudgetGroup(t.db, companyId, {
      companyMobilityTypes: ['TAXI', 'GERMANY_TICKET'],
      privateMobilityTypes: ['TAXI'],
    });
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(month, -3))}T00:00:00Z`);
    ownerId = (
      await buildUser(t.db, {
        companyId,
        budgetGroupId: group.id,
        registerDate,
        userType: 'PROFESSIONAL',
        firstName: 'Olga',
        lastName: 'Owner',
      })
    ).id;
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, allRoles));
    const other = await buildCompany(t.db, { name: 'Elsewhere' });
    await createPeriodsForCompany(t.db, other.id);
    outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, role: 'ADMIN' })).email);
    const reasons = await t.db.select().from(rejectReasons);
    reasonId = reasons.find((r) => r.code === 'DUPLICATE')!.id;
    const [inactive] = await t.db
      .insert(rejectReasons)
      .values({ code: 'RETIRED', descriptionEn: 'Retired', descriptionDe: 'Ausgemustert', active: false, ranking: 99 })
      .returning();
    inactiveReasonId = inactive!.id;
  });

  const routes = (id: string): [Method, string, object?][] => [
    ['PATCH', `/v2/expenses/${id}/check/true`],
    ['PATCH', `/v2/expenses/${id}/mark/true`],
    ['PATCH', `/v2/expenses/${id}/markerNote/note`],
    ['PATCH', `/v2/expenses/${id}/markerNote`],
    ['PATCH', `/api/v3/expenses/${id}/reject`, { rejectReason: reasonId }],
    ['PATCH', `/api/v3/management/period/expense/${id}/reject`, { rejectReason: reasonId }],
    ['GET', `/management/period/expense/${id}`],
    ['GET', `/management/period/expense/${id}/ocr`],
    [
      'PATCH',
      `/management/period/expense/${id}/edit`,
      { expenseDate: day, expenseType: 'TAXI', originalCost: '12.00', origin: 'HOME' },
    ],
    ['PATCH', `/management/period/expense/${id}/check`, { isChecked: true }],
  ];

  it('asks for a session, refuses plain users and hides other companies’ expenses', async () => {
    const { id } = await expense();
    for (const [method, url, body] of [...routes(id), ['GET', '/api/v3/expenses/rejectReasons'] as [Method, string]]) {
      expectError(await call(null, method, url, body), 401, 'UNAUTHENTICATED');
      expectError(await call(cookies.USER, method, url, body), 403, 'ACCESS_DENIED');
    }
    for (const [method, url, body] of routes(id))
      expectError(await call(outsider, method, url, body), 404, 'NOT_FOUND');
    expect(await expenseAuditActions(t.db, id)).toEqual([]);
  });

  it('refuses every review action to the accountant, who may still read the expense', async () => {
    const { id } = await expense();
    for (const [method, url, body] of routes(id)) {
      if (method === 'GET') expect((await call(cookies.ACCOUNTANT, method, url)).statusCode, url).toBe(200);
      else expectError(await call(cookies.ACCOUNTANT, method, url, body), 403, 'ACCESS_DENIED');
    }
    expect(await expenseAuditActions(t.db, id)).toEqual([]);
    expect(await readExpenseRow(t.db, id)).toMatchObject({ isChecked: false, isMarked: false, status: 'SUBMITTED' });
  });

  it('lets every reviewing role check, mark and reject, and only admin and checker edit', async () => {
    for (const role of reviewerRoles) {
      const a = await expense();
      expect((await call(cookies[role], 'PATCH', `/v2/expenses/${a.id}/check/true`)).statusCode).toBe(200);
      const b = await expense();
      expect((await call(cookies[role], 'PATCH', `/v2/expenses/${b.id}/mark/true`)).statusCode).toBe(200);
      const c = await expense();
      expect(
        (await call(cookies[role], 'PATCH', `/api/v3/expenses/${c.id}/reject`, { rejectReason: reasonId })).statusCode,
      ).toBe(200);
      const d = await expense();
      const edit = await call(cookies[role], 'PATCH', `/management/period/expense/${d.id}/edit`, {
        expenseDate: day,
        expenseType: 'TAXI',
        originalCost: '11.00',
        origin: 'HOME',
      });
      if (role === 'ADMIN' || role === 'EXPENSE_CHECKER') expect(edit.statusCode, edit.body).toBe(200);
      else expectError(edit, 403, 'ACCESS_DENIED');
    }
  });

  it('checks and unchecks, recording who and when in the audit log', async () => {
    const { id } = await expense();
    const checked = reviewExpenseSchema.parse(
      (await call(cookies.EXPENSE_CHECKER, 'PATCH', `/v2/expenses/${id}/check/true`)).json(),
    );
    expect(checked).toMatchObject({ isChecked: true, checkerId: ids.EXPENSE_CHECKER, processStatus: 'APPROVED' });
    expect(checked.reviewAbilities).toMatchObject({
      canCheck: false,
      canUncheck: true,
      canMark: false,
      canReject: true,
      canEdit: false,
    });
    const again = await call(cookies.EXPENSE_CHECKER, 'PATCH', `/v2/expenses/${id}/check/true`);
    expect(again.statusCode).toBe(200);
    const unchecked = reviewExpenseSchema.parse(
      (await call(cookies.ADMIN, 'PATCH', `/management/period/expense/${id}/check`, { isChecked: false })).json(),
    );
    expect(unchecked).toMatchObject({
      isChecked: false,
      checkerId: null,
      checkedTimestamp: null,
      processStatus: 'SUBMITTED',
    });
    expect(await expenseAuditActions(t.db, id)).toEqual(['expense.check', 'expense.uncheck']);
    const log = await call(cookies.ADMIN, 'GET', `/v2/expenses/${id}/auditlog`);
    expect((log.json() as { action: string }[]).map((e) => e.action)).toEqual(['expense.check', 'expense.uncheck']);
  });

  it('keeps check and mark apart and refuses to reject a marked expense, changing nothing', async () => {
    const marked = await expense({ isMarked: true });
    expectError(await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${marked.id}/check/true`), 409, 'EXPENSE_MARKED');
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/management/period/expense/${marked.id}/check`, { isChecked: true }),
      409,
      'EXPENSE_MARKED',
    );
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/api/v3/expenses/${marked.id}/reject`, { rejectReason: reasonId }),
      409,
      'EXPENSE_MARKED',
    );
    const checked = await expense({ isChecked: true, checkerId: ids.ADMIN, checkedAt: new Date() });
    expectError(await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${checked.id}/mark/true`), 409, 'EXPENSE_CHECKED');
    expect(await readExpenseRow(t.db, marked.id)).toEqual(marked);
    expect(await readExpenseRow(t.db, checked.id)).toEqual(checked);
    expect(await expenseAuditActions(t.db, marked.id)).toEqual([]);
    const unmarked = reviewExpenseSchema.parse(
      (await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${marked.id}/mark/false`)).json(),
    );
    expect(unmarked).toMatchObject({ isMarked: false, processStatus: 'SUBMITTED' });
  });

  it('reviews submitted expenses only and never the own one', async () => {
    for (const status of ['INCOMPLETE', 'READY', 'REJECTED'] as const) {
      const { id } = await expense({ status });
      expectError(await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${id}/check/true`), 409, 'EXPENSE_NOT_SUBMITTED');
      expectError(await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${id}/markerNote/x`), 409, 'EXPENSE_NOT_SUBMITTED');
    }
    const own = await buildExpenseRow(t.db, { companyId, userId: ids.ADMIN, date: day });
    for (const [method, url, body] of routes(own.id).filter(([m]) => m === 'PATCH')) {
      expectError(await call(cookies.ADMIN, method, url, body), 403, 'REVIEW_OWN_EXPENSE');
    }
    const shown = reviewExpenseSchema.parse(
      (await call(cookies.ADMIN, 'GET', `/management/period/expense/${own.id}`)).json(),
    );
    expect(Object.values(shown.reviewAbilities).some(Boolean)).toBe(false);
    expect(await expenseAuditActions(t.db, own.id)).toEqual([]);
  });

  it('refuses reviews in an invoiced period', async () => {
    const past = addMonths(month, -2);
    const { id } = await buildExpenseRow(t.db, {
      companyId,
      userId: ownerId,
      date: firstDayOfPeriod(past),
      status: 'SUBMITTED',
    });
    await t.db.update(periods).set({ isInvoiced: true, invoicedAt: new Date() }).where(eq(periods.periodString, past));
    expectError(await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${id}/check/true`), 409, 'PERIOD_INVOICED');
    await t.db.update(periods).set({ isInvoiced: false, invoicedAt: null }).where(eq(periods.periodString, past));
  });

  it('stores any marker note text from the path and deletes blank ones', async () => {
    const { id } = await expense();
    const text = 'Prüfen: 50 % & "mehr" / ? # + ✓ 🚆\nnächste Zeile';
    const saved = await call(
      cookies.EXPENSE_CHECKER,
      'PATCH',
      `/v2/expenses/${id}/markerNote/${encodeURIComponent(text)}`,
    );
    expect(reviewExpenseSchema.parse(saved.json()).markerNote).toBe(text);
    const long = 'ä'.repeat(1000);
    expect(
      reviewExpenseSchema.parse(
        (
          await call(cookies.EXPENSE_CHECKER, 'PATCH', `/v2/expenses/${id}/markerNote/${encodeURIComponent(long)}`)
        ).json(),
      ).markerNote,
    ).toBe(long);
    const blank = await call(
      cookies.EXPENSE_CHECKER,
      'PATCH',
      `/v2/expenses/${id}/markerNote/${encodeURIComponent('   ')}`,
    );
    expect(reviewExpenseSchema.parse(blank.json()).markerNote).toBeNull();
    await call(cookies.EXPENSE_CHECKER, 'PATCH', `/v2/expenses/${id}/markerNote/again`);
    const deleted = await call(cookies.EXPENSE_CHECKER, 'PATCH', `/v2/expenses/${id}/markerNote`);
    expect(reviewExpenseSchema.parse(deleted.json()).markerNote).toBeNull();
    expect(await expenseAuditActions(t.db, id)).toEqual([
      'expense.markerNote',
      'expense.markerNote',
      'expense.markerNote',
      'expense.markerNote',
      'expense.markerNote',
    ]);
  });

  it('refuses marker notes it cannot store with 4xx, never 500', async () => {
    const { id } = await expense({ markerNote: 'kept' });
    for (const note of ['x'.repeat(1001), '%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%', '%1b[31m']) {
      const response = await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${id}/markerNote/${note}`);
      expect(response.statusCode, `${note}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, note).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(response.json()).success, response.body).toBe(true);
    }
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${id}/markerNote/${'x'.repeat(1001)}`),
      400,
      'INVALID_INPUT',
    );
    expect((await readExpenseRow(t.db, id)).markerNote).toBe('kept');
  });

  it('rejects with an active reason and an optional comment, clearing the check', async () => {
    const { id } = await expense({ isChecked: true, checkerId: ids.ADMIN, checkedAt: new Date() });
    expectError(await call(cookies.ADMIN, 'PATCH', `/api/v3/expenses/${id}/reject`, {}), 400, 'INVALID_INPUT');
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/api/v3/expenses/${id}/reject`, { rejectReason: 'DUPLICATE' }),
      400,
      'INVALID_INPUT',
    );
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/api/v3/expenses/${id}/reject`, { rejectReason: reasonId, extra: 1 }),
      400,
      'INVALID_INPUT',
    );
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/api/v3/expenses/${id}/reject`, { rejectReason: inactiveReasonId }),
      400,
      'REJECT_REASON_INVALID',
    );
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/api/v3/expenses/${id}/reject`, { rejectReason: crypto.randomUUID() }),
      400,
      'REJECT_REASON_INVALID',
    );
    expect((await readExpenseRow(t.db, id)).status).toBe('SUBMITTED');
    const response = await call(cookies.ADMIN, 'PATCH', `/api/v3/management/period/expense/${id}/reject`, {
      rejectReason: reasonId,
      rejectComment: ' Twice ',
    });
    const rejected = reviewExpenseSchema.parse(response.json());
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      processStatus: 'REJECTED',
      rejectReason: 'DUPLICATE',
      rejectComment: 'Twice',
      expenseRejectReason: { en: 'Duplicate', de: 'Duplikat' },
      isChecked: false,
      checkerId: null,
    });
    expect(await expenseAuditActions(t.db, id)).toEqual(['expense.reject']);
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/api/v3/expenses/${id}/reject`, { rejectReason: reasonId }),
      409,
      'EXPENSE_NOT_SUBMITTED',
    );
  });

  it('lists the reject reasons by ranking, inactive ones flagged', async () => {
    const response = await call(cookies.EXPENSE_CHECKER, 'GET', '/api/v3/expenses/rejectReasons');
    const reasons = listRejectReasonsResponseSchema.parse(response.json());
    expect(reasons.map((r) => r.code).slice(0, 8)).toEqual([
      'RECEIPT_UNREADABLE',
      'RECEIPT_MISSING',
      'WRONG_BILLING_PERIOD',
      'NOT_A_MOBILITY_EXPENSE',
      'MOBILITY_TYPE_NOT_ALLOWED',
      'AMOUNT_MISMATCH',
      'DUPLICATE',
      'OTHER',
    ]);
    expect(reasons.find((r) => r.code === 'RETIRED')).toMatchObject({
      active: false,
      description: { en: 'Retired', de: 'Ausgemustert' },
    });
  });

  it('answers 400 for malformed ids and flags', async () => {
    expectError(await call(cookies.ADMIN, 'PATCH', '/v2/expenses/not-a-uuid/check/true'), 400, 'INVALID_INPUT');
    const { id } = await expense();
    expectError(await call(cookies.ADMIN, 'PATCH', `/v2/expenses/${id}/check/yes`), 400, 'INVALID_INPUT');
    expectError(
      await call(cookies.ADMIN, 'PATCH', `/management/period/expense/${id}/check`, { isChecked: 'true' }),
      400,
      'INVALID_INPUT',
    );
    expectError(await call(cookies.ADMIN, 'GET', '/management/period/expense/123'), 400, 'INVALID_INPUT');
    expectError(
      await call(cookies.ADMIN, 'GET', `/management/period/expense/${crypto.randomUUID()}`),
      404,
      'NOT_FOUND',
    );
    expect(await expenseAuditActions(t.db, id)).toEqual([]);
  });
});
