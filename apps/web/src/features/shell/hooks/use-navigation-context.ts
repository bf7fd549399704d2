import { hasCards, navigationFeatureFlags, type NavigationContext } from '@mobilo/contract';
import { useSessionUser } from '../../../lib/auth-context';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useCardMembership } from '../api/get-card-membership';
import { useLicences } from '../api/get-licences';

/** Today in the browser's calendar as YYYY-MM-DD: the churn date is compared by day. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Everything the navigation table's rules need, or null while licences or flags are loading
 * (so that nothing is shown or refused on half the facts).
 */
export function useNavigationContext(): NavigationContext | null {
  const user = useSessionUser();
  const licences = useLicences();
  const { flags, isPending } = useFeatureFlags(navigationFeatureFlags);
  const membership = useCardMembership();
  if (licences.isPending || isPending || membership.isPending || !licences.data) return null;
  return {
    role: user.role.name,
    licences: licences.data,
    isTrial: user.isTrial,
    companyReseller: user.company.reseller,
    hasBudgetGroup: user.hasBudgetGroup,
    homeCharging: user.homeCharging,
    hasCards: hasCards(membership.data ?? null),
    featureFlags: flags,
    today: localToday(),
  };
}
