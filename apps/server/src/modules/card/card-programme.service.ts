import type { CardAllowedList, CardAllowedListRequest, CardPayoutPlan, CardPayoutPlanRequest } from '@mobilo/contract';
import { isUniqueViolation } from '../../db/sql-errors';
import { AppError, notFound } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireWritten } from '../../platform/versioning';
import { requireCardModule } from './card-programme.policy';
import { presentAllowedList, presentPayoutPlan } from './card-programme.presenter';
import {
  countCompanyMembers,
  deleteAllowedList as deleteListRow,
  deletePayoutPlan as deletePlanRow,
  insertAllowedList,
  insertPayoutPlan,
  listAllowedLists,
  listPayoutPlans,
  updateAllowedList as updateListRow,
  updatePayoutPlan as updatePlanRow,
} from './card-programme.repository';
import type { Executor } from '../../db/client';

const unique = (values: string[]) => [...new Set(values)];

/** Names are unique per company; the database says so, the answer names the name. */
async function withNameCheck<T>(
  write: () => Promise<T>,
  constraint: string,
  code: 'CARD_ALLOWED_LIST_NAME_TAKEN' | 'CARD_PAYOUT_PLAN_NAME_TAKEN',
  name: string,
) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw new AppError(code, name);
    throw error;
  }
}

export async function getAllowedLists({ db }: ServiceDeps, actor: Actor, _input: object): Promise<CardAllowedList[]> {
  await requireCardModule(db, actor.companyId);
  return (await listAllowedLists(db, actor.companyId)).map(presentAllowedList);
}

async function loadList(db: Executor, companyId: string, id: string) {
  const [row] = await listAllowedLists(db, companyId, id);
  if (!row) throw notFound('cardAllowedList');
  return presentAllowedList(row);
}

const listValues = (body: CardAllowedListRequest) => ({
  name: body.name,
  merchantCategoryCodes: unique(body.merchantCategoryCodes),
  merchantNames: unique(body.merchantNames),
});

export async function createAllowedList(deps: ServiceDeps, actor: Actor, { body }: { body: CardAllowedListRequest }) {
  await requireCardModule(deps.db, actor.companyId);
  const values = listValues(body);
  const id = await withNameCheck(
    () =>
      deps.db.transaction(async (tx) => {
        const listId = await insertAllowedList(tx, actor.companyId, values, deps.clock());
        await recordAuditEvent(tx, actor.companyId, {
          actorId: actor.userId,
          action: 'card.allowed-list-created',
          subjectType: 'card-allowed-list',
          subjectId: listId,
          data: values,
        });
        return listId;
      }),
    'card_allowed_lists_name_unique',
    'CARD_ALLOWED_LIST_NAME_TAKEN',
    values.name,
  );
  return loadList(deps.db, actor.companyId, id);
}

export async function updateAllowedList(
  deps: ServiceDeps,
  actor: Actor,
  { id, body, version }: { id: string; body: CardAllowedListRequest; version?: number },
): Promise<CardAllowedList> {
  await requireCardModule(deps.db, actor.companyId);
  const before = await loadList(deps.db, actor.companyId, id);
  const values = listValues(body);
  const expected = version ?? body.version;
  const write = () =>
    withNameCheck(
      () =>
        deps.db.transaction(async (tx) => {
          requireWritten(await updateListRow(tx, actor.companyId, id, values, deps.clock(), expected), expected);
          await recordAuditEvent(tx, actor.companyId, {
            actorId: actor.userId,
            action: 'card.allowed-list-updated',
            subjectType: 'card-allowed-list',
            subjectId: id,
            data: { before, after: values },
          });
        }),
      'card_allowed_lists_name_unique',
      'CARD_ALLOWED_LIST_NAME_TAKEN',
      values.name,
    );
  await answerCurrentWhenStale(write, () => loadList(deps.db, actor.companyId, id));
  return loadList(deps.db, actor.companyId, id);
}

export async function deleteAllowedList(deps: ServiceDeps, actor: Actor, { id }: { id: string }): Promise<null> {
  await requireCardModule(deps.db, actor.companyId);
  await deps.db.transaction(async (tx) => {
    const list = await loadList(tx, actor.companyId, id);
    if (!list.isDeletable) throw new AppError('CARD_ALLOWED_LIST_IN_USE');
    await deleteListRow(tx, actor.companyId, id);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'card.allowed-list-deleted',
      subjectType: 'card-allowed-list',
      subjectId: id,
      data: { name: list.name },
    });
  });
  return null;
}

