import type { AuthCheckResponse, UserDetailResponse, UserMetadataResponse } from '@mobilo/contract';

/** GET /user/{id}?month: the session's user as the admin calls answer it, with the month's metadata. */
export function buildUserDetail(session: AuthCheckResponse, metadata: UserMetadataResponse): UserDetailResponse {
  return {
    ...session.user,
    version: 1,
    createdBy: null,
    invitationSentDate: null,
    invitedDate: null,
    deactivationDate: null,
    deactivationReason: null,
    deactivationComment: null,
    scheduledInvitationDate: null,
    scheduledDeactivationDate: null,
    scheduledDeactivationScope: null,
    scheduledReactivationDate: null,
    scheduledReactivationScope: null,
    additionalSalaryInformation: null,
    commuteDistanceKm: null,
    workingDaysPerMonth: null,
    companyMobilityType: null,
    isSupportUser: false,
    personioId: null,
    personioManagedByHand: false,
    impersonators: [],
    isBudgetActive: true,
    isInvitable: false,
    isReinvitable: false,
    isDeactivatable: false,
    isReactivatable: false,
    isRoleChangeable: false,
    ...metadata,
  };
}
