import type { CreateRejectReasonRequest, RejectReason, UpdateRejectReasonRequest } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { listRejectReasons } from '../review/review.service';
import {
  findReasonByText,
  insertReason,
  lockRejectReasons,
  nextRanking,
  updateReason,
} from './reject-reasons.repository';

/** The stable code of a new reason, from its English text: "Ticket not valid" → TICKET_NOT_VALID. */
export function reasonCodeOf(english: string): string {
  const code = english
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase()
    .slice(0, 60);
  return code || 'REASON';
}

export function listOperatorRejectReasons(deps: ServiceDeps, actor: Actor): Promise<RejectReason[]> {
  return listRejectReasons(deps, actor);
}

/** One reason as every list presents it. */
async function presentReason(db: Executor, id: string): Promise<RejectReason> {
  const reason = (await listRejectReasons({ db }, null)).find((candidate) => candidate.id === id);
  if (!reason) throw notFound('reject reason');
  return reason;
}

/** POST /god/reject-reason: ranked last; a reason with the same text in either language exists once. */
export async function createRejectReason(
  { db }: ServiceDeps,
  actor: Actor,
  request: CreateRejectReasonRequest,
): Promise<RejectReason> {
  return db.transaction(async (tx) => {
    await lockRejectReasons(tx);
    const code = reasonCodeOf(request.description.en);
    if (await findReasonByText(tx, code, request.description.en, request.description.de, null)) {
      throw new AppError('REJECT_REASON_EXISTS', request.description.en);
    }
    const row = await insertReason(tx, {
      code,
      descriptionEn: request.description.en,
      descriptionDe: request.description.de,
      active: request.active,
      ranking: await nextRanking(tx),
    });
    await recordAuditEvent(tx, null, {
      actorId: actor.userId,
      action: 'reject-reason.create',
      subjectType: 'reject-reason',
      subjectId: row.id,
      data: { ...request },
    });
    return presentReason(tx, row.id);
  });
}

/** PUT /god/reject-reason/{id}: both texts and active; the code stays, so rejected expenses keep theirs. */
export async function updateRejectReason(
  { db }: ServiceDeps,
  actor: Actor,
  { id, reason: request }: { id: string; reason: UpdateRejectReasonRequest },
): Promise<RejectReason> {
  return db.transaction(async (tx) => {
    const reasons = await lockRejectReasons(tx);
    const current = reasons.find((reason) => reason.id === id);
    if (!current) throw notFound('reject reason');
    if (await findReasonByText(tx, '', request.description.en, request.description.de, id)) {
      throw new AppError('REJECT_REASON_EXISTS', request.description.en);
    }
    await updateReason(tx, id, {
      descriptionEn: request.description.en,
      descriptionDe: request.description.de,
      active: request.active,
    });
    await recordAuditEvent(tx, null, {
      actorId: actor.userId,
      action: 'reject-reason.update',
      subjectType: 'reject-reason',
      subjectId: id,
      data: { ...request, previous: { en: current.descriptionEn, de: current.descriptionDe, active: current.active } },
    });
    return presentReason(tx, id);
  });
}

/** PUT /god/reject-reason-ranking: the new order names every reason exactly once. */
export async function rankRejectReasons(
  deps: ServiceDeps,
  actor: Actor,
  { ids }: { ids: string[] },
): Promise<RejectReason[]> {
  await deps.db.transaction(async (tx) => {
    const reasons = await lockRejectReasons(tx);
    const known = new Set(reasons.map((reason) => reason.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError('REJECT_REASON_RANKING_INCOMPLETE');
    }
    for (const [index, id] of ids.entries()) await updateReason(tx, id, { ranking: index + 1 });
    await recordAuditEvent(tx, null, {
      actorId: actor.userId,
      action: 'reject-reason.rank',
      subjectType: 'reject-reason',
      subjectId: null,
      data: { ids },
    });
  });
  return listRejectReasons(deps, actor);
}
