import { NavLink } from '@mantine/core';
import type { NavigationEntry as TableEntry, MenuItemState } from '@mobilo/contract';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { hrefOf, menuPresentation } from '../navigation/menu-items';
import '../shell-texts';

export interface NavigationEntryProps {
  entry: TableEntry;
  state: MenuItemState;
  onNavigate: () => void;
  onLocked: (entry: TableEntry) => void;
}

/** One menu entry: a link, or, without its licence, a locked entry that explains itself. */
export function NavigationEntry({ entry, state, onNavigate, onLocked }: NavigationEntryProps) {
  const { t } = useTranslation('shell');
  const href = hrefOf(entry.route);
  const active = useMatch({ path: href, end: false }) !== null;
  const EntryIcon = menuPresentation[entry.route].icon;
  const label = t(`routes.${entry.route}`);
  const icon = <EntryIcon size={18} stroke={1.6} aria-hidden />;

  if (state === 'locked') {
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        rightSection={<IconLock size={14} aria-label={t('navigation.locked')} />}
        c="dimmed"
        onClick={() => onLocked(entry)}
      />
    );
  }
  return (
    <NavLink
      component={Link}
      to={href}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
