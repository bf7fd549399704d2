import { Button, Group, Modal, Text } from '@mantine/core';
import type { RouteName } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import '../shell-texts';

/** Opened from a locked menu entry: the area exists, the company has not licensed it. */
export function LicenceRequiredDialog({ route, onClose }: { route: RouteName | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal opened={route !== null} onClose={onClose} title={t('licenceRequired.title')} centered>
      {route && <Text>{t('licenceRequired.text', { area: t(`routes.${route}`) })}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('licenceRequired.close')}</Button>
      </Group>
    </Modal>
  );
}
