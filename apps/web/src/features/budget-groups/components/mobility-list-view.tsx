import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { MobilityType } from '@mobilo/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMobilityTypeLabel } from '../hooks/use-mobility-type-label';
import '../../../lib/texts/budget-groups-texts';

/** One of the group's lists as badges, with an edit button when the list can be changed here. */
export function MobilityListView({
  title,
  types,
  onEdit,
}: {
  title: string;
  types: MobilityType[];
  onEdit?: () => void;
}) {
  const { t } = useTranslation('budgetGroups');
  const label = useMobilityTypeLabel();
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {onEdit && (
          <ActionIcon variant="subtle" aria-label={`${t('detail.edit')}: ${title}`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
        )}
      </Group>
      <Group gap={6}>
        {types.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('lists.none')}
          </Text>
        )}
        {types.map((type) => (
          <Badge key={type} variant="light" color="secondary" tt="none">
            {label(type)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
