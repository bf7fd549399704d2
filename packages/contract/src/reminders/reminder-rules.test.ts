import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar-days';
import {
  isBudgetExpiryDue,
  isDigestDue,
  isDraftReminderDue,
  isExportWaitingForImport,
  isMonthClosable,
  isMonthInvoiceable,
  isReviewWaiting,
  mayBeReminded,
  rolesRemindedOf,
  submissionDeadline,
} from './reminder-rules';
import { defaultCompanyReminderSettings as settings } from './reminder-settings';

describe('calendar days', () => {
  it('adds and counts across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-11-26', '2026-12-05')).toBe(9);
    expect(daysBetween('2026-12-05', '2026-11-26')).toBe(-9);
  });
});

describe('reminder rules', () => {
  it('puts the submission deadline into the month after the period', () => {
    expect(submissionDeadline('202611', settings)).toBe('2026-12-05');
    expect(submissionDeadline('202612', { submissionDeadlineDay: 28 })).toBe('2027-01-28');
  });

  it('reminds of drafts from N days before the deadline up to the deadline', () => {
    expect(isDraftReminderDue('2026-12-01', '202611', settings)).toBe(false);
    expect(isDraftReminderDue('2026-12-02', '202611', settings)).toBe(true);
    expect(isDraftReminderDue('2026-12-05', '202611', settings)).toBe(true);
    expect(isDraftReminderDue('2026-12-06', '202611', settings)).toBe(false);
    // A long window never reaches into a month that has not started.
    expect(isDraftReminderDue('2026-11-10', '202612', { ...settings, daysBeforeDeadline: 31 })).toBe(false);
    expect(isDraftReminderDue('2026-11-10', '202611', { ...settings, daysBeforeDeadline: 31 })).toBe(true);
  });

  it('announces expiring budget in the last days of an expiry month only', () => {
    const yearly = { overflowInterval: [12], remainingCents: 1_000 };
    expect(isBudgetExpiryDue('2026-12-28', yearly, settings)).toBe(true);
    expect(isBudgetExpiryDue('2026-12-27', yearly, settings)).toBe(false);
    expect(isBudgetExpiryDue('2026-11-29', yearly, settings)).toBe(false);
    expect(isBudgetExpiryDue('2026-12-30', { ...yearly, remainingCents: 0 }, settings)).toBe(false);
    // No interval: every month expires.
    expect(isBudgetExpiryDue('2026-11-30', { overflowInterval: [], remainingCents: 1 }, settings)).toBe(true);
  });

  it('counts review and import waits in whole days', () => {
    expect(isReviewWaiting('2026-11-26', '2026-11-21', settings)).toBe(true);
    expect(isReviewWaiting('2026-11-26', '2026-11-22', settings)).toBe(false);
    expect(isExportWaitingForImport('2026-11-26', '2026-11-23', settings)).toBe(true);
    expect(isExportWaitingForImport('2026-11-26', '2026-11-24', settings)).toBe(false);
  });

  it('offers closing after the deadline and invoicing once closed', () => {
    const open = { isClosed: false, isInvoiced: false };
    expect(isMonthClosable('2026-12-05', '202611', open, settings)).toBe(false);
    expect(isMonthClosable('2026-12-06', '202611', open, settings)).toBe(true);
    expect(isMonthClosable('2026-12-06', '202611', { isClosed: true, isInvoiced: false }, settings)).toBe(false);
    expect(isMonthInvoiceable('2026-12-06', '202611', { isClosed: true, isInvoiced: false })).toBe(true);
    expect(isMonthInvoiceable('2026-12-06', '202611', { isClosed: true, isInvoiced: true })).toBe(false);
    expect(isMonthInvoiceable('2026-10-06', '202611', { isClosed: true, isInvoiced: false })).toBe(false);
  });

  it('sends the digest from the first draft-reminder day of last month', () => {
    expect(isDigestDue('2026-12-01', settings)).toBe(false);
    expect(isDigestDue('2026-12-02', settings)).toBe(true);
    expect(isDigestDue('2026-12-31', settings)).toBe(true);
  });

  it('reminds only active users of the right role who left reminders on', () => {
    const base = {
      status: 'ACTIVE',
      role: 'USER',
      cause: 'DRAFTS_BEFORE_DEADLINE',
      companyEnabled: true,
      userEnabled: true,
    } as const;
    expect(mayBeReminded(base)).toBe(true);
    expect(mayBeReminded({ ...base, status: 'DEACTIVATED' })).toBe(false);
    expect(mayBeReminded({ ...base, companyEnabled: false })).toBe(false);
    expect(mayBeReminded({ ...base, userEnabled: false })).toBe(false);
    expect(mayBeReminded({ ...base, role: 'ACCOUNTANT' })).toBe(false);
    expect(rolesRemindedOf('REVIEW_WAITING')).toContain('EXPENSE_CHECKER');
    expect(rolesRemindedOf('REVIEW_WAITING')).not.toContain('ACCOUNTANT');
    expect(rolesRemindedOf('MONTH_INVOICEABLE')).toEqual(['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'ACCOUNTANT']);
  });
});
