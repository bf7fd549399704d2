import { Code, Loader, Modal, ScrollArea, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaticText, type StaticText } from '../api/get-static-text';
import '../shell-texts';

function LicenceText({ text, enabled }: { text: StaticText; enabled: boolean }) {
  const { t } = useTranslation('shell');
  const licences = useStaticText(text, enabled);
  if (licences.isPending) return <Loader size="sm" m="md" aria-label={t('navigation.loading')} />;
  return (
    <ScrollArea h="60vh">
      <Code block style={{ whiteSpace: 'pre-wrap' }}>
        {licences.data}
      </Code>
    </ScrollArea>
  );
}

/** The third-party licences of the web app and of the server. */
export function LicencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal opened={opened} onClose={onClose} title={t('licences.title')} size="xl">
      <Tabs defaultValue="web" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="web">{t('licences.web')}</Tabs.Tab>
          <Tabs.Tab value="server">{t('licences.server')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="web" pt="sm">
          <LicenceText text="webLicences" enabled={opened} />
        </Tabs.Panel>
        <Tabs.Panel value="server" pt="sm">
          <LicenceText text="serverLicences" enabled={opened} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
