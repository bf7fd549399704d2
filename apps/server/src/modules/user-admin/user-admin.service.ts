import {
  type CreateUserRequest,
  type DeactivateUserRequest,
  currentPeriod,
  earliestOverflowStart,
  isEmailOfCompanyDomains,
  mayInvite,
  mayReinvite,
  type ListUsersQuery,
  type ListUsersResponse,
  type ManagedUser,
  type ReactivateUserRequest,
  type Role,
  mayChangeRole,
  deactivates,
  mayDeactivate,
  type RoleName,
  type UpdateUserRequest,
  type UserDetailResponse,
  userListPageSize,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Clock } from '../../platform/clock';
import type { Actor } from '../../platform/request-context';
import { getUserMetadata } from '../budgets/budgets.service';
import { listBudgetGroupRefs } from '../budget-groups/budget-groups.service';
import { getCompanyFacts, isCompanySsoEnabled } from '../companies/companies.service';
import { assertPersonalNumberAllowed } from '../tax-buckets/personal-numbers.service';
import { getSessionUserRow, type SessionUserRow } from '../users/users.service';
import { createInvitation, type PendingInvitation, sendInvitationMail } from '../account/account.service';
import { presentManagedUser } from './managed-user.presenter';
import { presentUserListItem } from './user-list.presenter';
import { deactivatedValues, reactivatedValues } from './user-status-changes';
import { isAssignableRole, mayViewUserDetail } from './user-admin.policy';
import { insertUserRecords, updateUserRecord } from '../users/user-records.service';
import {
  countActiveAdmins,
  findUsersByEmails,
  listImpersonators,
  listRoles as listRoleRows,
  listUserPage,
  type UserValues,
} from './user-admin.repository';

/** Today as YYYY-MM-DD in UTC. */
const dayOf = (clock: Clock) => clock().toISOString().slice(0, 10);

export async function listUsers({ db }: ServiceDeps, actor: Actor, query: ListUsersQuery): Promise<ListUsersResponse> {
  const { rows, totalCount } = await listUserPage(db, actor.companyId, {
    search: query.search || undefined,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    excludeDeactivated: query.excludeDeactivated === 'true',
    limit: userListPageSize,
    offset: (query.page - 1) * userListPageSize,
  });
  return {
    users: rows.map(presentUserListItem),
    page: query.page,
    pageSize: userListPageSize,
    totalPages: Math.max(1, Math.ceil(totalCount / userListPageSize)),
    totalCount,
  };
}

async function loadUser(db: Executor, companyId: string, userId: string): Promise<SessionUserRow> {
  const row = await getSessionUserRow(db, companyId, userId);
  if (!row) throw notFound('user');
  return row;
}

async function presentRow(db: Executor, actor: Actor, row: SessionUserRow): Promise<ManagedUser> {
  const [sso, impersonators] = await Promise.all([
    isCompanySsoEnabled(db, actor.companyId),
    listImpersonators(db, actor.companyId, row.user.id),
  ]);
  return presentManagedUser(row, actor, sso, impersonators);
}

async function presentUser(db: Executor, actor: Actor, userId: string): Promise<ManagedUser> {
  return presentRow(db, actor, await loadUser(db, actor.companyId, userId));
}

/**
 * GET /user/{id}?month: the user as the administration sees them, with what they may record in
 * the month. People see themselves; others need the right to manage users. An unknown user is
 * not found for everybody, so that a refusal says only that the user exists.
 */
export async function getUserDetail(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: userId, month = currentPeriod(clock()) }: { id: string; month?: string | undefined },
): Promise<UserDetailResponse> {
  const row = await loadUser(db, actor.companyId, userId);
  if (!mayViewUserDetail(actor, userId)) throw new AppError('ACCESS_DENIED');
  const managed = await presentRow(db, actor, row);
  const metadata = await getUserMetadata(db, actor, userId, month);
  return { ...managed, ...metadata };
}

