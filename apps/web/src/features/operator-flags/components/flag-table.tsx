import { Badge, Stack, Switch, Table, Text } from '@mantine/core';
import type { FeatureFlagName, FeatureFlagSetting } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import '../feature-flags-texts';

interface Props {
  flags: FeatureFlagSetting[];
  /** Without a company the table switches the global defaults. */
  company: { id: string; name: string } | null;
  busy: boolean;
  onChange: (name: FeatureFlagName, value: boolean) => void;
}

function StateBadge({ value }: { value: boolean | null }) {
  const { t } = useTranslation('featureFlags');
  if (value === null)
    return (
      <Badge variant="outline" color="gray">
        {t('state.notSet')}
      </Badge>
    );
  return <Badge color={value ? 'green' : 'gray'}>{value ? t('state.on') : t('state.off')}</Badge>;
}

/** One row per flag: what it does, the default, and (for a company) its own value and the switch. */
export function FlagTable({ flags, company, busy, onChange }: Props) {
  const { t } = useTranslation('featureFlags');
  return (
    <Table.ScrollContainer minWidth={company ? 560 : 0}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.flag')}</Table.Th>
            {company ? <Table.Th>{t('columns.default')}</Table.Th> : null}
            {company ? <Table.Th>{t('columns.company')}</Table.Th> : null}
            <Table.Th>{company ? t('columns.applies') : t('columns.default')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flags.map((flag) => {
            const label = t(`flags.${flag.name}.label`);
            const checked = company ? flag.value : flag.defaultValue === true;
            const switchLabel = company
              ? t('switch.company', { flag: label, company: company.name })
              : t('switch.default', { flag: label });
            return (
              <Table.Tr key={flag.name} data-testid={`flag-${flag.name}`}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`flags.${flag.name}.description`)}
                    </Text>
                  </Stack>
                </Table.Td>
                {company ? (
                  <Table.Td>
                    <StateBadge value={flag.defaultValue} />
                  </Table.Td>
                ) : null}
                {company ? (
                  <Table.Td>
                    {flag.companyValue === null ? (
                      <Text size="xs" c="dimmed">
                        {t('state.followsDefault')}
                      </Text>
                    ) : (
                      <StateBadge value={flag.companyValue} />
                    )}
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Switch
                    checked={checked}
                    disabled={busy}
                    aria-label={switchLabel}
                    label={checked ? t('state.on') : t('state.off')}
                    onChange={(event) => onChange(flag.name, event.currentTarget.checked)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
