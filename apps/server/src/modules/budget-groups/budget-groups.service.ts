import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import {
  type AllowedMobilityTypes,
  type BudgetGroup,
  type CompanyPackage,
  type CreateBudgetGroupRequest,
  type DeleteBudgetGroupResponse,
  isNetWageAvailable,
  lightExcludedPrivateTypes,
  type MobilityLists,
  mobilityListNames,
  mobilityTypesOfClass,
  netWageCapableTypes,
  typesAllowedForPackage,
  type UpdateBudgetGroupRequest,
  updateFieldOfList,
  type UserType,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import { type Actor, accountCompanyOf } from '../../platform/request-context';
import { getCompanyFacts } from '../companies/companies.service';
import { isCompanyNetWageActive } from '../tax-buckets/tax-buckets.service';
import { updateUserRecords } from '../users/user-records.service';
import { getSessionUserRow } from '../users/users.service';
import {
  assertMobilityListChangeAllowed,
  assertMobilityListsAllowed,
  type MobilityContext,
  withPrunedNetWageLists,
} from './budget-groups.policy';
import { presentBudgetGroup } from './budget-groups.presenter';
import {
  type BudgetGroupRow,
  deleteBudgetGroup as deleteBudgetGroupRow,
  findBudgetGroup,
  findBudgetGroupByName,
  findUsers,
  insertBudgetGroup,
  listBudgetGroups as listBudgetGroupRows,
  listMembers,
  updateBudgetGroup as updateBudgetGroupRow,
} from './budget-groups.repository';

async function mobilityContext(db: Executor, actor: Actor): Promise<MobilityContext & { userType: UserType }> {
  const [company, tax13Active, viewer] = await Promise.all([
    getCompanyFacts(db, actor.companyId),
    isCompanyNetWageActive(db, actor.companyId),
    // The viewer's own account: a support user's lies in their own company.
    getSessionUserRow(db, accountCompanyOf(actor), actor.userId),
  ]);
  const userType = viewer?.user.userType ?? 'LIGHT';
  return {
    package: company.package,
    userType,
    netWageAvailable: isNetWageAvailable({ userType, companyCountry: company.country, tax13Active }),
  };
}

async function present(db: Executor, actor: Actor, row: BudgetGroupRow): Promise<BudgetGroup> {
  return presentBudgetGroup(row, await listMembers(db, actor.companyId, [row.id]), actor);
}

async function loadGroup(db: Executor, companyId: string, id: string): Promise<BudgetGroupRow> {
  const row = await findBudgetGroup(db, companyId, id);
  if (!row) throw notFound('budget group');
  return row;
}

async function assertNameFree(db: Executor, companyId: string, name: string, ownId?: string) {
  const existing = await findBudgetGroupByName(db, companyId, name);
  if (existing && existing.id !== ownId) throw new AppError('BUDGET_GROUP_NAME_TAKEN', name);
}

function listsOf(row: BudgetGroupRow): MobilityLists {
  return Object.fromEntries(mobilityListNames.map((name) => [name, row[name]])) as MobilityLists;
}

export async function listBudgetGroups({ db }: ServiceDeps, actor: Actor): Promise<BudgetGroup[]> {
  const rows = await listBudgetGroupRows(db, actor.companyId);
  const members = await listMembers(
    db,
    actor.companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentBudgetGroup(
      row,
      members.filter((member) => member.budgetGroupId === row.id),
      actor,
    ),
  );
}

export async function getBudgetGroup({ db }: ServiceDeps, actor: Actor, { id }: { id: string }): Promise<BudgetGroup> {
  return present(db, actor, await loadGroup(db, actor.companyId, id));
}

export async function createBudgetGroup(
  { db }: ServiceDeps,
  actor: Actor,
  { group: body }: { group: CreateBudgetGroupRequest },
): Promise<BudgetGroup> {
  assertMobilityListsAllowed(body, await mobilityContext(db, actor));
  return db.transaction(async (tx) => {
    await assertNameFree(tx, actor.companyId, body.name);
    const row = await insertBudgetGroup(tx, actor.companyId, {
      ...body,
      overflowInterval: [...body.overflowInterval].sort((a, b) => a - b),
    });
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'budgetGroup.create',
      subjectType: 'budgetGroup',
      subjectId: row.id,
      data: { name: row.name, budget: row.budget },
    });
    return present(tx, actor, row);
  });
}

