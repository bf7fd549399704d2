import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ImportConfirmationResponse } from '@mobilo/contract';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useImportConfirmation } from '../api/import-confirmation';
import '../germany-ticket-texts';

function Report({ report }: { report: ImportConfirmationResponse }) {
  const { t } = useTranslation('germany-ticket');
  if (report.refusedCount === 0) return null;
  return (
    <Alert
      color="warning"
      icon={<IconAlertTriangle size={18} />}
      title={t('orders.refused', { count: report.refusedCount })}
    >
      <List size="sm" spacing={2} data-testid="confirmation-problems">
        {report.lines
          .filter((line) => line.status === 'REFUSED')
          .map((line) => (
            <List.Item key={line.line}>
              {t('orders.line', { line: line.line })}
              {line.personalNumber && ` (${line.personalNumber})`}:{' '}
              {line.problems.map((problem) => t(`orders.problems.${problem}`)).join(', ')}
            </List.Item>
          ))}
      </List>
    </Alert>
  );
}

/** The transport company's confirmation: every line checked, all imported or none, each problem named. */
export function ConfirmationImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('germany-ticket');
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportConfirmation();
  const close = () => {
    setFile(null);
    importing.reset();
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    importing.mutate(
      { fileName: file.name, content: await file.text() },
      {
        onSuccess: (report) => {
          if (report.importedCount === 0) return;
          notifySuccess(t('orders.imported', { count: report.importedCount }));
          close();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('orders.importTitle')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('orders.importHint')}</Text>
        <FileInput
          label={t('orders.file')}
          accept=".csv,text/csv"
          value={file}
          onChange={(value) => {
            setFile(value);
            importing.reset();
          }}
          clearable
        />
        {importing.data && <Report report={importing.data} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('dialog.cancel')}
          </Button>
          <Button
            leftSection={<IconCheck size={18} />}
            disabled={!file}
            loading={importing.isPending}
            onClick={() => void submit()}
          >
            {t('orders.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