export async function listAssignableRoles({ db }: ServiceDeps, _actor: Actor): Promise<Role[]> {
  return (await listRoleRows(db))
    .filter((role) => isAssignableRole(role.name))
    .map((role) => ({ id: role.id, name: role.name, rights: role.rights }));
}

async function resolveRole(db: Executor, roleId: string): Promise<RoleName> {
  const role = (await listRoleRows(db)).find((row) => row.id === roleId);
  if (!role) throw notFound('role');
  if (!isAssignableRole(role.name)) throw new AppError('ROLE_NOT_ASSIGNABLE', role.name);
  return role.name;
}

/**
 * The email must be of the company's domains (where it has any), and free in every company. The
 * domain is checked first, so that an administrator cannot probe another company's addresses;
 * a taken address is answered alike wherever it is used.
 */
async function assertEmailFree(db: Executor, companyId: string, email: string, ownId?: string) {
  const { domains } = await getCompanyFacts(db, companyId);
  if (!isEmailOfCompanyDomains(email, domains)) throw new AppError('EMAIL_DOMAIN_NOT_ALLOWED', domains.join(', '));
  const taken = (await findUsersByEmails(db, [email])).find((row) => row.id !== ownId);
  if (taken) throw new AppError('EMAIL_TAKEN', email);
}

async function assertBudgetGroupOfCompany(db: Executor, companyId: string, groupId: string | null | undefined) {
  if (!groupId) return;
  const groups = await listBudgetGroupRefs(db, companyId);
  if (!groups.some((group) => group.id === groupId)) throw notFound('budget group');
}

function assertOverflowStart(value: string | null | undefined, previous: string | null, clock: Clock) {
  if (!value || value === previous) return;
  const earliest = earliestOverflowStart(dayOf(clock));
  if (value < earliest) throw new AppError('OVERFLOW_START_TOO_EARLY', earliest);
}

/** A scheduled invitation goes out on a day to come (or today, with the next run), never on a past one. */
function assertInvitationDay(value: string | null | undefined, clock: Clock) {
  if (value && value < dayOf(clock)) throw new AppError('INVITATION_DATE_IN_PAST', value);
}

/** The company keeps at least one active ADMIN when `userId` stops being one. */
async function assertAnotherAdmin(db: Executor, companyId: string, userId: string) {
  if ((await countActiveAdmins(db, companyId, userId)) === 0) throw new AppError('LAST_ADMIN');
}

function fieldValues(body: UpdateUserRequest): UserValues {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    roleId: body.roleId,
    personalNumber: body.personalNumber || null,
    userType: body.userType,
    budgetGroupId: body.budgetClassId ?? null,
    monthlyBudget: body.budget ?? null,
    budgetOverflowStarts: body.budgetOverflowStarts ?? null,
    culture: body.culture,
    timezone: body.timezone,
    additionalSalaryInformation: body.additionalSalaryInformation || null,
    // Left out of the request: unchanged (forms that do not show the payroll fields keep them).
    ...(body.commuteDistanceKm !== undefined && { commuteDistanceKm: body.commuteDistanceKm }),
    ...(body.workingDaysPerMonth !== undefined && { workingDaysPerMonth: body.workingDaysPerMonth }),
  };
}