export async function getPayoutPlans({ db }: ServiceDeps, actor: Actor, _input: object): Promise<CardPayoutPlan[]> {
  await requireCardModule(db, actor.companyId);
  return (await listPayoutPlans(db, actor.companyId)).map(presentPayoutPlan);
}

async function loadPlan(db: Executor, companyId: string, id: string) {
  const [row] = await listPayoutPlans(db, companyId, id);
  if (!row) throw notFound('cardPayoutPlan');
  return presentPayoutPlan(row);
}

/** The plan's list, users and groups must be the company's own: another company's id is not found. */
async function planValues(db: Executor, companyId: string, body: CardPayoutPlanRequest, now: Date) {
  const userIds = unique(body.userIds);
  const budgetGroupIds = unique(body.budgetGroupIds);
  if (body.allowedListId !== null) await loadList(db, companyId, body.allowedListId);
  const found = await countCompanyMembers(db, companyId, userIds, budgetGroupIds);
  if (found.users !== userIds.length) throw notFound('user');
  if (found.groups !== budgetGroupIds.length) throw notFound('budgetGroup');
  return {
    name: body.name,
    monthlyAmount: body.monthlyAmount,
    loadDay: body.loadDay,
    carryOver: body.carryOver,
    taxTreatment: body.taxTreatment,
    allowedListId: body.allowedListId,
    userIds,
    budgetGroupIds,
    updatedAt: now,
  };
}

export async function createPayoutPlan(deps: ServiceDeps, actor: Actor, { body }: { body: CardPayoutPlanRequest }) {
  await requireCardModule(deps.db, actor.companyId);
  const id = await withNameCheck(
    () =>
      deps.db.transaction(async (tx) => {
        const values = await planValues(tx, actor.companyId, body, deps.clock());
        const planId = await insertPayoutPlan(tx, actor.companyId, values);
        await recordAuditEvent(tx, actor.companyId, {
          actorId: actor.userId,
          action: 'card.payout-plan-created',
          subjectType: 'card-payout-plan',
          subjectId: planId,
          data: { ...values, updatedAt: undefined },
        });
        return planId;
      }),
    'card_payout_plans_name_unique',
    'CARD_PAYOUT_PLAN_NAME_TAKEN',
    body.name,
  );
  return loadPlan(deps.db, actor.companyId, id);
}

/**
 * A plan edited while its load runs: the load reads the plan in its own transaction and records
 * each card's month once, so the edit counts from the next load on and nothing is loaded twice.
 */
export async function updatePayoutPlan(
  deps: ServiceDeps,
  actor: Actor,
  { id, body, version }: { id: string; body: CardPayoutPlanRequest; version?: number },
): Promise<CardPayoutPlan> {
  await requireCardModule(deps.db, actor.companyId);
  const before = await loadPlan(deps.db, actor.companyId, id);
  const expected = version ?? body.version;
  const write = () =>
    withNameCheck(
      () =>
        deps.db.transaction(async (tx) => {
          const values = await planValues(tx, actor.companyId, body, deps.clock());
          requireWritten(await updatePlanRow(tx, actor.companyId, id, values, expected), expected);
          await recordAuditEvent(tx, actor.companyId, {
            actorId: actor.userId,
            action: 'card.payout-plan-updated',
            subjectType: 'card-payout-plan',
            subjectId: id,
            data: { before, after: { ...values, updatedAt: undefined } },
          });
        }),
      'card_payout_plans_name_unique',
      'CARD_PAYOUT_PLAN_NAME_TAKEN',
      body.name,
    );
  await answerCurrentWhenStale(write, () => loadPlan(deps.db, actor.companyId, id));
  return loadPlan(deps.db, actor.companyId, id);
}

/** A plan that has loaded cards stays (payroll books its loads); the database's key says so too. */
export async function deletePayoutPlan(deps: ServiceDeps, actor: Actor, { id }: { id: string }): Promise<null> {
  await requireCardModule(deps.db, actor.companyId);
  await deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, actor.companyId, id);
    if (!plan.isDeletable) throw new AppError('CARD_PAYOUT_PLAN_HAS_LOADS');
    await deletePlanRow(tx, actor.companyId, id);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'card.payout-plan-deleted',
      subjectType: 'card-payout-plan',
      subjectId: id,
      data: { name: plan.name },
    });
  });
  return null;
}
