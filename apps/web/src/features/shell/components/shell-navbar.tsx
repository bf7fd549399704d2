import { Divider, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import {
  menuItemState,
  navigationTable,
  type NavigationContext,
  type NavigationEntry as TableEntry,
  type RouteName,
} from '@mobilo/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import { lazyNamed } from '../../../lib/lazy-named';
import { WhenOpened } from '../../../components/when-opened';
import { useNavigationContext } from '../hooks/use-navigation-context';
import { menuSections } from '../navigation/menu-items';
import { CompanyName } from './company-name';
import { MenuGroup } from './menu-group';
import { NavigationEntry } from './navigation-entry';
import { SupportMenu } from './support-menu';
import '../shell-texts';

// Loads when a locked entry is first chosen.
const LicenceRequiredDialog = lazyNamed(() => import('./licence-required-dialog'), 'LicenceRequiredDialog');

/** `footer` is composed by the app (the impersonation switcher of the auth feature). */
export function ShellNavbar({
  onNavigate,
  hideCompanyName,
  footer,
}: {
  onNavigate: () => void;
  hideCompanyName: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const context = useNavigationContext();
  const [lockedRoute, setLockedRoute] = useState<RouteName | null>(null);

  return (
    <>
      {!hideCompanyName && <CompanyName name={user.company.name} />}
      <ScrollArea style={{ flex: 1 }} px="xs">
        {context ? (
          <>
            <MenuSections context={context} onNavigate={onNavigate} onLocked={(entry) => setLockedRoute(entry.route)} />
            <SupportMenu />
          </>
        ) : (
          <Loader size="sm" m="md" aria-label={t('navigation.loading')} />
        )}
      </ScrollArea>
      {footer}
      <WhenOpened opened={lockedRoute !== null}>
        <LicenceRequiredDialog route={lockedRoute} onClose={() => setLockedRoute(null)} />
      </WhenOpened>
    </>
  );
}

interface MenuSectionsProps {
  context: NavigationContext;
  onNavigate: () => void;
  onLocked: (entry: TableEntry) => void;
}

function MenuSections({ context, onNavigate, onLocked }: MenuSectionsProps) {
  const { t } = useTranslation('shell');
  const states = new Map(navigationTable.map((entry) => [entry.route, menuItemState(entry, context)]));
  const sections = menuSections(navigationTable.filter((entry) => states.get(entry.route) !== null));

  const link = (entry: TableEntry) => (
    <NavigationEntry
      key={entry.route}
      entry={entry}
      state={states.get(entry.route) ?? 'visible'}
      onNavigate={onNavigate}
      onLocked={onLocked}
    />
  );

  return (
    <Stack gap={4}>
      {sections.map((section, index) => (
        <div key={section.area}>
          {index > 0 && <Divider my="xs" />}
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
            {t(`areas.${section.area}`)}
          </Text>
          {section.items.map((item) =>
            item.kind === 'entry' ? (
              link(item.entry)
            ) : (
              <MenuGroup key={item.group} label={t(`groups.${item.group}`)}>
                {item.entries.map(link)}
              </MenuGroup>
            ),
          )}
        </div>
      ))}
    </Stack>
  );
}