/** POST /user: a CREATED user; with `invite` the invitation goes out once the user is stored. */
export async function createUser(
  deps: ServiceDeps,
  actor: Actor,
  { user: body }: { user: CreateUserRequest },
): Promise<ManagedUser> {
  let invitation: PendingInvitation | null = null;
  const user = await deps.db.transaction(async (tx) => {
    await resolveRole(tx, body.roleId);
    await assertEmailFree(tx, actor.companyId, body.email);
    await assertBudgetGroupOfCompany(tx, actor.companyId, body.budgetClassId);
    assertOverflowStart(body.budgetOverflowStarts, null, deps.clock);
    if (!body.invite) assertInvitationDay(body.scheduledInvitationDate, deps.clock);
    await assertPersonalNumberAllowed(tx, actor.companyId, body.personalNumber ?? null);
    const [created] = await insertUserRecords(tx, actor.companyId, [
      {
        ...fieldValues(body),
        status: 'CREATED',
        createdBy: actor.userId,
        scheduledInvitationDate: body.invite ? null : (body.scheduledInvitationDate ?? null),
      } as Parameters<typeof insertUserRecords>[2][number],
    ]);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'user.create',
      subjectType: 'user',
      subjectId: created!.id,
      data: { email: body.email },
    });
    if (body.invite) invitation = await createInvitation(tx, deps, actor.companyId, created!.id, actor.userId);
    return presentUser(tx, actor, created!.id);
  });
  if (invitation) await sendInvitationMail(deps, invitation);
  return user;
}

/**
 * PATCH /user/{id}/invite (a created user) and PATCH /user/{id}/reinvite (an invited user who
 * has not registered): a new link, the earlier ones revoked, and the invitation mail.
 */
export async function inviteUser(
  deps: ServiceDeps,
  actor: Actor,
  { id: userId, again }: { id: string; again: boolean },
): Promise<ManagedUser> {
  const { invitation, user } = await deps.db.transaction(async (tx) => {
    const row = await loadUser(tx, actor.companyId, userId);
    const { status } = row.user;
    if (again ? !mayReinvite(status) : !mayInvite(status)) {
      throw new AppError(!again && status === 'INVITED' ? 'USER_ALREADY_INVITED' : 'USER_NOT_INVITABLE', status);
    }
    const pending = await createInvitation(tx, deps, actor.companyId, userId, actor.userId);
    return { invitation: pending, user: await presentUser(tx, actor, userId) };
  });
  await sendInvitationMail(deps, invitation);
  return user;
}

/** What a change of a user writes: the values, and the audit event that says so. */
interface UserChange {
  values: UserValues;
  action: string;
  data: Record<string, unknown>;
}

/**
 * A change of one user on the version the admin read: the user is read under the transaction,
 * `decide` checks the rules and says what to write, and the answer is the user as now. A stale
 * version answers 409 with the user as it is.
 */
async function changeUser(
  db: ServiceDeps['db'],
  actor: Actor,
  userId: string,
  version: number | undefined,
  decide: (tx: Executor, row: SessionUserRow) => Promise<UserChange> | UserChange,
): Promise<ManagedUser> {
  const write = () =>
    db.transaction(async (tx) => {
      const row = await loadUser(tx, actor.companyId, userId);
      requireVersion(row.user.version, version);
      const { values, action, data } = await decide(tx, row);
      requireWritten(await updateUserRecord(tx, actor.companyId, userId, values, version), version);
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action,
        subjectType: 'user',
        subjectId: userId,
        data,
      });
      return presentUser(tx, actor, userId);
    });
  return answerCurrentWhenStale(write, () => presentUser(db, actor, userId));
}

export async function updateUser(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: userId, user: body, version }: { id: string; user: UpdateUserRequest; version?: number },
): Promise<ManagedUser> {
  return changeUser(db, actor, userId, version, async (tx, row) => {
    const currentRole = row.role.name;
    const newRole = body.roleId === row.role.id ? currentRole : await resolveRole(tx, body.roleId);
    if (newRole !== currentRole) {
      const target = {
        id: userId,
        status: row.user.status,
        isBudgetActive: row.user.isBudgetActive,
        role: currentRole,
      };
      if (!mayChangeRole(actor, target)) throw new AppError('CANNOT_REMOVE_OWN_ADMIN_ROLE');
      if (currentRole === 'ADMIN') await assertAnotherAdmin(tx, actor.companyId, userId);
    }
    if (body.email.toLowerCase() !== row.user.email.toLowerCase())
      await assertEmailFree(tx, actor.companyId, body.email, userId);
    await assertBudgetGroupOfCompany(tx, actor.companyId, body.budgetClassId);
    assertOverflowStart(body.budgetOverflowStarts, row.user.budgetOverflowStarts, clock);
    if ((body.personalNumber || null) !== row.user.personalNumber)
      await assertPersonalNumberAllowed(tx, actor.companyId, body.personalNumber ?? null, userId);
    const values = fieldValues(body);
    return { values, action: 'user.update', data: { ...values, roleId: body.roleId } };
  });
}

