import type { SessionUser } from '@mobilo/contract';
import { IconHome, IconReceipt, type Icon } from '@tabler/icons-react';
import { paths } from '../../../config/paths';

export interface NavigationItem {
  id: string;
  /** Key in the shell translations. */
  labelKey: 'navigation.welcome' | 'navigation.expenses';
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
    id: 'expenses',
    labelKey: 'navigation.expenses',
    href: paths.expenses.list.href(),
    icon: IconReceipt,
    isVisible: (user) => user.hasBudgetGroup,
  },
];

export function visibleNavigationItems(
  user: SessionUser,
  items: readonly NavigationItem[] = navigationItems,
): NavigationItem[] {
  return items.filter((item) => item.isVisible(user));
}