/** One field per call: the name, the budget, the interval or one of the six lists. */
export async function updateBudgetGroup(
  { db }: ServiceDeps,
  actor: Actor,
  { id, change: body, version }: { id: string; change: UpdateBudgetGroupRequest; version?: number },
): Promise<BudgetGroup> {
  const context = await mobilityContext(db, actor);
  const write = () =>
    db.transaction(async (tx) => {
      const row = await loadGroup(tx, actor.companyId, id);
      requireVersion(row.version, version);
      let change: Partial<BudgetGroupRow>;
      if (body.newName !== undefined) {
        await assertNameFree(tx, actor.companyId, body.newName, id);
        change = { name: body.newName };
      } else if (body.newBudget !== undefined) {
        change = { budget: body.newBudget };
      } else if (body.newOverflowInterval !== undefined) {
        change = { overflowInterval: [...body.newOverflowInterval].sort((a, b) => a - b) };
      } else {
        change = changedLists(row, body, context);
      }
      requireWritten(await updateBudgetGroupRow(tx, actor.companyId, id, change, version), version);
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action: 'budgetGroup.update',
        subjectType: 'budgetGroup',
        subjectId: id,
        data: change,
      });
      // Read back, so that the answer shows what the database stored (e.g. "120.00" for "120").
      return present(tx, actor, await loadGroup(tx, actor.companyId, id));
    });
  return answerCurrentWhenStale(write, async () => present(db, actor, await loadGroup(db, actor.companyId, id)));
}

function changedLists(
  row: BudgetGroupRow,
  body: UpdateBudgetGroupRequest,
  context: MobilityContext,
): Partial<BudgetGroupRow> {
  const name = mobilityListNames.find((list) => body[updateFieldOfList[list]] !== undefined);
  // The request schema lets exactly one field through, so one of the lists is set here.
  if (!name) throw new AppError('INVALID_INPUT', 'body');
  const lists: MobilityLists = { ...listsOf(row), [name]: body[updateFieldOfList[name]] };
  assertMobilityListChangeAllowed(name, lists, context);
  // Unchecking a regular type takes it out of the net-wage lists of the same purpose.
  return withPrunedNetWageLists(lists);
}

export async function deleteBudgetGroup(
  { db }: ServiceDeps,
  actor: Actor,
  { id }: { id: string },
): Promise<DeleteBudgetGroupResponse> {
  return db.transaction(async (tx) => {
    const row = await loadGroup(tx, actor.companyId, id);
    await deleteBudgetGroupRow(tx, actor.companyId, id);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'budgetGroup.delete',
      subjectType: 'budgetGroup',
      subjectId: id,
      data: { name: row.name },
    });
    return { id: row.id, name: row.name };
  });
}

/** Moves users into the group; deactivated users cannot be assigned. */
export async function assignUsers(
  { db }: ServiceDeps,
  actor: Actor,
  { id, userIds }: { id: string; userIds: string[] },
): Promise<BudgetGroup> {
  const unique = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    const row = await loadGroup(tx, actor.companyId, id);
    const found = await findUsers(tx, actor.companyId, unique);
    const missing = unique.find((userId) => !found.some((user) => user.id === userId));
    if (missing) throw notFound('user');
    const deactivated = found.find((user) => user.status === 'DEACTIVATED');
    if (deactivated) throw new AppError('USER_ALREADY_DEACTIVATED', deactivated.id);
    const moving = found.filter((user) => user.budgetGroupId !== id);
    await updateUserRecords(
      tx,
      actor.companyId,
      moving.map((user) => user.id),
      { budgetGroupId: id },
    );
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'budgetGroup.assignUsers',
      subjectType: 'budgetGroup',
      subjectId: id,
      data: { userIds: moving.map((user) => user.id) },
    });
    return present(tx, actor, row);
  });
}

/** The user leaves their group; answers the group as it is afterwards. */
export async function removeUser(
  { db }: ServiceDeps,
  actor: Actor,
  { userId }: { userId: string },
): Promise<BudgetGroup> {
  return db.transaction(async (tx) => {
    const [user] = await findUsers(tx, actor.companyId, [userId]);
    if (!user) throw notFound('user');
    if (!user.budgetGroupId) throw notFound('budget group');
    const row = await loadGroup(tx, actor.companyId, user.budgetGroupId);
    await updateUserRecords(tx, actor.companyId, [userId], { budgetGroupId: null });
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'budgetGroup.removeUser',
      subjectType: 'budgetGroup',
      subjectId: row.id,
      data: { userId },
    });
    return present(tx, actor, row);
  });
}