/** Today (or no date) deactivates at once; a later date is kept for the daily job of scheduled changes. */
export async function deactivateUser(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: userId, deactivation: body, version }: { id: string; deactivation: DeactivateUserRequest; version?: number },
): Promise<ManagedUser> {
  const today = dayOf(clock);
  return changeUser(db, actor, userId, version, async (tx, row) => {
    const target = {
      id: userId,
      status: row.user.status,
      isBudgetActive: row.user.isBudgetActive,
      role: row.role.name,
    };
    if (userId === actor.userId) throw new AppError('CANNOT_DEACTIVATE_SELF');
    const scope = body.scope ?? 'BOTH';
    if (!mayDeactivate(actor, target) || !deactivates(target, scope)) throw new AppError('USER_ALREADY_DEACTIVATED');
    // The budget alone leaves the admin signed in and in charge.
    if (target.role === 'ADMIN' && scope !== 'BUDGET') await assertAnotherAdmin(tx, actor.companyId, userId);
    const reason = { deactivationReason: body.reason, deactivationComment: body.comment || null };
    const scheduled = body.date && body.date > today;
    const values: UserValues = scheduled
      ? { ...reason, scheduledDeactivationDate: body.date, scheduledDeactivationScope: scope }
      : { ...reason, ...deactivatedValues(today, scope) };
    return { values, action: scheduled ? 'user.scheduleDeactivation' : 'user.deactivate', data: { ...body } };
  });
}

/**
 * Withdraws a scheduled deactivation: the day, its scope and, unless something is already
 * deactivated, the reason it gave.
 */
export async function withdrawDeactivation(
  { db }: ServiceDeps,
  actor: Actor,
  { id: userId, version }: { id: string; version?: number },
): Promise<ManagedUser> {
  return changeUser(db, actor, userId, version, (_tx, row) => {
    const { scheduledDeactivationDate: date, scheduledDeactivationScope: scope } = row.user;
    if (!date) throw new AppError('NO_SCHEDULED_DEACTIVATION');
    const untouched = row.user.status !== 'DEACTIVATED' && row.user.isBudgetActive;
    const values: UserValues = {
      scheduledDeactivationDate: null,
      scheduledDeactivationScope: null,
      ...(untouched ? { deactivationReason: null, deactivationComment: null } : {}),
    };
    return { values, action: 'user.withdrawDeactivation', data: { date, scope: scope ?? 'BOTH' } };
  });
}

export async function reactivateUser(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: userId, reactivation: body, version }: { id: string; reactivation: ReactivateUserRequest; version?: number },
): Promise<ManagedUser> {
  const today = dayOf(clock);
  return changeUser(db, actor, userId, version, (_tx, row) => {
    const account = body.scope !== 'BUDGET';
    const budget = body.scope !== 'ACCOUNT';
    if (account && row.user.status !== 'DEACTIVATED') throw new AppError('NOTHING_TO_REACTIVATE', 'account');
    if (budget && row.user.isBudgetActive) throw new AppError('NOTHING_TO_REACTIVATE', 'budget');
    const scheduled = body.date && body.date > today;
    const values: UserValues = scheduled
      ? { scheduledReactivationDate: body.date, scheduledReactivationScope: body.scope }
      : reactivatedValues(row.user, body.scope);
    return { values, action: scheduled ? 'user.scheduleReactivation' : 'user.reactivate', data: { ...body } };
  });
}
