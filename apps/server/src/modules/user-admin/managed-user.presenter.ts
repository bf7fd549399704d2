import { type ManagedUser, userAbilities } from '@mobilo/contract';
import { presentSessionUserBase, type SessionUserRow } from '../users/users.service';

/** Database row -> the contract's managed user, with what the signed-in admin may do. */
export function presentManagedUser(
  row: SessionUserRow,
  viewer: { userId: string },
  companySSOAuthentication: boolean,
  impersonators: ManagedUser['impersonators'],
): ManagedUser {
  const { user } = row;
  const target = {
    id: user.id,
    status: user.status,
    isBudgetActive: user.isBudgetActive,
    role: row.role.name,
  };
  return {
    ...presentSessionUserBase(row, companySSOAuthentication),
    version: user.version,
    createdBy: user.createdBy,
    invitationSentDate: user.invitationSentDate?.toISOString() ?? null,
    invitedDate: user.invitedDate?.toISOString() ?? null,
    deactivationDate: user.deactivationDate,
    deactivationReason: user.deactivationReason,
    deactivationComment: user.deactivationComment,
    scheduledInvitationDate: user.scheduledInvitationDate,
    scheduledDeactivationDate: user.scheduledDeactivationDate,
    // Stored null before the scope existed: such a deactivation ends both.
    scheduledDeactivationScope: user.scheduledDeactivationDate ? (user.scheduledDeactivationScope ?? 'BOTH') : null,
    scheduledReactivationDate: user.scheduledReactivationDate,
    scheduledReactivationScope: user.scheduledReactivationDate ? user.scheduledReactivationScope : null,
    additionalSalaryInformation: user.additionalSalaryInformation,
    commuteDistanceKm: user.commuteDistanceKm,
    workingDaysPerMonth: user.workingDaysPerMonth,
    companyMobilityType: user.companyMobilityType,
    isSupportUser: user.isSupportUser,
    personioId: user.personioId,
    personioManagedByHand: user.personioManagedByHand,
    impersonators,
    isBudgetActive: user.isBudgetActive,
    ...userAbilities(viewer, target),
  };
}
