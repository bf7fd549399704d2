import { Accordion, Alert, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/load-state';
import { useFormat } from '../../../lib/format';
import { useDebugMails } from '../api/get-debug-mails';
import '../debug-texts';

/** The mail outbox for testers: what would have been sent, newest first. */
export function DebugMailsPage() {
  const { t } = useTranslation('debug');
  const f = useFormat();
  const mails = useDebugMails();
  if (mails.isPending) return <LoadingIndicator />;

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('mails.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('mails.text')}
        </Text>
        {mails.isError ? <Alert color="warning">{t('mails.unavailable')}</Alert> : null}
        {mails.data?.mails.length === 0 ? <Text>{t('mails.empty')}</Text> : null}
        <Accordion variant="separated">
          {mails.data?.mails.map((mail) => (
            <Accordion.Item key={mail.id} value={mail.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap">
                  <Box>
                    <Text fw={600}>{mail.subject}</Text>
                    <Text size="sm" c="dimmed">
                      {t('mails.to', { to: mail.to })} · {f.dateTime(mail.createdAt)}
                    </Text>
                  </Box>
                  <Badge variant="light">{`${mail.template} · ${mail.language}`}</Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {/* The outbox holds only texts we rendered ourselves, with parameters escaped. */}
                <iframe
                  title={mail.subject}
                  srcDoc={mail.html}
                  sandbox=""
                  style={{ width: '100%', height: 320, border: 0 }}
                />
                <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap' }} data-testid="mail-text">
                  {mail.text}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
