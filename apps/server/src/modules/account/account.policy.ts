import { AppError } from '../../platform/app-error';

/**
 * Password, privacy acceptance and such belong to the person: someone acting as them
 * (impersonating) may read the account but not speak for them.
 */
export function requireThePersonThemselves(actor: { impersonatorId: string | null }): void {
  if (actor.impersonatorId) throw new AppError('ACCESS_DENIED');
}
