import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type YearReportFormat, yearReportFormats } from '@mobilo/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadYearReport } from '../api/download-year-report';
import '../downloads-texts';

/** Years offered: this one and the five before it, newest first. */
function recentYears(now: Date): string[] {
  return Array.from({ length: 6 }, (_, index) => String(now.getFullYear() - index));
}

/** The year-end figures per employee for the Lohnsteuerbescheinigung, as Excel or CSV. */
export function YearReportPanel({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('downloads');
  const years = recentYears(now);
  // In January the year to report on is the one that just ended.
  const [year, setYear] = useState(now.getMonth() === 0 ? years[1]! : years[0]!);
  const download = useDownloadYearReport();
  const busy = (format: YearReportFormat) => download.isPending && download.variables?.format === format;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('yearReport.title')}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {t('yearReport.intro')}
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('yearReport.year')}
            data={years}
            value={year}
            onChange={(value) => value && setYear(value)}
            allowDeselect={false}
            w={120}
          />
          {yearReportFormats.map((format) => (
            <Button
              key={format}
              variant="light"
              leftSection={<IconDownload size={16} />}
              aria-label={t('yearReport.downloadAs', { year, format: t(`yearReport.${format}`) })}
              loading={busy(format)}
              onClick={() => download.mutate({ year, format })}
            >
              {t(`yearReport.${format}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
