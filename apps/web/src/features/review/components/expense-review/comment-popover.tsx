import { HoverCard, Text, ThemeIcon } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../audit-texts';

/** The owner's comment on hover, or a dash when there is none. */
export function CommentPopover({ comment }: { comment: string | null }) {
  const { t } = useTranslation('audit');
  if (!comment || comment.trim() === '') {
    return (
      <Text size="sm" c="dimmed" aria-label={t('table.noComment')}>
        –
      </Text>
    );
  }
  return (
    <HoverCard width={280} shadow="md" withArrow openDelay={100} closeDelay={100}>
      <HoverCard.Target>
        <ThemeIcon
          variant="light"
          color="secondary"
          radius="xl"
          size="md"
          tabIndex={0}
          role="button"
          aria-label={t('table.comment')}
          data-testid="comment-popover"
        >
          <IconMessage size={16} />
        </ThemeIcon>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {comment}
        </Text>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
