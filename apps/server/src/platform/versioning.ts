import { type CallDefinition, versionOfIfMatch } from '@mobilo/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * A write named a version that is no longer the object's (docs/adr/0022). Thrown without the
 * object where the stale version is found; `answerCurrentWhenStale` adds the object as it is now,
 * which the error handler sends as `reason.parameter`.
 */
export class StaleVersionError extends AppError {
  constructor(readonly current: Record<string, unknown> | null = null) {
    super('CONFLICT_STALE_VERSION');
  }
}

/** Refuses a write that names another version than the one read now; no version: accepted. */
export function requireVersion(current: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== current) throw new StaleVersionError();
}

/** Refuses a versioned UPDATE that changed no row because another write came first. */
export function requireWritten(changed: boolean, expected: number | undefined): void {
  if (!changed && expected !== undefined) throw new StaleVersionError();
}

/**
 * Runs a versioned write (its transaction rolled back when it finds a stale version) and answers
 * the conflict with the object as `current` reads it after the rollback.
 */
export async function answerCurrentWhenStale<T>(
  write: () => Promise<T>,
  current: () => Promise<Record<string, unknown>>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StaleVersionError && error.current === null) throw new StaleVersionError(await current());
    throw error;
  }
}

/**
 * The version a write of a versioned call names: the body's `version` or `If-Match`. Both given
 * must agree; an `If-Match` that names no version of ours is bad input.
 */
export function expectedVersionOf(definition: CallDefinition, request: FastifyRequest): number | undefined {
  if (!definition.versioned || definition.method === 'GET') return undefined;
  const header = request.headers['if-match'];
  const fromHeader = versionOfIfMatch(Array.isArray(header) ? header.join(',') : header);
  if (fromHeader === null) throw new AppError('INVALID_INPUT', 'headers.if-match');
  const body = request.body as { version?: unknown } | null | undefined;
  const fromBody = typeof body?.version === 'number' ? body.version : undefined;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody)
    throw new AppError('INVALID_INPUT', 'headers.if-match');
  return fromBody ?? fromHeader;
}

/** The version of a versioned call's answer, for its ETag; null when the answer carries none. */
export function versionOfAnswer(answer: unknown): number | null {
  const version = (answer as { version?: unknown } | null)?.version;
  return typeof answer === 'object' && typeof version === 'number' ? version : null;
}
