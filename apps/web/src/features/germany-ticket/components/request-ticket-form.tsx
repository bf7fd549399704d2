import { Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { DateField } from '../../../components/date-field';
import { addTicketMonths, type MyTicket } from '@mobilo/contract';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useRequestTicket } from '../api/request-ticket';
import '../germany-ticket-texts';
import { monthName } from './ticket-format';
import { TicketSplit } from './ticket-split';

/** How far ahead a ticket can be requested. */
const MONTHS_OFFERED = 12;

/** The request: a start month from the earliest possible one on, and the date of birth where needed. */
export function RequestTicketForm({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation('germany-ticket');
  const f = useFormat();
  const request = useRequestTicket();
  const [startMonth, setStartMonth] = useState(ticket.earliestStartMonth);
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(null);
  const months = Array.from({ length: MONTHS_OFFERED }, (_, index) =>
    addTicketMonths(ticket.earliestStartMonth, index),
  );
  const missingBirthday = ticket.requiresDateOfBirth && dateOfBirth === null;
  const submit = () =>
    request.mutate(
      { startMonth, dateOfBirth: ticket.requiresDateOfBirth ? dateOfBirth : null },
      { onSuccess: () => notifySuccess(t('myTicket.sent')) },
    );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="request-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!missingBirthday) submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="request-title">
            {t('myTicket.requestTitle')}
          </Title>
          <Select
            label={t('myTicket.startMonth')}
            description={t('myTicket.earliest', { month: monthName(f, ticket.earliestStartMonth) })}
            data={months.map((month) => ({ value: month, label: monthName(f, month) }))}
            value={startMonth}
            onChange={(value) => value && setStartMonth(value)}
            allowDeselect={false}
            maw={360}
          />
          {ticket.requiresDateOfBirth && (
            <DateField
              label={t('myTicket.dateOfBirth')}
              description={t('myTicket.dateOfBirthHint')}
              value={dateOfBirth}
              onChange={setDateOfBirth}
              maxDate={new Date()}
              required
              maw={360}
            />
          )}
          <TicketSplit split={ticket.example} />
          {ticket.paidFromBudget && (
            <Text size="sm" c="dimmed">
              {t('myTicket.paidFromBudget')}
            </Text>
          )}
          <div>
            <Button
              type="submit"
              leftSection={<IconTicket size={18} />}
              loading={request.isPending}
              disabled={missingBirthday}
            >
              {t('myTicket.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
