import { ActionIcon, Group, TextInput, Title } from '@mantine/core';
import { budgetGroupNameSchema } from '@mobilo/contract';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../lib/texts/budget-groups-texts';

/** The group's name, edited in place. */
export function GroupNameEditor({
  name,
  pending,
  onSave,
}: {
  name: string;
  pending: boolean;
  onSave: (name: string) => void;
}) {
  const { t } = useTranslation('budgetGroups');
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <ActionIcon variant="subtle" aria-label={t('detail.editName')} onClick={() => setDraft(name)}>
          <IconPencil size={18} />
        </ActionIcon>
      </Group>
    );
  }
  const valid = budgetGroupNameSchema.safeParse(draft).success;
  const save = () => {
    if (!valid) return;
    if (draft.trim() !== name) onSave(draft.trim());
    setDraft(null);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={t('detail.name')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={valid ? undefined : t('form.nameRequired')}
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the editor opens on the user's click on the name; focus follows them
          autoFocus
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size="lg" aria-label={t('detail.save')} loading={pending} disabled={!valid}>
          <IconCheck size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('detail.cancel')} onClick={() => setDraft(null)}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
