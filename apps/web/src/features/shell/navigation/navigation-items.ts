import type { SessionUser } from '@mobilo/contract';
import { IconHome, IconUsers, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { paths } from '../../../config/paths';

export interface NavigationItem {
  id: string;
  /** Key in the shell translations. */
  labelKey: 'navigation.welcome' | 'navigation.users' | 'navigation.budgetGroups';
  href: string;
  icon: Icon;
  isVisible: (user: SessionUser) => boolean;
}

/** The side menu, top to bottom. Entries of further areas join this list with their rules. */
export const navigationItems: readonly NavigationItem[] = [
  {
    id: 'welcome',
    labelKey: 'navigation.welcome',
    href: paths.welcome.href(),
    icon: IconHome,
    isVisible: () => true,
  },
  {
    id: 'users',
    labelKey: 'navigation.users',
    href: paths.users.list.href(),
    icon: IconUsers,
    // Admin, light admin and card admin carry this right.
    isVisible: (user) => user.role.rights.includes('CAN_MANAGE_USERS'),
  },
  {
    id: 'budget-groups',
    labelKey: 'navigation.budgetGroups',
    href: paths.settings.budgetGroups.href(),
    icon: IconUsersGroup,
    isVisible: (user) => user.role.rights.includes('CAN_MANAGE_BUDGET_GROUPS'),
  },
];

export function visibleNavigationItems(
  user: SessionUser,
  items: readonly NavigationItem[] = navigationItems,
): NavigationItem[] {
  return items.filter((item) => item.isVisible(user));
}
