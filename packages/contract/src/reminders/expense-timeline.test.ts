import { describe, expect, it } from 'vitest';
import { expenseTimeline, type TimelineFacts } from './expense-timeline';

const open = { isClosed: false, closedAt: null, isInvoiced: false, invoicedAt: null };
const base: TimelineFacts = {
  today: '2026-11-26',
  period: '202611',
  status: 'READY',
  submittedAt: null,
  isChecked: false,
  checkedAt: null,
  periodState: open,
  payrollExport: null,
  settings: { submissionDeadlineDay: 5, importWaitingDays: 3 },
};
const states = (facts: TimelineFacts) =>
  expenseTimeline(facts).steps.map((s) => `${s.step} ${s.state} ${s.day ?? '-'}`);

describe('what happens next with an expense', () => {
  it('expects a draft by the deadline and its refund in the next month’s payroll', () => {
    expect(states(base)).toEqual([
      'SUBMITTED NEXT 2026-12-05',
      'CHECKED LATER -',
      'PERIOD_CLOSED LATER -',
      'INVOICED LATER -',
      'IN_PAYROLL LATER -',
      'IMPORTED LATER -',
    ]);
    expect(expenseTimeline(base)).toMatchObject({ payrollMonth: '202612', payrollMonthFixed: false });
  });

  it('dates the done steps and expects the check the day after the deadline', () => {
    const submitted = { ...base, status: 'SUBMITTED', submittedAt: '2026-11-20T10:00:00Z' } as const;
    expect(states(submitted).slice(0, 2)).toEqual(['SUBMITTED DONE 2026-11-20', 'CHECKED NEXT 2026-12-06']);
    const checked = { ...submitted, isChecked: true, checkedAt: '2026-11-24T08:00:00Z' };
    expect(states(checked).slice(1, 3)).toEqual(['CHECKED DONE 2026-11-24', 'PERIOD_CLOSED NEXT 2026-12-06']);
  });

  it('never expects a step in the past', () => {
    const late = { ...base, today: '2026-12-10', status: 'SUBMITTED', submittedAt: '2026-11-20T10:00:00Z' } as const;
    expect(states(late)[1]).toBe('CHECKED NEXT 2026-12-10');
    expect(expenseTimeline(late).payrollMonth).toBe('202612');
  });

  it('follows an invoiced expense into the export’s payroll month and its import', () => {
    const invoiced: TimelineFacts = {
      ...base,
      today: '2026-12-09',
      status: 'INVOICED',
      submittedAt: '2026-11-20T10:00:00Z',
      isChecked: true,
      checkedAt: '2026-11-24T08:00:00Z',
      periodState: {
        isClosed: true,
        closedAt: '2026-12-03T16:00:00Z',
        isInvoiced: true,
        invoicedAt: '2026-12-06T09:00:00Z',
      },
    };
    expect(states(invoiced).slice(2)).toEqual([
      'PERIOD_CLOSED DONE 2026-12-03',
      'INVOICED DONE 2026-12-06',
      'IN_PAYROLL NEXT 2026-12-09',
      'IMPORTED LATER -',
    ]);
    const exported = {
      ...invoiced,
      payrollExport: { payrollMonth: '202701', writtenAt: '2026-12-07T10:00:00Z', importedAt: null },
    };
    expect(states(exported).slice(4)).toEqual(['IN_PAYROLL DONE 2026-12-07', 'IMPORTED NEXT 2026-12-10']);
    expect(expenseTimeline(exported)).toMatchObject({ payrollMonth: '202701', payrollMonthFixed: true });
    const imported = { ...exported, payrollExport: { ...exported.payrollExport, importedAt: '2026-12-08T10:00:00Z' } };
    expect(states(imported).at(-1)).toBe('IMPORTED DONE 2026-12-08');
  });

  it('dates a period closed before its closing moment was kept by its invoice', () => {
    const invoiced: TimelineFacts = {
      ...base,
      today: '2026-12-09',
      status: 'INVOICED',
      submittedAt: '2026-11-20T10:00:00Z',
      periodState: { isClosed: true, closedAt: null, isInvoiced: true, invoicedAt: '2026-12-06T09:00:00Z' },
    };
    expect(states(invoiced)[2]).toBe('PERIOD_CLOSED DONE 2026-12-06');
    const closedOnly = { ...invoiced, status: 'SUBMITTED' as const, periodState: { ...open, isClosed: true } };
    expect(states(closedOnly)[2]).toBe('PERIOD_CLOSED DONE -');
  });

  it('stops at the check when the expense was rejected', () => {
    const rejected = { ...base, status: 'REJECTED', submittedAt: '2026-11-20T10:00:00Z' } as const;
    expect(states(rejected).slice(0, 3)).toEqual([
      'SUBMITTED DONE 2026-11-20',
      'CHECKED STOPPED -',
      'PERIOD_CLOSED LATER -',
    ]);
  });
});
