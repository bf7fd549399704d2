import { Alert, Badge, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserImportResponse } from '@mobilo/contract';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportChargingUsers } from '../api/import-charging-users';
import '../home-charging-texts';

/** The lines the server refused, each with its problems in the user's language. */
function ImportReport({ report }: { report: UserImportResponse }) {
  const { t } = useTranslation('home-charging');
  if (report.refusedCount === 0)
    return <Alert color="success">{t('users.import.imported', { count: report.importedCount })}</Alert>;
  return (
    <Alert color="danger" title={t('users.import.refused', { count: report.refusedCount })}>
      <List size="sm" spacing={4} data-testid="import-problems">
        {report.lines
          .filter((line) => line.problems.length > 0)
          .map((line) => (
            <List.Item key={line.line}>
              {t('users.import.line', {
                line: line.line,
                label: line.label || '–',
                problems: line.problems.map((problem) => t(`users.import.problems.${problem}`)).join('; '),
              })}
            </List.Item>
          ))}
      </List>
    </Alert>
  );
}

/** The CSV import of enrolments: all lines or none (docs/adr/0025). */
export function UsersImport() {
  const { t } = useTranslation('home-charging');
  const importUsers = useImportChargingUsers();
  const [file, setFile] = useState<File | null>(null);
  const send = async () => {
    if (!file) return;
    importUsers.mutate({ fileName: file.name, content: await file.text() });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="charging-import-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="charging-import-title">
            {t('users.import.title')}
          </Title>
          <Badge variant="light" color="gray">
            CSV
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('users.import.hint')}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <FileInput
            label={t('users.import.file')}
            accept=".csv,text/csv"
            clearable
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              importUsers.reset();
            }}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={!file}
            loading={importUsers.isPending}
            onClick={() => void send()}
          >
            {t('users.import.submit')}
          </Button>
        </Group>
        {importUsers.data && <ImportReport report={importUsers.data} />}
      </Stack>
    </Paper>
  );
}
