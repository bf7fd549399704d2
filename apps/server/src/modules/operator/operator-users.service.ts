import {
  type CreateSupportUserRequest,
  type InviteCompanyUserRequest,
  type ListOperatorUsersResponse,
  listOperatorUsersQuerySchema,
  type OperatorUser,
  operatorUserPageSize,
  type UpdateOperatorUserRequest,
} from '@mobilo/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import { hashPassword } from '../../platform/passwords';
import type { Actor } from '../../platform/request-context';
import { listBudgetGroupRefs } from '../budget-groups/budget-groups.service';
import { getCompanyFacts } from '../companies/companies.service';
import { assertPersonalNumberAllowed } from '../tax-buckets/personal-numbers.service';
import { createUser } from '../user-admin/user-admin.service';
import { insertUserRecords, updateUserRecord } from '../users/user-records.service';
import { presentOperatorUser } from './operator-user.presenter';
import {
  findOperatorUser,
  findUserIdByEmail,
  listOperatorUserPage,
  listRoleRows,
  lockUserRow,
} from './operator-users.repository';

type ListQuery = z.output<typeof listOperatorUsersQuerySchema>;

async function listPage(db: Executor, companyId: string | null, query: ListQuery): Promise<ListOperatorUsersResponse> {
  const { rows, totalCount } = await listOperatorUserPage(db, {
    companyId,
    search: query.search || undefined,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    limit: operatorUserPageSize,
    offset: (query.page - 1) * operatorUserPageSize,
  });
  return {
    users: rows.map(presentOperatorUser),
    page: query.page,
    pageSize: operatorUserPageSize,
    totalPages: Math.max(1, Math.ceil(totalCount / operatorUserPageSize)),
    totalCount,
  };
}

/** GET /god/user: every company's users. */
export function listOperatorUsers({ db }: ServiceDeps, _actor: Actor, query: ListQuery) {
  return listPage(db, null, query);
}

/** GET /god/company/{id}/user */
export async function listCompanyUsers(
  { db }: ServiceDeps,
  _actor: Actor,
  { id, query }: { id: string; query: ListQuery },
) {
  await getCompanyFacts(db, id);
  return listPage(db, id, query);
}

async function presentUser(db: Executor, userId: string): Promise<OperatorUser> {
  const row = await findOperatorUser(db, userId);
  if (!row) throw notFound('user');
  return presentOperatorUser(row);
}

export function getOperatorUser({ db }: ServiceDeps, _actor: Actor, { id }: { id: string }) {
  return presentUser(db, id);
}

/** GET /god/role: the roles a company's user may hold (the operator's own is not given away). */
export async function listOperatorRoles({ db }: ServiceDeps, _actor: Actor) {
  return (await listRoleRows(db))
    .filter((role) => role.name !== 'GOD')
    .map((role) => ({ id: role.id, name: role.name }));
}

/** GET /god/budgetclass/{companyId} */
export async function listCompanyBudgetClasses(
  { db }: ServiceDeps,
  _actor: Actor,
  { companyId }: { companyId: string },
) {
  await getCompanyFacts(db, companyId);
  return listBudgetGroupRefs(db, companyId);
}

async function assertRoleAssignable(db: Executor, roleId: string) {
  const role = (await listRoleRows(db)).find((row) => row.id === roleId);
  if (!role) throw notFound('role');
  if (role.name === 'GOD') throw new AppError('ROLE_NOT_ASSIGNABLE', role.name);
}

async function assertGroupOfCompany(db: Executor, companyId: string, groupId: string | null | undefined) {
  if (!groupId) return;
  if (!(await listBudgetGroupRefs(db, companyId)).some((group) => group.id === groupId)) throw notFound('budget group');
}

async function assertEmailFree(db: Executor, email: string, ownId: string | null) {
  const holder = await findUserIdByEmail(db, email);
  if (holder && holder !== ownId) throw new AppError('EMAIL_TAKEN', email);
}

/**
 * PATCH /god/user/{id}: the operator corrects a user of any company. The budget group must be one
 * of the user's own company; a group of another company is not found.
 */
export async function updateOperatorUser(
  { db }: ServiceDeps,
  actor: Actor,
  { id, user: request }: { id: string; user: UpdateOperatorUserRequest },
): Promise<OperatorUser> {
  return db.transaction(async (tx) => {
    const user = await lockUserRow(tx, id);
    if (!user) throw notFound('user');
    if (request.email !== undefined) await assertEmailFree(tx, request.email, id);
    if (request.roleId !== undefined) await assertRoleAssignable(tx, request.roleId);
    await assertGroupOfCompany(tx, user.companyId, request.budgetClassId);
    if (request.personnelNumber !== undefined) {
      await assertPersonalNumberAllowed(tx, user.companyId, request.personnelNumber || null, id);
    }
    const { personnelNumber, budgetClassId, ...fields } = request;
    await updateUserRecord(tx, user.companyId, id, {
      ...fields,
      ...(personnelNumber !== undefined && { personalNumber: personnelNumber || null }),
      ...(budgetClassId !== undefined && { budgetGroupId: budgetClassId }),
    });
    await recordAuditEvent(tx, user.companyId, {
      actorId: actor.userId,
      action: 'user.update',
      subjectType: 'user',
      subjectId: id,
      data: { ...request, source: 'operator' },
    });
    return presentUser(tx, id);
  });
}

/**
 * POST /god/company/{id}/user (spec 001 §3 "Support-user form"): an account of ours inside the
 * customer's company, active at once with the password given, marked as a support user.
 */
export async function createSupportUser(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: companyId, user: request }: { id: string; user: CreateSupportUserRequest },
): Promise<OperatorUser> {
  const passwordHash = await hashPassword(request.password);
  const now = clock();
  return db.transaction(async (tx) => {
    const company = await getCompanyFacts(tx, companyId);
    await assertRoleAssignable(tx, request.roleId);
    await assertGroupOfCompany(tx, companyId, request.budgetGroupId);
    await assertEmailFree(tx, request.email, null);
    await assertPersonalNumberAllowed(tx, companyId, request.personnelNumber || null);
    const [created] = await insertUserRecords(tx, companyId, [
      {
        email: request.email,
        passwordHash,
        roleId: request.roleId,
        firstName: request.firstName,
        lastName: request.lastName,
        personalNumber: request.personnelNumber || null,
        budgetGroupId: request.budgetGroupId ?? null,
        status: 'ACTIVE',
        userType: company.defaultUserType,
        culture: request.culture,
        isTrial: request.isTrial,
        isInternal: company.isInternal,
        isSupportUser: true,
        createdAt: now,
        createdBy: actor.userId,
        registerDate: now,
      },
    ]);
    const userId = created!.id;
    await recordAuditEvent(tx, companyId, {
      actorId: actor.userId,
      action: 'user.create',
      subjectType: 'user',
      subjectId: userId,
      data: { email: request.email, supportUser: true },
    });
    return presentUser(tx, userId);
  });
}

/**
 * POST /god/company/{id}/invitation: a company's (first) administrator, invited exactly as an
 * administrator invites a colleague: the same checks, the same registration mail.
 */
export async function inviteCompanyUser(
  deps: ServiceDeps,
  actor: Actor,
  { id: companyId, user: request }: { id: string; user: InviteCompanyUserRequest },
): Promise<OperatorUser> {
  const company = await getCompanyFacts(deps.db, companyId);
  const created = await createUser(
    deps,
    { ...actor, companyId },
    {
      user: {
        ...request,
        userType: company.defaultUserType,
        timezone: 'Europe/Berlin',
        invite: true,
      },
    },
  );
  return presentUser(deps.db, created.id);
}
