import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import type { NavigationItem } from '../navigation/navigation-items';

export function NavigationEntry({ item, onNavigate }: { item: NavigationItem; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const active = useMatch({ path: item.href, end: false }) !== null;
  const ItemIcon = item.icon;

  return (
    <NavLink
      component={Link}
      to={item.href}
      label={t(item.labelKey)}
      leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
