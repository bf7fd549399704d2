import { and, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  downloadSchema,
  exportStatusResponseSchema,
  exportWarningsResponseSchema,
  fileNameFromContentDisposition,
  isDownloadPending,
  listDownloadsResponseSchema,
  periodSchema,
  type Download,
} from '@mobilo/contract';
import { companies } from '../../db/schema/companies';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { receiptReadings } from '../../db/schema/receipt-readings';
import { taxBuckets } from '../../db/schema/tax-buckets';
import { users } from '../../db/schema/users';
import { buildCompany, buildUser, expectErrorResponse, signIn, signInRoles } from '../../../test/factories';
import { buildPayrollScenario, SCENARIO_PERIOD, setExportNumbers } from '../../../test/payroll-scenario';
import { useTestApp } from '../../../test/test-app';
import { createDownload } from '../downloads/downloads.service';
import { setFeatureFlag } from '../flags/feature-flags.service';

const t = useTestApp({}, { withJobs: true, jobOptions: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 } });
const golden = (name: string) => readFileSync(path.join(import.meta.dirname, '__golden__', name));
const exportUrl = (platform: string, period = SCENARIO_PERIOD) =>
  `/api/v3/management/period/${period}/export/tax?platform=${platform}`;

let scenario: Awaited<ReturnType<typeof buildPayrollScenario>>;
let cookies: Awaited<ReturnType<typeof signInRoles>>['cookies'];
let outsider: string;

async function waitUntilFinished(cookie: string, id: string): Promise<Download> {
  for (;;) {
    const download = downloadSchema.parse(
      (await t.app.inject({ url: `/api/v3/downloads/${id}`, headers: { cookie } })).json(),
    );
    if (!isDownloadPending(download)) return download;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  scenario = await buildPayrollScenario(t.db);
  ({ cookies } = await signInRoles(t.app, t.db, scenario.company.id, [
    'ADMIN',
    'ACCOUNTANT',
    'EXPENSE_CHECKER',
    'USER',
  ]));
  const other = await buildCompany(t.db);
  outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, role: 'ADMIN' })).email);
});

