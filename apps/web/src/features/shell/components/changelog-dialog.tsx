import { Loader, Modal, ScrollArea, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown';
import { useStaticText } from '../api/get-static-text';
import '../shell-texts';

/** The repository's changelog, rendered as markdown (raw HTML in it is not rendered). */
export function ChangelogDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const changelog = useStaticText('changelog', opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('changelog.title')}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {changelog.isPending ? (
        <Loader size="sm" aria-label={t('navigation.loading')} />
      ) : (
        <Typography>
          <Markdown>{changelog.data ?? ''}</Markdown>
        </Typography>
      )}
    </Modal>
  );
}
