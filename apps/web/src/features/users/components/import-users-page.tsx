import { Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import type { ImportUsersResponse } from '@mobilo/contract';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDownloadImportTemplate } from '../api/get-import-template';
import { useImportUsers } from '../api/import-users';
import { ImportReport } from './import-report';
import '../users-texts';

/** /users/import: template download, upload, and the report per line. */
export function ImportUsersPage() {
  const { t } = useTranslation('users');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportUsersResponse | null>(null);
  const template = useDownloadImportTemplate();
  const upload = useImportUsers();

  const submit = async () => {
    if (!file) return;
    const content = await file.text();
    upload.mutate({ fileName: file.name, content }, { onSuccess: setReport });
  };

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('import.title')}</Title>
      <Text>{t('import.intro')}</Text>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={template.isPending}
          onClick={() => template.mutate()}
        >
          {t('import.template')}
        </Button>
      </Group>
      <Group align="flex-end">
        <FileInput
          label={t('import.file')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} />}
          value={file}
          onChange={(value) => {
            setFile(value);
            setReport(null);
          }}
          clearable
          w={360}
          maw="100%"
        />
        <Button
          leftSection={<IconUpload size={18} />}
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void submit()}
        >
          {t('import.submit')}
        </Button>
      </Group>
      {report && <ImportReport report={report} />}
      <Group>
        <Button component={Link} to={paths.users.list.href()} variant="subtle">
          {t('form.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