describe('GET /api/v3/management/period/{period}/export/warnings', () => {
  const url = `/api/v3/management/period/${SCENARIO_PERIOD}/export/warnings`;

  it('refuses without a session, without the right to manage periods, another company and a bad period', async () => {
    expectErrorResponse(await t.app.inject({ url }), 401, 'UNAUTHENTICATED');
    expectErrorResponse(
      await t.app.inject({ url, headers: { cookie: cookies.EXPENSE_CHECKER } }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(await t.app.inject({ url, headers: { cookie: outsider } }), 404, 'NOT_FOUND');
    expectErrorResponse(
      await t.app.inject({
        url: '/api/v3/management/period/2026-02/export/warnings',
        headers: { cookie: cookies.ADMIN },
      }),
      400,
      'INVALID_INPUT',
    );
  });

  it('lists the warnings with counts and details', async () => {
    const response = await t.app.inject({ url, headers: { cookie: cookies.ACCOUNTANT } });
    expect(response.statusCode).toBe(200);
    const warnings = exportWarningsResponseSchema.parse(response.json());
    expect(warnings.map((w) => [w.code, w.count])).toEqual([
      ['USERS_WITHOUT_PERSONAL_NUMBER', 1],
      ['UNCHECKED_EXPENSES', 1],
      ['MARKED_EXPENSES', 1],
      ['USERS_OVER_BUDGET', 3],
      ['COMMUTE_DISTANCE_MISSING', 1],
      ['FLAT_RATE_CAPPED', 1],
    ]);
    expect(warnings[0]!.details[0]).toMatchObject({
      userId: scenario.users.lukas.id,
      userName: 'Lukas Ohne',
      personalNumber: null,
    });
  });
});

describe('the receipt warning of the export', () => {
  it('names the expenses whose receipt states another amount, with the amount the receipt states', async () => {
    const url = `/api/v3/management/period/${SCENARIO_PERIOD}/export/warnings`;
    const [taxi] = await t.db
      .select({ id: expenses.id })
      .from(expenses)
      .where(and(eq(expenses.userId, scenario.users.theo.id), eq(expenses.type, 'TAXI')));
    const [file] = await t.db
      .insert(expenseFiles)
      .values({
        companyId: scenario.company.id,
        expenseId: taxi!.id,
        originalName: 'taxi.pdf',
        mimeType: 'application/pdf',
        size: 1,
        sha256: 'a'.repeat(64),
        storageKey: `receipt-warning-${taxi!.id}`,
      })
      .returning();
    const read = (totalAmount: string) =>
      t.db
        .insert(receiptReadings)
        .values({ companyId: scenario.company.id, fileId: file!.id, totalAmount, currency: 'EUR' })
        .onConflictDoUpdate({ target: receiptReadings.fileId, set: { totalAmount } });
    const warningOf = async () =>
      exportWarningsResponseSchema
        .parse((await t.app.inject({ url, headers: { cookie: cookies.ACCOUNTANT } })).json())
        .find((w) => w.code === 'RECEIPT_AMOUNT_DIFFERS');
    try {
      await read('1250.00');
      expect(await warningOf()).toBeUndefined();
      await read('125.00');
      expect(await warningOf()).toEqual({
        code: 'RECEIPT_AMOUNT_DIFFERS',
        count: 1,
        details: [
          {
            userId: scenario.users.theo.id,
            userName: 'Theo Taxi',
            personalNumber: '1006',
            expenseId: taxi!.id,
            category: null,
            amount: '125.00',
          },
        ],
      });
    } finally {
      await t.db.delete(expenseFiles).where(eq(expenseFiles.id, file!.id));
    }
  });
});

describe('GET /api/v3/management/period/{period}/export/tax', () => {
  it('refuses without a session, without the right, another company, a bad platform', async () => {
    expectErrorResponse(await t.app.inject({ url: exportUrl('lodas') }), 401, 'UNAUTHENTICATED');
    expectErrorResponse(
      await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: cookies.EXPENSE_CHECKER } }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(
      await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: cookies.USER } }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(
      await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: outsider } }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(
      await t.app.inject({ url: exportUrl('pdf'), headers: { cookie: cookies.ADMIN } }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(
      await t.app.inject({
        url: `/api/v3/management/period/${SCENARIO_PERIOD}/export/tax`,
        headers: { cookie: cookies.ADMIN },
      }),
      400,
      'INVALID_INPUT',
    );
  });

  it('refuses a period that is not invoiced', async () => {
    const reason = expectErrorResponse(
      await t.app.inject({ url: exportUrl('excel', '202603'), headers: { cookie: cookies.ADMIN } }),
      409,
      'TAX_EXPORT_PERIOD_NOT_INVOICED',
    );
    expect(reason.parameter).toBe('202603');
  });

  it('refuses DATEV files while the consultant or client number is missing; Excel needs neither', async () => {
    await setExportNumbers(t.db, scenario.company.id, null, '12345');
    const reason = expectErrorResponse(
      await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: cookies.ADMIN } }),
      409,
      'TAX_CONFIGURATION_INCOMPLETE',
    );
    expect(reason.parameter).toBe('consultantNumber');
    await setExportNumbers(t.db, scenario.company.id, '1234567', null);
    expectErrorResponse(
      await t.app.inject({ url: exportUrl('loug'), headers: { cookie: cookies.ADMIN } }),
      409,
      'TAX_CONFIGURATION_INCOMPLETE',
    );
    const excel = await t.app.inject({ url: exportUrl('excel'), headers: { cookie: cookies.ADMIN } });
    expect(excel.statusCode).toBe(200);
    await setExportNumbers(t.db, scenario.company.id, '1234567', '12345');
  });

  it('refuses DATEV files with numbers DATEV rejects or books together, and names the employees; Excel still works', async () => {
    const { juergen, anna } = scenario.users;
    const setNumber = (id: string, personalNumber: string | null) =>
      t.db.update(users).set({ personalNumber }).where(eq(users.id, id));
    try {
      await setNumber(juergen.id, '7;29834');
      const invalid = expectErrorResponse(
        await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: cookies.ADMIN } }),
        409,
        'TAX_EXPORT_INVALID_PERSONAL_NUMBERS',
      );
      expect(invalid.parameter).toBe('Jürgen Größe-Weiß (7;29834)');
      await setNumber(juergen.id, '123456');
      expectErrorResponse(
        await t.app.inject({ url: exportUrl('loug'), headers: { cookie: cookies.ADMIN } }),
        409,
        'TAX_EXPORT_INVALID_PERSONAL_NUMBERS',
      );
      await setNumber(juergen.id, '01002');
      const shared = expectErrorResponse(
        await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: cookies.ADMIN } }),
        409,
        'TAX_EXPORT_INVALID_PERSONAL_NUMBERS',
      );
      expect(shared.parameter).toBe('Anna Ausland (1002), Jürgen Größe-Weiß (01002)');
      const warnings = exportWarningsResponseSchema.parse(
        (
          await t.app.inject({
            url: `/api/v3/management/period/${SCENARIO_PERIOD}/export/warnings`,
            headers: { cookie: cookies.ADMIN },
          })
        ).json(),
      );
      expect(warnings.find((w) => w.code === 'DUPLICATE_PERSONAL_NUMBER')?.details.map((d) => d.userId)).toEqual([
        anna.id,
        juergen.id,
      ]);
      const excel = await t.app.inject({ url: exportUrl('excel'), headers: { cookie: cookies.ADMIN } });
      expect(excel.statusCode).toBe(200);
    } finally {
      await setNumber(juergen.id, '1001');
    }
    try {
      await setExportNumbers(t.db, scenario.company.id, '999', '12345');
      const consultant = expectErrorResponse(
        await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: cookies.ADMIN } }),
        409,
        'TAX_CONFIGURATION_INVALID',
      );
      expect(consultant.parameter).toBe('consultantNumber');
      await setExportNumbers(t.db, scenario.company.id, '1234567', '12345');
      await t.db
        .update(taxBuckets)
        .set({ value: '6500' })
        .where(and(eq(taxBuckets.companyId, scenario.company.id), eq(taxBuckets.taxBudgetType, 'TAXABLE')));
      const wageType = expectErrorResponse(
        await t.app.inject({ url: exportUrl('loug'), headers: { cookie: cookies.ADMIN } }),
        409,
        'TAX_CONFIGURATION_INVALID',
      );
      expect(wageType.parameter).toBe('wageTypeNumber');
    } finally {
      await setExportNumbers(t.db, scenario.company.id, '1234567', '12345');
      await t.db
        .update(taxBuckets)
        .set({ value: '4120' })
        .where(and(eq(taxBuckets.companyId, scenario.company.id), eq(taxBuckets.taxBudgetType, 'TAXABLE')));
    }
  });

  it('refuses a trial company: it gets the example files', async () => {
    await t.db.update(companies).set({ isTrialAccount: true }).where(eq(companies.id, scenario.company.id));
    expectErrorResponse(
      await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: cookies.ADMIN } }),
      403,
      'TAX_EXPORT_TRIAL',
    );
    await t.db.update(companies).set({ isTrialAccount: false }).where(eq(companies.id, scenario.company.id));
  });

  it('without the download centre: runs the export and answers the file with its name', async () => {
    const response = await t.app.inject({ url: exportUrl('lodas'), headers: { cookie: cookies.ACCOUNTANT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=windows-1252');
    expect(fileNameFromContentDisposition(response.headers['content-disposition'] as string)).toBe(
      `Mobilo-Tax-Export-LODAS-${SCENARIO_PERIOD}.txt`,
    );
    expect(response.rawPayload.equals(golden('scenario-lodas.txt'))).toBe(true);
    const period = periodSchema.parse(
      (await t.app.inject({ url: `/period/${SCENARIO_PERIOD}`, headers: { cookie: cookies.ADMIN } })).json(),
    );
    expect(period).toMatchObject({ taxStatus: 'DONE', hasTaxProcessFailed: false });
  });

  it('with the download centre: queues the export and answers 202 with the download, whose file follows', async () => {
    await setFeatureFlag(t.db, scenario.company.id, 'DOWNLOAD_CENTER', true);
    try {
      const response = await t.app.inject({ url: exportUrl('loug'), headers: { cookie: cookies.ADMIN } });
      expect(response.statusCode).toBe(202);
      const queued = downloadSchema.parse(response.json());
      expect(queued).toMatchObject({
        platform: 'loug',
        period: SCENARIO_PERIOD,
        fileName: `Mobilo-Tax-Export-LuG-${SCENARIO_PERIOD}.txt`,
      });
      const done = await waitUntilFinished(cookies.ADMIN, queued.id);
      expect(done).toMatchObject({
        status: 'DONE',
        progress: 100,
        size: golden('scenario-loug.txt').length,
        error: null,
      });
      const file = await t.app.inject({
        url: `/api/v3/downloads/${queued.id}/file`,
        headers: { cookie: cookies.ACCOUNTANT },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(golden('scenario-loug.txt'))).toBe(true);
      const status = exportStatusResponseSchema.parse(
        (
          await t.app.inject({
            url: `/api/v3/management/period/${SCENARIO_PERIOD}/export/status`,
            headers: { cookie: cookies.ADMIN },
          })
        ).json(),
      );
      expect(status.taxStatus).toBe('DONE');
      expect(status.downloads[0]!.id).toBe(queued.id);
    } finally {
      await setFeatureFlag(t.db, scenario.company.id, 'DOWNLOAD_CENTER', false);
    }
  });

  it('refuses a second export of the same period and platform while one is unfinished', async () => {
    const [period] = await t.db
      .select()
      .from(periods)
      .where(and(eq(periods.companyId, scenario.company.id), eq(periods.periodString, SCENARIO_PERIOD)));
    const admin = await buildUser(t.db, { companyId: scenario.company.id, role: 'ADMIN' });
    const pending = await createDownload(t.db, scenario.company.id, {
      periodId: period!.id,
      periodString: SCENARIO_PERIOD,
      platform: 'excel',
      fileName: 'pending.xlsx',
      createdBy: admin.id,
    });
    const reason = expectErrorResponse(
      await t.app.inject({ url: exportUrl('excel'), headers: { cookie: cookies.ADMIN } }),
      409,
      'TAX_EXPORT_RUNNING',
    );
    expect(reason.parameter).toBe('excel');
    expectErrorResponse(
      await t.app.inject({ url: `/api/v3/downloads/${pending!.id}/file`, headers: { cookie: cookies.ADMIN } }),
      409,
      'DOWNLOAD_NOT_READY',
    );
  });
});

describe('GET /api/v3/management/period/{period}/export/status', () => {
  const url = `/api/v3/management/period/${SCENARIO_PERIOD}/export/status`;

  it('refuses without a session, without the right, another company and a bad period', async () => {
    expectErrorResponse(await t.app.inject({ url }), 401, 'UNAUTHENTICATED');
    expectErrorResponse(
      await t.app.inject({ url, headers: { cookie: cookies.EXPENSE_CHECKER } }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(await t.app.inject({ url, headers: { cookie: outsider } }), 404, 'NOT_FOUND');
    expectErrorResponse(
      await t.app.inject({ url: '/api/v3/management/period/202613/export/status', headers: { cookie: cookies.ADMIN } }),
      400,
      'INVALID_INPUT',
    );
  });

  it('answers NONE for a period never exported', async () => {
    const status = exportStatusResponseSchema.parse(
      (
        await t.app.inject({
          url: '/api/v3/management/period/202603/export/status',
          headers: { cookie: cookies.ACCOUNTANT },
        })
      ).json(),
    );
    expect(status).toEqual({ period: '202603', taxStatus: 'NONE', hasTaxProcessFailed: false, downloads: [] });
  });
});

describe('GET /api/v3/downloads', () => {
  it('refuses without a session or the right; another company sees none of them', async () => {
    expectErrorResponse(await t.app.inject({ url: '/api/v3/downloads' }), 401, 'UNAUTHENTICATED');
    expectErrorResponse(
      await t.app.inject({ url: '/api/v3/downloads', headers: { cookie: cookies.EXPENSE_CHECKER } }),
      403,
      'ACCESS_DENIED',
    );
    expect((await t.app.inject({ url: '/api/v3/downloads', headers: { cookie: outsider } })).json()).toEqual([]);
    const [first] = listDownloadsResponseSchema.parse(
      (await t.app.inject({ url: '/api/v3/downloads', headers: { cookie: cookies.ADMIN } })).json(),
    );
    expectErrorResponse(
      await t.app.inject({ url: `/api/v3/downloads/${first!.id}`, headers: { cookie: outsider } }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(
      await t.app.inject({ url: `/api/v3/downloads/${first!.id}/file`, headers: { cookie: outsider } }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(
      await t.app.inject({ url: '/api/v3/downloads/not-an-id/file', headers: { cookie: cookies.ADMIN } }),
      400,
      'INVALID_INPUT',
    );
  });

  it('lists the company downloads, newest first', async () => {
    const list = listDownloadsResponseSchema.parse(
      (await t.app.inject({ url: '/api/v3/downloads', headers: { cookie: cookies.ACCOUNTANT } })).json(),
    );
    expect(list.map((d) => [d.platform, d.status])).toEqual([
      ['excel', 'QUEUED'],
      ['loug', 'DONE'],
      ['lodas', 'DONE'],
      // Excel despite broken personal numbers, then Excel without DATEV numbers.
      ['excel', 'DONE'],
      ['excel', 'DONE'],
    ]);
  });
});

describe('GET /management/example-export', () => {
  it('refuses without a session, without the right and a bad type', async () => {
    expectErrorResponse(await t.app.inject({ url: '/management/example-export?type=excel' }), 401, 'UNAUTHENTICATED');
    expectErrorResponse(
      await t.app.inject({ url: '/management/example-export?type=excel', headers: { cookie: cookies.USER } }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(
      await t.app.inject({ url: '/management/example-export?type=csv', headers: { cookie: cookies.ADMIN } }),
      400,
      'INVALID_INPUT',
    );
  });

  it('answers the three example files, for a trial company too', async () => {
    await t.db.update(companies).set({ isTrialAccount: true }).where(eq(companies.id, scenario.company.id));
    try {
      for (const [type, name] of [
        ['excel', 'Example-Tax-Result-Excel.xlsx'],
        ['lodas', 'Example-Tax-Result-LODAS.txt'],
        ['loug', 'Example-Tax-Result-LuG.txt'],
      ]) {
        const response = await t.app.inject({
          url: `/management/example-export?type=${type}`,
          headers: { cookie: cookies.ACCOUNTANT },
        });
        expect(response.statusCode).toBe(200);
        expect(fileNameFromContentDisposition(response.headers['content-disposition'] as string)).toBe(name);
        expect(response.rawPayload.length).toBeGreaterThan(0);
      }
      const lodas = (
        await t.app.inject({ url: '/management/example-export?type=lodas', headers: { cookie: cookies.ADMIN } })
      ).body;
      expect(lodas).toContain('10;01.01.2026;1001;4100;2;58,00;');
    } finally {
      await t.db.update(companies).set({ isTrialAccount: false }).where(eq(companies.id, scenario.company.id));
    }
  });
});
