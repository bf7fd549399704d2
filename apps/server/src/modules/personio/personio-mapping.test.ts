import { describe, expect, it } from 'vitest';
import { type ExistingUser, planSync, type PersonioRecord, recordOf } from './personio-mapping';

const today = '2026-11-26';
const record = (overrides: Partial<PersonioRecord> = {}): PersonioRecord => ({
  personioId: '1',
  email: 'ada@acme.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  personalNumber: '1',
  hireDate: null,
  terminationDate: null,
  status: 'active',
  budgetGroup: null,
  ...overrides,
});
const user = (overrides: Partial<ExistingUser> = {}): ExistingUser => ({
  id: 'u1',
  email: 'ada@acme.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  personalNumber: '1',
  budgetGroupId: null,
  status: 'ACTIVE',
  personioId: '1',
  managedByHand: false,
  entryDate: null,
  scheduledDeactivationDate: null,
  ...overrides,
});
const plan = (records: PersonioRecord[], users: ExistingUser[] = [], groups = [{ id: 'g1', name: 'Pendler' }]) =>
  planSync({ records, users, groups, foreignEmails: new Set(), today });

describe('reading a Personio employee', () => {
  it('takes the day of dates, the name of object values and the chosen personal-number attribute', () => {
    const employee = {
      attributes: {
        id: { label: 'ID', value: 42, type: 'integer', universal_id: 'id' },
        email: { label: 'Email', value: ' Ada@Acme.TEST ', type: 'standard', universal_id: 'email' },
        first_name: { label: 'First name', value: 'Ada', type: 'standard', universal_id: 'first_name' },
        last_name: { label: 'Last name', value: 'Lovelace', type: 'standard', universal_id: 'last_name' },
        hire_date: { label: 'Hire date', value: '2026-03-01T00:00:00+01:00', type: 'date', universal_id: 'hire_date' },
        status: { label: 'Status', value: 'Onboarding', type: 'standard', universal_id: 'status' },
        department: {
          label: 'Department',
          value: { type: 'Department', attributes: { name: 'Pendler' } },
          type: 'standard',
        },
        dynamic_1: { label: 'Payroll no', value: 'P-7', type: 'standard', universal_id: null },
      },
    };
    expect(recordOf(employee, { budgetClassHeader: 'department', personnelNumberAttribute: 'dynamic_1' })).toEqual({
      personioId: '42',
      email: 'ada@acme.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      personalNumber: 'P-7',
      hireDate: '2026-03-01',
      terminationDate: null,
      status: 'onboarding',
      budgetGroup: 'Pendler',
    });
    expect(recordOf(employee, { budgetClassHeader: null, personnelNumberAttribute: null }).personalNumber).toBe('42');
  });
});

describe('the sync plan', () => {
  it('creates newcomers with their group by name, case-insensitively', () => {
    const result = plan([record({ budgetGroup: 'pendler ' })]);
    expect(result.creates).toEqual([{ record: record({ budgetGroup: 'pendler ' }), budgetGroupId: 'g1' }]);
  });

  it('does not create someone who has already left', () => {
    expect(plan([record({ status: 'inactive' })]).creates).toEqual([]);
    expect(plan([record({ terminationDate: '2026-01-31' })]).creates).toEqual([]);
    expect(plan([record({ terminationDate: '2027-01-31' })]).creates).toHaveLength(1);
  });

  it('schedules a termination date, and an inactive status for today', () => {
    expect(plan([record({ terminationDate: '2026-12-31' })], [user()]).deactivations).toEqual([
      { user: user(), date: '2026-12-31' },
    ]);
    expect(plan([record({ status: 'inactive' })], [user()]).deactivations[0]!.date).toBe(today);
    // Already scheduled for that day: nothing to do again.
    expect(
      plan([record({ terminationDate: '2026-12-31' })], [user({ scheduledDeactivationDate: '2026-12-31' })])
        .deactivations,
    ).toEqual([]);
  });

  it('schedules users that came from Personio and left it, never those an admin created', () => {
    const result = plan([], [user(), user({ id: 'u2', email: 'own@acme.test', personioId: null })]);
    expect(result.deactivations.map((d) => d.user.id)).toEqual(['u1']);
  });

  it('keeps the group of a user whose group Personio names but the company does not have, and says so', () => {
    const result = plan([record({ budgetGroup: 'Gold' })], [user({ budgetGroupId: 'g1' })]);
    expect(result.updates).toEqual([]);
    expect(result.problems).toEqual([
      { code: 'BUDGET_GROUP_UNKNOWN', email: 'ada@acme.test', personioId: '1', detail: 'Gold' },
    ]);
  });

  it('reports a duplicated email once and touches neither row', () => {
    const result = plan([record(), record({ personioId: '2' })], [user({ firstName: 'Old' })]);
    expect(result.updates).toEqual([]);
    expect(result.problems.map((p) => p.code)).toEqual(['EMAIL_DUPLICATED']);
  });

  it('leaves a user kept by hand alone, even when they left Personio', () => {
    const kept = user({ managedByHand: true });
    expect(plan([record({ lastName: 'King' })], [kept])).toMatchObject({ updates: [], deactivations: [] });
    expect(plan([], [kept]).deactivations).toEqual([]);
  });

  it('writes only what changed', () => {
    const result = plan([record({ lastName: 'King', hireDate: '2026-01-01' })], [user()]);
    expect(result.updates).toEqual([{ user: user(), patch: { lastName: 'King', entryDate: '2026-01-01' } }]);
    expect(plan([record()], [user()]).unchanged).toBe(1);
  });
});
