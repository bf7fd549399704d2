import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  type Expense,
  expenseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  type KeptRequest,
  repeatVerdict,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { claimRequestKey, findRequestKey, keepRequestAnswer } from './expense-request-keys.repository';

/** A request that names a key: the key and what the request asks for (docs/adr/0028). */
export interface KeyedRequest extends KeptRequest {
  key: string;
}

/** The `Idempotency-Key` header of a request, checked; undefined when the request names none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new AppError('INVALID_INPUT', IDEMPOTENCY_KEY_HEADER);
  return parsed.data;
}

export function fingerprintOf(...parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export function findRequestKeyOf(db: Executor, actor: Actor, key: string) {
  return findRequestKey(db, actor.companyId, actor.userId, key);
}

/** The kept answer of a repeat; throws for a key reused by another request; undefined when the key is new. */
export async function keptAnswerOf(db: Executor, actor: Actor, request: KeyedRequest): Promise<Expense | undefined> {
  const kept = await findRequestKey(db, actor.companyId, actor.userId, request.key);
  const verdict = repeatVerdict(kept ?? null, request);
  if (verdict === 'reused') throw new AppError('IDEMPOTENCY_KEY_REUSED');
  // A key without an answer is claimed by a transaction that is still running; it cannot be seen.
  return verdict === 'repeat' && kept?.answer ? expenseSchema.parse(kept.answer) : undefined;
}

/**
 * Runs `work` once per key, inside the caller's transaction: the first request claims the key, does
 * the work and keeps its answer; a repeat gets the kept answer and `repeated: true`, and nothing is
 * done again. Without a key, the work simply runs.
 */
export async function answerOnce(
  tx: Executor,
  actor: Actor,
  request: KeyedRequest | undefined,
  now: Date,
  work: () => Promise<Expense>,
): Promise<{ answer: Expense; repeated: boolean }> {
  if (!request) return { answer: await work(), repeated: false };
  const { key, operation, fingerprint } = request;
  const claimed = await claimRequestKey(tx, actor.companyId, {
    userId: actor.userId,
    key,
    operation,
    fingerprint,
    createdAt: now,
  });
  if (!claimed) {
    const answer = await keptAnswerOf(tx, actor, request);
    if (!answer) throw new AppError('CONFLICT');
    return { answer, repeated: true };
  }
  const answer = await work();
  await keepRequestAnswer(tx, actor.companyId, actor.userId, key, answer);
  return { answer, repeated: false };
}
