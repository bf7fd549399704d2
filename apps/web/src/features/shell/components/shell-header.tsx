import { Burger, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../../components/language-toggle';
import { useSaveLanguage } from '../../../lib/save-language';
import { UserMenu, type UserMenuActions } from './user-menu';
import '../shell-texts';

export interface ShellHeaderProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  onLogout: () => void;
  userMenuActions: UserMenuActions;
  /** The company's logo, shown instead of the product name. */
  logo: string | null;
}

export function ShellHeader({
  navigationOpened,
  onToggleNavigation,
  onLogout,
  userMenuActions,
  logo,
}: ShellHeaderProps) {
  const { t } = useTranslation(['shell', 'common']);
  const version = __APP_VERSION__;
  const saveLanguage = useSaveLanguage();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('navigation.toggle')}
          aria-expanded={navigationOpened}
        />
        {logo ? (
          <Image src={logo} h={32} w="auto" fit="contain" alt={t('header.logo')} />
        ) : (
          <Text fw={800} c="primary" size="lg">
            {t('app.name', { ns: 'common' })}
          </Text>
        )}
        <Text size="xs" c="dimmed" title={t('header.version', { version })} data-testid="app-version">
          v{version}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageToggle onChosen={(language) => saveLanguage.mutate(language)} />
        <UserMenu onLogout={onLogout} actions={userMenuActions} />
      </Group>
    </Group>
  );
}
