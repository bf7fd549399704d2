import { Box, ScrollArea, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import { visibleNavigationItems } from '../navigation/navigation-items';
import { NavigationEntry } from './navigation-entry';

/** Company names longer than this get a smaller type so that the menu keeps its width. */
const longCompanyName = 50;

/** `footer` is composed by the app (the impersonation switcher of the auth feature). */
export function ShellNavbar({ onNavigate, footer }: { onNavigate: () => void; footer?: ReactNode }) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const companyName = user.company.name;

  return (
    <>
      <Box p="md" pb="sm">
        <Text
          fw={700}
          size={companyName.length > longCompanyName ? 'sm' : 'lg'}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="company-name"
        >
          {companyName}
        </Text>
      </Box>
      <ScrollArea component="nav" aria-label={t('navigation.label')} style={{ flex: 1 }} px="xs">
        {visibleNavigationItems(user).map((item) => (
          <NavigationEntry key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </ScrollArea>
      {footer}
    </>
  );
}
