import type { PersonioChange, PersonioProblem } from '@mobilo/contract';
import type { PersonioEmployee } from './personio-client';

/** One employee as the sync reads them from Personio. */
export interface PersonioRecord {
  personioId: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  hireDate: string | null;
  terminationDate: string | null;
  /** active, onboarding, leave or inactive. */
  status: string;
  /** The value of the budget-group attribute, when the company names one. */
  budgetGroup: string | null;
}

export interface MappingSettings {
  budgetClassHeader: string | null;
  personnelNumberAttribute: string | null;
}

/** An attribute's value as text: plain values, or the name of an object value (a department). */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const nested =
      (value as { attributes?: { name?: unknown }; name?: unknown }).attributes?.name ??
      (value as { name?: unknown }).name;
    return typeof nested === 'string' ? nested.trim() || null : null;
  }
  return null;
}

/** Personio dates come as ISO instants ("2024-03-01T00:00:00+01:00"); the day is what counts. */
function dayOf(value: unknown): string | null {
  const text = textOf(value);
  return text && /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
}

export function recordOf(employee: PersonioEmployee, settings: MappingSettings): PersonioRecord {
  const attribute = (key: string | null) => (key ? employee.attributes[key]?.value : undefined);
  const personioId = textOf(attribute('id'));
  return {
    personioId,
    email: textOf(attribute('email'))?.toLowerCase() ?? null,
    firstName: textOf(attribute('first_name')) ?? '',
    lastName: textOf(attribute('last_name')) ?? '',
    personalNumber: settings.personnelNumberAttribute
      ? textOf(attribute(settings.personnelNumberAttribute))
      : personioId,
    hireDate: dayOf(attribute('hire_date')),
    terminationDate: dayOf(attribute('termination_date')),
    status: textOf(attribute('status'))?.toLowerCase() ?? 'active',
    budgetGroup: textOf(attribute(settings.budgetClassHeader)),
  };
}

/** A user of the company as the plan compares them. */
export interface ExistingUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  budgetGroupId: string | null;
  status: string;
  personioId: string | null;
  managedByHand: boolean;
  entryDate: string | null;
  scheduledDeactivationDate: string | null;
}

export interface PlanInput {
  records: PersonioRecord[];
  users: ExistingUser[];
  groups: { id: string; name: string }[];
  /** Emails (lower case) that belong to users of other companies. */
  foreignEmails: Set<string>;
  today: string;
}

/** What an update writes, by the user's field names. */
export interface UserPatch {
  firstName?: string;
  lastName?: string;
  personalNumber?: string | null;
  budgetGroupId?: string | null;
  entryDate?: string | null;
  personioId?: string | null;
}

export interface PlannedCreate {
  record: PersonioRecord;
  budgetGroupId: string | null;
}
export interface PlannedUpdate {
  user: ExistingUser;
  patch: UserPatch;
}
export interface PlannedDeactivation {
  user: ExistingUser;
  date: string;
}

export interface SyncPlan {
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  deactivations: PlannedDeactivation[];
  unchanged: number;
  problems: PersonioProblem[];
}

const problem = (code: PersonioProblem['code'], record: PersonioRecord | null, detail: string | null = null) => ({
  code,
  email: record?.email ?? null,
  personioId: record?.personioId ?? null,
  detail,
});

/**
 * Compares Personio with the company's users. Email is the key; a user that came from Personio
 * and is no longer there, or whose Personio status is inactive or who has a termination date, is
 * scheduled for deactivation (never deleted). Users an administrator keeps by hand are left
 * alone and listed. Unknown budget groups are reported and never created.
 */
