import { describe, expect, it } from 'vitest';
import { indexTargetFor } from './index-redirect';

const nobody = { isAccountant: false, isGod: false, isChecker: false, hasBudgetGroup: false };

describe('indexTargetFor', () => {
  it('sends accountants and checkers to management, even with a budget group', () => {
    expect(indexTargetFor({ ...nobody, isAccountant: true, hasBudgetGroup: true })).toBe('Management');
    expect(indexTargetFor({ ...nobody, isChecker: true, hasBudgetGroup: true })).toBe('Management');
  });

  it('sends the operator to the god area', () => {
    expect(indexTargetFor({ ...nobody, isGod: true })).toBe('God');
  });

  it('sends users with a budget group to their expenses, everyone else to welcome', () => {
    expect(indexTargetFor({ ...nobody, hasBudgetGroup: true })).toBe('Employee');
    expect(indexTargetFor(nobody)).toBe('Welcome');
  });
});
