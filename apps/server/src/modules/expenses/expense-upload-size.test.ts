import { beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod, expenseSchema, firstDayOfPeriod } from '@mobilo/contract';
import { makeReceiptPdf } from '../../demo/sample-receipts';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';

// The default limit (1 GiB): receipts far beyond the JSON body limit must pass.
const t = useTestApp();

describe('receipt size with the default limit', () => {
  let cookie: string;
  let expenseId: string;

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, company.id);
    const group = await buildBudgetGroup(t.db, company.id, { companyMobilityTypes: ['TAXI'] });
    const user = await buildUser(t.db, {
      companyId: company.id,
      budgetGroupId: group.id,
      registerDate: new Date('2020-01-01'),
    });
    cookie = await signIn(t.app, user.email);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/expenses/',
      headers: { cookie },
      payload: { originalCost: '10.00', tripToWork: true, type: 'TAXI', date: firstDayOfPeriod(currentPeriod()) },
    });
    expenseId = expenseSchema.parse(created.json()).id;
  });

  it('takes a 3 MiB receipt although JSON bodies stop at 1 MiB', async () => {
    const pdf = Buffer.concat([makeReceiptPdf(['large scan']), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const { payload, headers } = multipartBody([{ filename: 'scan.pdf', content: pdf }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/expenses/${expenseId}/file`,
      payload,
      headers: { ...headers, cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(expenseSchema.parse(response.json()).files[0]!.size).toBe(pdf.length);
  });
});
