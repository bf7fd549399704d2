import type { UserStatus } from '../vocabulary/user-enums';

/**
 * PATCH /user/{id}/invite and PATCH /user/{id}/reinvite carry no body and answer the managed
 * user. Spec 001 §4: "has been invited" means the status is no longer CREATED.
 */
export function hasBeenInvited(status: UserStatus): boolean {
  return status !== 'CREATED';
}

/** A first invitation goes to a created user; a new link to an invited one who has not registered. */
export function mayInvite(status: UserStatus): boolean {
  return !hasBeenInvited(status);
}

export function mayReinvite(status: UserStatus): boolean {
  return status === 'INVITED';
}
