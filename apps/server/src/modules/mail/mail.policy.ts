import type { Stage } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import { type Actor, requireRole } from '../../platform/request-context';

/**
 * The outbox holds invitation and password-reset links: open to anyone only on the local stage
 * (a developer's machine), to a signed-in operator on the dev and qa stages, and absent on prod.
 */
export function requireOutboxReader(stage: Stage, actor: Actor | null, path: string): void {
  if (stage === 'prod') throw new AppError('ROUTE_NOT_FOUND', `GET ${path}`);
  if (stage === 'local') return;
  if (!actor) throw new AppError('UNAUTHENTICATED');
  requireRole(actor, ['GOD']);
}
