import { createHash, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  addMonths,
  convertCents,
  currentPeriod,
  type ExpenseStatus,
  firstDayOfPeriod,
  fromCents,
  type MobilityType,
  toCents,
} from '@mobilo/contract';
import type { FileStorage } from '../platform/files/file-storage';
import { lookUpExchangeRate } from '../modules/exchange-rates/exchange-rates.service';
import type { Executor } from '../db/client';
import { expenseFiles, expenses } from '../db/schema/expenses';
import { periods } from '../db/schema/periods';
import { rejectReasons } from '../db/schema/reject-reasons';
import { users } from '../db/schema/users';
import { makeReceiptPdf, makeReceiptPng } from './sample-receipts';
import { receiptKey } from '../platform/files/storage-keys';

interface DemoExpense {
  status: ExpenseStatus;
  day: number;
  type: MobilityType;
  tripToWork: boolean;
  cost: string;
  currency?: string;
  origin?: 'HOME' | 'ABROAD';
  receipt: 'pdf' | 'png' | null;
  description?: string;
  checked?: boolean;
  marked?: boolean;
}

/** Every status in every demo month; the oldest month is invoiced, so SUBMITTED became INVOICED. */
function expensesOfMonth(monthsAgo: number, light: boolean): DemoExpense[] {
  const submitted: ExpenseStatus = monthsAgo === 2 ? 'INVOICED' : 'SUBMITTED';
  const privateLong: MobilityType = light ? 'BIKE_SHARING' : 'TAXI';
  return [
    {
      status: submitted,
      day: 2,
      type: 'GERMANY_TICKET',
      tripToWork: true,
      cost: '58.00',
      receipt: 'pdf',
      description: 'Deutschlandticket',
    },
    { status: submitted, day: 5, type: 'CAR_SHARING', tripToWork: false, cost: '17.40', receipt: 'png', checked: true },
    {
      status: 'REJECTED',
      day: 7,
      type: 'TAXI',
      tripToWork: true,
      cost: '23.90',
      receipt: 'png',
      description: 'Late train',
    },
    { status: 'READY', day: 9, type: privateLong, tripToWork: false, cost: '9.80', receipt: 'pdf' },
    {
      status: 'INCOMPLETE',
      day: 12,
      type: light ? 'LOCAL_PUBLIC_TRANSPORT' : 'INTERCITY_TRAIN',
      tripToWork: true,
      cost: light ? '3.20' : '45.00',
      currency: light ? 'EUR' : 'CHF',
      origin: light ? 'HOME' : 'ABROAD',
      receipt: null,
    },
    ...(monthsAgo === 0 || light
      ? []
      : [
          {
            status: submitted,
            day: 3,
            type: 'RAIL_CARD',
            tripToWork: true,
            cost: '24.95',
            receipt: 'pdf',
            marked: true,
          } as DemoExpense,
        ]),
  ];
}

/** Receipts and expenses for the given demo employees; skipped for a user who has expenses already. */
export async function seedDemoExpenses(
  tx: Executor,
  companyId: string,
  storage: FileStorage,
  emails: string[],
  now = new Date(),
): Promise<number> {
  const this_ = currentPeriod(now);
  const [reason] = await tx.select().from(rejectReasons).where(eq(rejectReasons.code, 'AMOUNT_MISMATCH'));
  let created = 0;
  for (const email of emails) {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.email, email)));
    if (!user) continue;
    const [existing] = await tx.select({ id: expenses.id }).from(expenses).where(eq(expenses.userId, user.id)).limit(1);
    if (existing) continue;
    for (const monthsAgo of [0, 1, 2]) {
      const periodString = addMonths(this_, -monthsAgo);
      const [period] = await tx
        .select()
        .from(periods)
        .where(and(eq(periods.companyId, companyId), eq(periods.periodString, periodString)));
      if (!period) continue;
      for (const demo of expensesOfMonth(monthsAgo, user.userType === 'LIGHT')) {
        const date = firstDayOfPeriod(periodString).replace(/01$/, String(demo.day).padStart(2, '0'));
        if (date > now.toISOString().slice(0, 10)) continue;
        await insertDemoExpense(tx, storage, {
          companyId,
          userId: user.id,
          periodId: period.id,
          date,
          demo,
          rejectReasonId: reason?.id ?? null,
        });
        created += 1;
      }
    }
  }
  return created;
}

async function insertDemoExpense(
  tx: Executor,
  storage: FileStorage,
  at: {
    companyId: string;
    userId: string;
    periodId: string;
    date: string;
    demo: DemoExpense;
    rejectReasonId: string | null;
  },
) {
  const { demo } = at;
  const currency = demo.currency ?? 'EUR';
  const rate =
    currency === 'EUR'
      ? { rate: '1.000000', rateDate: at.date }
      : await lookUpExchangeRate(tx, { base: currency, target: 'EUR', date: at.date });
  const cost = rate.rate ? fromCents(convertCents(toCents(demo.cost), rate.rate)) : null;
  const moment = new Date(`${at.date}T09:00:00Z`);
  const billable = demo.status === 'SUBMITTED' || demo.status === 'INVOICED';
  const [row] = await tx
    .insert(expenses)
    .values({
      companyId: at.companyId,
      userId: at.userId,
      periodId: at.periodId,
      date: at.date,
      status: demo.status,
      tripToWork: demo.tripToWork,
      type: demo.type,
      origin: demo.origin ?? 'HOME',
      cost,
      originalCost: demo.cost,
      originalCurrency: currency,
      targetCurrency: 'EUR',
      exchangeRate: rate.rate,
      exchangeRateDate: rate.rateDate,
      description: demo.description ?? null,
      isChecked: demo.checked ?? false,
      checkedAt: demo.checked ? moment : null,
      isMarked: demo.marked ?? false,
      markerNote: demo.marked ? 'Please attach the BahnCard itself' : null,
      rejectReasonId: demo.status === 'REJECTED' ? at.rejectReasonId : null,
      rejectComment: demo.status === 'REJECTED' ? 'The receipt shows a different amount.' : null,
      createdAt: moment,
      createdBy: at.userId,
      modifiedAt: moment,
      modifiedBy: at.userId,
      submittedAt: billable || demo.status === 'REJECTED' ? moment : null,
      submittedBy: billable || demo.status === 'REJECTED' ? at.userId : null,
    })
    .returning({ id: expenses.id });
  if (!demo.receipt) return;
  const content =
    demo.receipt === 'pdf'
      ? makeReceiptPdf(['Mobilo demo receipt', `${demo.type}`, `Date: ${at.date}`, `Amount: ${demo.cost} ${currency}`])
      : makeReceiptPng(120, 80, [73, 182, 130]);
  const tempPath = path.join(storage.tempDir, `${randomUUID()}.part`);
  await writeFile(tempPath, content);
  const storageKey = receiptKey(at.companyId, row!.id);
  const mimeType = demo.receipt === 'pdf' ? 'application/pdf' : 'image/png';
  await storage.put(storageKey, tempPath, mimeType);
  await tx.insert(expenseFiles).values({
    companyId: at.companyId,
    expenseId: row!.id,
    originalName: `receipt-${at.date}.${demo.receipt}`,
    mimeType,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    storageKey,
  });
}
