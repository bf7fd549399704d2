import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { addMonths, currentPeriod, expenseReceiptReadingsResponseSchema, firstDayOfPeriod } from '@mobilo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiptReadings } from '../../db/schema/receipt-readings';
import { buildExpenseRow } from '../../../test/expense-factories';
import { buildCompany, buildUser, signIn, signInRoles } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';
import { type FixtureEntry, fixtureMime, fixturePath, loadFixtures } from './receipt-fixtures';
import { requestMissingReadings } from './receipts.service';

const t = useTestApp({}, { withJobs: true, jobOptions: { pollingIntervalSeconds: 0.5 } });
const month = currentPeriod();

/**
 * Upload → job → stored reading → GET …/ocr, on the real app and queue. A few receipts of each kind
 * from the committed set; the reader's own tests and the benchmark cover the whole set.
 */
// Every test here has the receipt reader read files (text recognition of photos): seconds alone,
// over a minute on a slow 2-core machine beside the journeys.
describe('reading uploaded receipts', { timeout: 180_000 }, () => {
  let companyId: string;
  let ownerId: string;
  let owner: string;
  let accountant: string;
  let outsider: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Reading Co' })).id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(month, -1) });
    const user = await buildUser(t.db, { companyId, userType: 'PROFESSIONAL' });
    ownerId = user.id;
    owner = await signIn(t.app, user.email);
    ({
      cookies: { ACCOUNTANT: accountant },
    } = await signInRoles(t.app, t.db, companyId, ['ACCOUNTANT']));
    const other = await buildCompany(t.db, { name: 'Other Reading Co' });
    outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, role: 'ADMIN' })).email);
  });

  async function upload(entry: FixtureEntry | { file: string; content: Buffer; contentType: string }) {
    const expense = await buildExpenseRow(t.db, {
      companyId,
      userId: ownerId,
      date: firstDayOfPeriod(month),
      status: 'INCOMPLETE',
      receipt: null,
    });
    const content = 'content' in entry ? entry.content : readFileSync(fixturePath(entry));
    const contentType = 'contentType' in entry ? entry.contentType : fixtureMime(entry);
    const { payload, headers } = multipartBody([{ filename: entry.file, contentType, content }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/expenses/${expense.id}/file`,
      payload,
      headers: { ...headers, cookie: owner },
    });
    expect(response.statusCode, response.body).toBe(200);
    return expense.id;
  }

  async function readingOf(expenseId: string) {
    for (;;) {
      const response = await t.app.inject({
        url: `/management/period/expense/${expenseId}/ocr`,
        headers: { cookie: accountant },
      });
      expect(response.statusCode).toBe(200);
      const body = expenseReceiptReadingsResponseSchema.parse(response.json());
      if (body.files.length > 0) return body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('reads text PDFs, photos and scans and answers the readings and their combination', async () => {
    const picked = [
      '01-shop-de.pdf',
      '02-train-de.pdf',
      '07-hotel-en.pdf',
      '08-parking-ch.pdf',
      '30-ride-en.jpg',
      '47-hotel-en-scan.pdf',
    ];
    const entries = loadFixtures().filter((e) => picked.includes(e.file));
    const expenseIds = [];
    for (const entry of entries) expenseIds.push(await upload(entry));
    let right = 0;
    for (const [index, entry] of entries.entries()) {
      const body = await readingOf(expenseIds[index]!);
      expect(body.files).toHaveLength(1);
      const { fileId, ...fields } = body.files[0]!;
      expect(body.combined).toEqual(fields);
      right += Number(fields.totalAmount === entry.truth.totalAmount && fields.invoiceDate === entry.truth.invoiceDate);
      const [row] = await t.db.select().from(receiptReadings).where(eq(receiptReadings.fileId, fileId));
      expect(row?.engine).toBe(entry.kind === 'text-pdf' ? 'pdfjs-dist' : 'tesseract.js');
      expect(row?.engineVersion).toMatch(/^\d+\.\d+/);
    }
    expect(right / entries.length).toBeGreaterThanOrEqual(0.85);
  }, 180_000);

  it('stores why a receipt could not be read, and the upload stands', async () => {
    const id = await upload({
      file: 'broken.pdf',
      content: Buffer.from('%PDF-1.7\nnothing here'),
      contentType: 'application/pdf',
    });
    const body = await readingOf(id);
    expect(body.combined).toEqual({ totalAmount: null, invoiceDate: null, currency: null, invoiceNumber: null });
    const [row] = await t.db.select().from(receiptReadings).where(eq(receiptReadings.fileId, body.files[0]!.fileId));
    expect(row).toMatchObject({ status: 'UNREADABLE', unreadableReason: 'BROKEN' });
  }, 60_000);

  it('reads the receipts of an expense again on request, for reviewers of the company only', async () => {
    const id = await upload(loadFixtures().find((e) => e.file === '01-shop-de.pdf')!);
    const first = await readingOf(id);
    const fileId = first.files[0]!.fileId;
    // As if an older reader had found nothing: reading again replaces the row.
    await t.db
      .update(receiptReadings)
      .set({ totalAmount: null, engineVersion: '0.0' })
      .where(eq(receiptReadings.fileId, fileId));
    const readAgain = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/management/period/expense/${id}/ocr/read`, headers: { cookie } });
    expect((await readAgain(owner)).statusCode).toBe(403);
    expect((await readAgain(outsider)).statusCode).toBe(404);
    const response = await readAgain(accountant);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ queued: 1 });
    for (;;) {
      const [row] = await t.db.select().from(receiptReadings).where(eq(receiptReadings.fileId, fileId));
      if (row!.engineVersion !== '0.0') {
        expect(row!.totalAmount).toBe(first.combined.totalAmount);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  it('queues at start every receipt that has no reading yet', async () => {
    const id = await upload(loadFixtures().find((e) => e.file === '02-train-de.pdf')!);
    const { fileId } = (await readingOf(id)).files[0]!;
    // As if the reading job had been lost in a crash.
    await t.db.delete(receiptReadings).where(eq(receiptReadings.fileId, fileId));
    expect(await requestMissingReadings(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect((await readingOf(id)).files.map((f) => f.fileId)).toEqual([fileId]);
  }, 60_000);

  it('shows readings to the company only', async () => {
    const [entry] = loadFixtures().filter((e) => e.file === '03-local-de.pdf');
    const id = await upload(entry!);
    await readingOf(id);
    const foreign = await t.app.inject({ url: `/management/period/expense/${id}/ocr`, headers: { cookie: outsider } });
    expect(foreign.statusCode).toBe(404);
    const employee = await t.app.inject({ url: `/management/period/expense/${id}/ocr`, headers: { cookie: owner } });
    expect(employee.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/management/period/expense/${id}/ocr` })).statusCode).toBe(401);
  }, 60_000);
});
