import type { ChargingListQuery } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { requireVersion, requireWritten } from '../../platform/versioning';
import { amountOf, invoicedMonths, priceForEmployee, requireOpenMonth } from './charging-activity-facts';
import { auditCharging } from './charging-users.service';
import { openPhoto } from './my-activities.service';
import { requireChargingModule } from './home-charging.policy';
import { presentActivity, presentHistory } from './home-charging.presenter';
import {
  type ActivityChange,
  type ActivityRow,
  countActivities,
  findActivity,
  listActivities,
  listEvents,
  lockActivity,
  updateActivity,
} from './home-charging.repository';
import { toHundredths } from '@mobilo/contract';

/** GET /api/v3/home-charging/activities: the checker's list, filtered, with counts per status (of the month when one is chosen). */
export async function listCompanyActivities(deps: ServiceDeps, actor: Actor, query: ChargingListQuery) {
  await requireChargingModule(deps.db, actor.companyId);
  const [rows, counts] = await Promise.all([
    listActivities(deps.db, actor.companyId, query),
    countActivities(deps.db, actor.companyId, query.month),
  ]);
  const frozen = await invoicedMonths(
    deps.db,
    actor.companyId,
    rows.map(({ activity }) => activity.month),
  );
  return {
    activities: rows.map(({ activity, person }) => presentActivity(activity, person, frozen.has(activity.month))),
    counts: { SUBMITTED: 0, APPROVED: 0, REJECTED: 0, ...Object.fromEntries(counts.map((c) => [c.status, c.count])) },
  };
}

export async function getCompanyActivity(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await requireChargingModule(deps.db, actor.companyId);
  const found = await findActivity(deps.db, actor.companyId, id);
  if (!found) throw notFound('activity');
  const frozen = await invoicedMonths(deps.db, actor.companyId, [found.activity.month]);
  return presentActivity(found.activity, found.person, frozen.has(found.activity.month));
}

export async function openCompanyPhoto(deps: ServiceDeps, actor: Actor, input: { id: string; which: 'start' | 'end' }) {
  await requireChargingModule(deps.db, actor.companyId);
  const found = await findActivity(deps.db, actor.companyId, input.id);
  if (!found) throw notFound('activity');
  return openPhoto(deps, found.activity, input.which);
}

async function decide(
  deps: ServiceDeps,
  actor: Actor,
  { id, version }: { id: string; version?: number },
  decision: (
    row: ActivityRow,
    tx: Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0],
  ) => Promise<{
    values: ActivityChange;
    action: string;
  }>,
) {
  await requireChargingModule(deps.db, actor.companyId);
  await deps.db.transaction(async (tx) => {
    const row = await lockActivity(tx, actor.companyId, id);
    if (!row) throw notFound('activity');
    requireVersion(row.version, version);
    await requireOpenMonth(tx, actor.companyId, row.month);
    if (row.status !== 'SUBMITTED') throw new AppError('HOME_CHARGING_WRONG_STATUS', row.status);
    const { values, action } = await decision(row, tx);
    requireWritten(await updateActivity(tx, actor.companyId, id, values, version), version);
    await auditCharging(tx, actor, id, action, {
      reason: values.rejectReason ?? null,
      centsPerKwh: values.centsPerKwh ?? row.centsPerKwh,
      amount: values.amount ?? row.amount,
    });
  });
  return getCompanyActivity(deps, actor, { id });
}

/**
 * PATCH …/activities/{id}/approve: readings need both photos; the month is priced again with
 * approved contracts only (a contract still waiting refuses), so the amount is the one payroll books.
 */
export function approveActivity(deps: ServiceDeps, actor: Actor, input: { id: string; version?: number }) {
  return decide(deps, actor, input, async (row, tx) => {
    if (row.source === 'READINGS' && (row.startPhotoKey === null || row.endPhotoKey === null)) {
      throw new AppError('HOME_CHARGING_PHOTOS_MISSING');
    }
    const { usesContracts } = await requireChargingModule(tx, actor.companyId);
    const price =
      row.priceSource === 'DYNAMIC'
        ? { source: 'DYNAMIC' as const, centsPerKwh: row.centsPerKwh, contractId: row.contractId }
        : await priceForEmployee(tx, actor.companyId, {
            userId: row.userId,
            month: row.month,
            usesContracts,
            dynamicCentsPerKwh: null,
            provisional: false,
          });
    return {
      values: {
        status: 'APPROVED',
        decidedAt: deps.clock(),
        decidedBy: actor.userId,
        priceSource: price.source,
        contractId: price.contractId,
        centsPerKwh: price.centsPerKwh,
        amount: amountOf(toHundredths(row.kwh), price.centsPerKwh),
      },
      action: 'activity-approved',
    };
  });
}

export function rejectActivity(
  deps: ServiceDeps,
  actor: Actor,
  input: { id: string; reason: string; version?: number },
) {
  return decide(deps, actor, input, async () => ({
    values: { status: 'REJECTED', decidedAt: deps.clock(), decidedBy: actor.userId, rejectReason: input.reason },
    action: 'activity-rejected',
  }));
}

export async function activityHistory(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await requireChargingModule(deps.db, actor.companyId);
  if (!(await findActivity(deps.db, actor.companyId, id))) throw notFound('activity');
  return presentHistory(await listEvents(deps.db, actor.companyId, id));
}
