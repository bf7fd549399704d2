import type { RoleName } from '../vocabulary/roles';
import type { LicenceInfo } from '../licences/licence-info';
import { hasLicence } from '../licences/licence-rules';
import { isResellerCompany } from '../auth/reseller-company';
import type { NavigationEntry, NavigationFeatureFlag, PermissionFlag } from './navigation-table';

/** Everything the navigation rules look at, gathered once per render or request. */
export interface NavigationContext {
  role: RoleName;
  licences: LicenceInfo;
  isTrial: boolean;
  companyReseller: string | null;
  hasBudgetGroup: boolean;
  homeCharging: 'VARIABLE' | 'FIXED' | null;
  hasCards: boolean;
  featureFlags: Partial<Record<NavigationFeatureFlag, boolean>>;
  /** Today as YYYY-MM-DD: the churn date is compared by day. */
  today: string;
}

/** The churn date has not passed yet (or there is none). */
function cutOffDateNotExceeded(context: Pick<NavigationContext, 'licences' | 'today'>): boolean {
  const churn = context.licences.churnDate;
  return churn === null || context.today <= churn;
}

/**
 * Whether the licence lets a person have a Germany ticket: a limited licence is for people
 * without a mobility budget; a full one follows the cut-off rule. The server holds bookings to it.
 */
export function germanyTicketPermitted(
  context: Pick<NavigationContext, 'licences' | 'hasBudgetGroup' | 'today'>,
): boolean {
  return context.licences.germanyTicket === 'LIMITED' ? !context.hasBudgetGroup : cutOffDateNotExceeded(context);
}

const permissionChecks: Record<PermissionFlag, (context: NavigationContext) => boolean> = {
  nonReseller: (c) => !isResellerCompany({ reseller: c.companyReseller }),
  nonTrial: (c) => !c.isTrial,
  germanyTicketLimited: (c) => germanyTicketPermitted(c),
  hasBudgetGroup: (c) => c.hasBudgetGroup,
  cutOffDateNotExceeded,
  homeChargingVariable: (c) => c.homeCharging === 'VARIABLE',
  hasCards: (c) => c.hasCards,
};

/**
 * Trial and reseller restrictions take an entry out of the menu even when its licence is missing
 * (no lock is shown); like every missing permission, the guard then refuses the route.
 */
const hidingPermissions: readonly PermissionFlag[] = ['nonTrial', 'nonReseller'];

export type EntryAccess =
  | { kind: 'open' }
  /** The role may never open it, or its feature is switched off: not in the menu, the guard sends to welcome. */
  | { kind: 'hidden' }
  /** A licence is missing: shown with a lock; opening it explains that a licence is needed. */
  | { kind: 'locked' }
  /** A permission is missing: not in the menu; the guard goes back and opens the protected-feature dialog. */
  | { kind: 'protected'; failed: PermissionFlag[] };

export function entryAccess(entry: NavigationEntry, context: NavigationContext): EntryAccess {
  if (!entry.roles.includes(context.role)) return { kind: 'hidden' };
  if ((entry.featureFlags ?? []).some((flag) => context.featureFlags[flag] !== true)) return { kind: 'hidden' };
  const failed = (entry.permissions ?? []).filter((p) => !permissionChecks[p](context));
  if (failed.some((p) => hidingPermissions.includes(p))) return { kind: 'protected', failed };
  if (entry.licences && !entry.licences.some((l) => hasLicence(context.licences, l))) return { kind: 'locked' };
  if (failed.length > 0) return { kind: 'protected', failed };
  return { kind: 'open' };
}

export type MenuItemState = 'visible' | 'locked';

/** The sidebar's view of an entry: shown, shown with a lock, or absent. */
export function menuItemState(entry: NavigationEntry, context: NavigationContext): MenuItemState | null {
  if (entry.menuRoles && !entry.menuRoles.includes(context.role)) return null;
  const access = entryAccess(entry, context);
  if (access.kind === 'open') return 'visible';
  if (access.kind === 'locked') return 'locked';
  return null;
}

/**
 * The route guard's view of an entry: as the menu's, except that a licensed area opened directly
 * by a role it is meant for says that the licence is missing (spec 001 §2 "Route guard"), even
 * while a switched-off feature flag keeps it out of the menu.
 */
export function guardAccess(entry: NavigationEntry, context: NavigationContext): EntryAccess {
  const access = entryAccess(entry, context);
  if (access.kind !== 'hidden' || !entry.roles.includes(context.role) || !entry.licences) return access;
  return entry.licences.some((l) => hasLicence(context.licences, l)) ? access : { kind: 'locked' };
}

export type GuardDecision = 'allow' | 'toWelcome' | 'protectedFeature';

/** What the route guard does when someone navigates to the entry's route. */
export function guardDecision(entry: NavigationEntry, context: NavigationContext): GuardDecision {
  const access = guardAccess(entry, context);
  if (access.kind === 'open') return 'allow';
  if (access.kind === 'hidden') return 'toWelcome';
  return 'protectedFeature';
}
