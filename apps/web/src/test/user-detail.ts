import type { AuthCheckResponse, UserDetailResponse, UserMetadataResponse } from '@mobilo/contract';
import { buildManagedUser } from './render';

/** GET /user/{id}?month: the session's user as the admin calls answer it, with the month's metadata. */
export function buildUserDetail(session: AuthCheckResponse, metadata: UserMetadataResponse): UserDetailResponse {
  return {
    ...buildManagedUser({ ...session.user, isDeactivatable: false, isRoleChangeable: false }),
    ...metadata,
  };
}
