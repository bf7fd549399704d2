import {
  fromCents,
  type SaveCorrectionRequest,
  type SaveDeductionsRequest,
  toCents,
  type UserCorrection,
  type UserCorrectionResponse,
  type UserDeductionsResponse,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { findPeriod, type PeriodRow } from '../periods/periods.service';
import {
  deleteCorrection,
  findCorrection,
  findUserBudgetRow,
  listPeriodDeductions,
  replaceDeductions,
  upsertCorrection,
} from './budgets.repository';

/** The user and the period, both of the actor's company; otherwise not found. */
async function loadUserPeriod(db: Executor, actor: Actor, userId: string, period: string): Promise<PeriodRow> {
  if (!(await findUserBudgetRow(db, actor.companyId, userId))) throw new AppError('NOT_FOUND', 'user');
  const row = await findPeriod(db, actor.companyId, period);
  if (!row) throw new AppError('NOT_FOUND', `period ${period}`);
  return row;
}

/**
 * The period of a change to a user's budget: an invoiced month is paid and frozen (ADR 15), so a
 * correction or deduction on it answers 409; uninvoice it first.
 */
async function loadChangeablePeriod(db: Executor, actor: Actor, userId: string, period: string): Promise<PeriodRow> {
  const row = await loadUserPeriod(db, actor, userId, period);
  if (row.isInvoiced) throw new AppError('PERIOD_INVOICED', row.periodString);
  return row;
}

/** The user and the month a change is for (`/user/{id}/…/{period}`). */
type UserPeriodInput = { id: string; period: string };

const money = (amount: string) => fromCents(toCents(amount));

function presentCorrection(
  row: NonNullable<Awaited<ReturnType<typeof findCorrection>>>,
  period: string,
): UserCorrection {
  return {
    id: row.id,
    userId: row.userId,
    periodId: row.periodId,
    period,
    correctionAmount: money(row.correctionAmount),
    description: row.description,
  };
}

/** PUT /user/{id}/deductions/{period}: the period's deductions (label, amount) as a whole list. */
export async function saveUserDeductions(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id: userId, period, body }: UserPeriodInput & { body: SaveDeductionsRequest },
): Promise<UserDeductionsResponse> {
  return db.transaction(async (tx) => {
    const periodRow = await loadChangeablePeriod(tx, actor, userId, period);
    const list = body.budgetDeductions.map((item) => ({ label: item.label, amount: money(item.amount) }));
    await replaceDeductions(tx, actor.companyId, userId, periodRow.id, list, clock());
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'user.budgetDeductions',
      subjectType: 'user',
      subjectId: userId,
      data: { period, budgetDeductions: list },
    });
    const stored = await listPeriodDeductions(tx, actor.companyId, userId, periodRow.id);
    return { userId, period, budgetDeductions: stored.map((d) => ({ label: d.label, amount: money(d.amount) })) };
  });
}

export async function getUserCorrection(
  { db }: ServiceDeps,
  actor: Actor,
  { id: userId, period }: UserPeriodInput,
): Promise<UserCorrectionResponse> {
  const periodRow = await loadUserPeriod(db, actor, userId, period);
  const row = await findCorrection(db, actor.companyId, userId, periodRow.id);
  return { correction: row ? presentCorrection(row, period) : null };
}

/** PUT /user/{id}/corrections/{period}: the period's one-time correction, positive or negative. */
export async function saveUserCorrection(
  { db }: ServiceDeps,
  actor: Actor,
  { id: userId, period, body }: UserPeriodInput & { body: SaveCorrectionRequest },
): Promise<UserCorrection> {
  return db.transaction(async (tx) => {
    const periodRow = await loadChangeablePeriod(tx, actor, userId, period);
    const row = await upsertCorrection(tx, actor.companyId, {
      userId,
      periodId: periodRow.id,
      correctionAmount: money(body.correctionAmount),
      description: body.description,
    });
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'user.budgetCorrection',
      subjectType: 'user',
      subjectId: userId,
      data: { period, correctionAmount: money(body.correctionAmount), description: body.description },
    });
    return presentCorrection(row, period);
  });
}

/** DELETE /user/{id}/corrections/{period}. */
export async function removeUserCorrection(
  { db }: ServiceDeps,
  actor: Actor,
  { id: userId, period }: UserPeriodInput,
): Promise<UserCorrectionResponse> {
  return db.transaction(async (tx) => {
    const periodRow = await loadChangeablePeriod(tx, actor, userId, period);
    if (!(await deleteCorrection(tx, actor.companyId, userId, periodRow.id)))
      throw new AppError('NOT_FOUND', 'correction');
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'user.budgetCorrectionRemoved',
      subjectType: 'user',
      subjectId: userId,
      data: { period },
    });
    return { correction: null };
  });
}