export async function getAllowedMobilityTypes({ db }: ServiceDeps, actor: Actor): Promise<AllowedMobilityTypes> {
  const context = await mobilityContext(db, actor);
  const allowed = typesAllowedForPackage(context.package);
  return {
    package: context.package,
    companyMobilityTypes: allowed,
    privateMobilityTypes: allowed,
    netWageAvailable: context.netWageAvailable,
    companyNetWageCapableTypes: netWageCapableTypes('company').filter((type) => allowed.includes(type)),
    privateNetWageCapableTypes: netWageCapableTypes('private').filter((type) => allowed.includes(type)),
    lightExcludedPrivateTypes: [...lightExcludedPrivateTypes],
  };
}

/** The company's groups by id and name, for other modules that link users to a group. */
export async function listBudgetGroupRefs(db: Executor, companyId: string): Promise<{ id: string; name: string }[]> {
  return (await listBudgetGroupRows(db, companyId)).map(({ id, name }) => ({ id, name }));
}

/**
 * A new company's first group, "Standard": every type its package allows for the commute, the
 * local and individual ones privately, the local ones as net-wage types; no budget yet, so that
 * nobody is reimbursed before an administrator sets one.
 */
export async function createDefaultBudgetGroup(tx: Executor, companyId: string, companyPackage: CompanyPackage) {
  const allowed = typesAllowedForPackage(companyPackage);
  const local = mobilityTypesOfClass('local');
  const privateTypes = mobilityTypesOfClass('local', 'individual').filter((type) => allowed.includes(type));
  return insertBudgetGroup(tx, companyId, {
    name: 'Standard',
    budget: '0.00',
    overflowInterval: [12],
    companyMobilityTypes: allowed,
    privateMobilityTypes: privateTypes,
    companyNetWageMobilityTypes: local,
    privateNetWageMobilityTypes: local,
  });
}

/**
 * Takes every type the package does not allow out of all the company's groups (the Unlimited
 * package is public transport only). Answers how many types were removed from how many groups.
 */
export async function restrictBudgetGroupsToPackage(
  tx: Executor,
  companyId: string,
  companyPackage: CompanyPackage,
): Promise<{ removedMobilityTypes: number; budgetGroupsChanged: number }> {
  const allowed = new Set<string>(typesAllowedForPackage(companyPackage));
  let removedMobilityTypes = 0;
  let budgetGroupsChanged = 0;
  for (const group of await listBudgetGroupRows(tx, companyId)) {
    const lists = {
      companyMobilityTypes: group.companyMobilityTypes,
      companyNetWageMobilityTypes: group.companyNetWageMobilityTypes,
      abroadCompanyNetWageMobilityTypes: group.abroadCompanyNetWageMobilityTypes,
      privateMobilityTypes: group.privateMobilityTypes,
      privateNetWageMobilityTypes: group.privateNetWageMobilityTypes,
      abroadPrivateNetWageMobilityTypes: group.abroadPrivateNetWageMobilityTypes,
    };
    const kept = Object.fromEntries(
      Object.entries(lists).map(([key, types]) => [key, types.filter((type) => allowed.has(type))]),
    ) as typeof lists;
    // A type counts once per group, however many of the group's lists held it.
    const removed = new Set(Object.values(lists).flatMap((types) => types.filter((type) => !allowed.has(type))));
    if (removed.size === 0) continue;
    removedMobilityTypes += removed.size;
    budgetGroupsChanged += 1;
    await updateBudgetGroupRow(tx, companyId, group.id, kept);
  }
  return { removedMobilityTypes, budgetGroupsChanged };
}

const netWageListNames = mobilityListNames.filter((name) => name.includes('NetWage'));

/** How many of the company's groups list net-wage types: those the TAX13 switch shows or hides. */
export async function countBudgetGroupsWithNetWageTypes(db: Executor, companyId: string): Promise<number> {
  const rows = await listBudgetGroupRows(db, companyId);
  return rows.filter((row) => netWageListNames.some((name) => row[name].length > 0)).length;
}
