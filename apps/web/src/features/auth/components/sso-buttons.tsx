import { Button, Divider, Stack } from '@mantine/core';
import { ssoLoginPaths } from '@mobilo/contract';
import { IconBrandWindows, IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../auth-texts';

/** The providers' entry points are server routes: the browser leaves the app for them. */
export function SsoButtons({ disabled, cityLoginEnabled }: { disabled: boolean; cityLoginEnabled: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xs">
      <Divider label={t('login.or')} labelPosition="center" />
      <Button
        variant="default"
        leftSection={<IconBrandWindows size={18} aria-hidden />}
        disabled={disabled}
        onClick={() => window.location.assign(ssoLoginPaths.MICROSOFT)}
      >
        {t('login.microsoft')}
      </Button>
      {cityLoginEnabled ? (
        <Button
          variant="default"
          leftSection={<IconBuildingCommunity size={18} aria-hidden />}
          disabled={disabled}
          onClick={() => window.location.assign(ssoLoginPaths.M_LOGIN)}
        >
          {t('login.cityLogin')}
        </Button>
      ) : null}
    </Stack>
  );
}
