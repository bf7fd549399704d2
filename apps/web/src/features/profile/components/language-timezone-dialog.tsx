import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { languages, type Language } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import { applyUserLanguage } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useChangeLanguageAndTimezone } from '../api/change-settings';
import '../profile-texts';

const timezones: string[] = Intl.supportedValuesOf('timeZone');

/** Both values are required; a failure keeps the language the user had. */
export function LanguageTimezoneDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const user = useSessionUser();
  const [language, setLanguage] = useState<Language | null>(user.culture);
  const [timezone, setTimezone] = useState<string | null>(user.timezone);
  const change = useChangeLanguageAndTimezone();

  const save = () => {
    if (!language || !timezone) return;
    change.mutate(
      { language, timezone },
      {
        onSuccess: async () => {
          await applyUserLanguage(language);
          // Said in the language just chosen, not in the one this render was made with.
          notifySuccess(i18n.t('settings.changed', { ns: 'profile' }));
          onClose();
        },
        onError: (error) => notifyApiError(error),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.title')}>
      <Stack gap="sm">
        <Select
          label={t('settings.language')}
          data={languages.map((code) => ({ value: code, label: t(`language.${code}Name`, { ns: 'common' }) }))}
          value={language}
          onChange={(value) => setLanguage(value as Language | null)}
          allowDeselect={false}
          error={language ? undefined : t('settings.required')}
        />
        <Select
          label={t('settings.timezone')}
          data={timezones}
          value={timezone}
          onChange={setTimezone}
          searchable
          allowDeselect={false}
          error={timezone ? undefined : t('settings.required')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={save} disabled={!language || !timezone} loading={change.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