export function planSync(input: PlanInput): SyncPlan {
  const plan: SyncPlan = { creates: [], updates: [], deactivations: [], unchanged: 0, problems: [] };
  const byEmail = new Map(input.users.map((user) => [user.email.toLowerCase(), user]));
  const groupByName = new Map(input.groups.map((group) => [group.name.trim().toLowerCase(), group.id]));
  const counts = new Map<string, number>();
  for (const record of input.records) if (record.email) counts.set(record.email, (counts.get(record.email) ?? 0) + 1);
  const seen = new Set<string>();

  for (const record of input.records) {
    if (!record.email) {
      plan.problems.push(problem('EMAIL_MISSING', record));
      continue;
    }
    if ((counts.get(record.email) ?? 0) > 1) {
      if (!seen.has(record.email)) plan.problems.push(problem('EMAIL_DUPLICATED', record, record.email));
      seen.add(record.email);
      continue;
    }
    seen.add(record.email);
    if (!record.firstName || !record.lastName) {
      plan.problems.push(problem('INVALID_ROW', record, 'name'));
      continue;
    }
    const user = byEmail.get(record.email);
    if (!user && input.foreignEmails.has(record.email)) {
      plan.problems.push(problem('EMAIL_OF_OTHER_COMPANY', record, record.email));
      continue;
    }
    if (user?.managedByHand) {
      plan.problems.push(problem('MANAGED_BY_HAND', record));
      continue;
    }
    let budgetGroupId = user?.budgetGroupId ?? null;
    if (record.budgetGroup) {
      const found = groupByName.get(record.budgetGroup.trim().toLowerCase());
      if (found) budgetGroupId = found;
      else plan.problems.push(problem('BUDGET_GROUP_UNKNOWN', record, record.budgetGroup));
    }
    const leaves = record.status === 'inactive' ? input.today : record.terminationDate;
    if (!user) {
      // Someone who has already left is not created.
      if (leaves === null || leaves > input.today) plan.creates.push({ record, budgetGroupId });
      continue;
    }
    const patch = patchOf(user, record, budgetGroupId);
    if (Object.keys(patch).length > 0) plan.updates.push({ user, patch });
    if (leaves && user.status !== 'DEACTIVATED' && user.scheduledDeactivationDate !== leaves) {
      plan.deactivations.push({ user, date: leaves < input.today ? input.today : leaves });
    } else if (Object.keys(patch).length === 0) {
      plan.unchanged += 1;
    }
  }

  for (const user of input.users) {
    const gone = user.personioId !== null && !seen.has(user.email.toLowerCase());
    if (gone && !user.managedByHand && user.status !== 'DEACTIVATED' && user.scheduledDeactivationDate === null) {
      plan.deactivations.push({ user, date: input.today });
    }
  }
  return plan;
}

function patchOf(user: ExistingUser, record: PersonioRecord, budgetGroupId: string | null): UserPatch {
  const patch: UserPatch = {};
  if (user.firstName !== record.firstName) patch.firstName = record.firstName;
  if (user.lastName !== record.lastName) patch.lastName = record.lastName;
  if (record.personalNumber !== null && user.personalNumber !== record.personalNumber) {
    patch.personalNumber = record.personalNumber;
  }
  if (user.budgetGroupId !== budgetGroupId) patch.budgetGroupId = budgetGroupId;
  if (record.hireDate !== null && user.entryDate !== record.hireDate) patch.entryDate = record.hireDate;
  if (user.personioId !== record.personioId) patch.personioId = record.personioId;
  return patch;
}

/** The plan as the page lists it. */
export function changesOf(plan: SyncPlan, groups: { id: string; name: string }[]): PersonioChange[] {
  const groupName = (id: string | null) => groups.find((group) => group.id === id)?.name ?? null;
  return [
    ...plan.creates.map(({ record, budgetGroupId }) => ({
      action: 'CREATE' as const,
      email: record.email!,
      firstName: record.firstName,
      lastName: record.lastName,
      userId: null,
      budgetGroup: groupName(budgetGroupId),
      fields: [],
      effectiveDate: record.hireDate,
    })),
    ...plan.updates.map(({ user, patch }) => ({
      action: 'UPDATE' as const,
      email: user.email,
      firstName: patch.firstName ?? user.firstName,
      lastName: patch.lastName ?? user.lastName,
      userId: user.id,
      budgetGroup: groupName(patch.budgetGroupId === undefined ? user.budgetGroupId : patch.budgetGroupId),
      fields: Object.keys(patch),
      effectiveDate: null,
    })),
    ...plan.deactivations.map(({ user, date }) => ({
      action: 'DEACTIVATE' as const,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userId: user.id,
      budgetGroup: groupName(user.budgetGroupId),
      fields: [],
      effectiveDate: date,
    })),
  ];
}
