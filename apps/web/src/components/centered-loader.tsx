import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CenteredLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
