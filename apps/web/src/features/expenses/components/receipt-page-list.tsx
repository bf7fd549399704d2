import { ActionIcon, Alert, Box, Button, Group, Image, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCamera, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptPage } from '../capture/receipt-pages';

export interface ReceiptPageListProps {
  pages: readonly ReceiptPage[];
  /** Pages whose quality warning the employee answered with "use anyway". */
  accepted: ReadonlySet<string>;
  disabled?: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (id: string) => void;
  onTakeAgain: (id: string) => void;
  onAccept: (id: string) => void;
}

/** The page as a small picture; the object URL lives as long as the thumbnail shows this page. */
function PageThumbnail({ page }: { page: ReceiptPage }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!image.current || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(new Blob([page.bytes as BlobPart], { type: page.type }));
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [page]);
  return (
    <Box w={48} h={64} bg="gray.1" style={{ flexShrink: 0, borderRadius: 4, overflow: 'hidden' }}>
      <Image ref={image} alt="" w={48} h={64} fit="cover" data-testid="page-thumbnail" />
    </Box>
  );
}

type FocusTarget = { id: string; by: -1 | 1 } | null;

/**
 * The pages of a receipt in the order they are sent, each with buttons to move it up or down and
 * to remove it, and a warning with "take again" and "use anyway" when the photo looks unreadable.
 */
export function ReceiptPageList({ pages, accepted, disabled, ...on }: ReceiptPageListProps) {
  const { t } = useTranslation('expenses');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focus = useRef<FocusTarget>(null);
  const [announcement, setAnnouncement] = useState('');

  // A moved page keeps the keyboard focus on its button; at the end of the list, on the other one.
  useEffect(() => {
    const target = focus.current;
    if (!target) return;
    focus.current = null;
    const same = buttons.current.get(`${target.id}:${target.by}`);
    const other = buttons.current.get(`${target.id}:${-target.by}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [pages]);

  const move = (index: number, by: -1 | 1) => {
    const page = pages[index]!;
    on.onMove(index, by);
    focus.current = { id: page.id, by };
    setAnnouncement(t('capture.moved', { number: index + by + 1 }));
  };
  const remember = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <Stack component="ol" gap={6} m={0} p={0} aria-label={t('capture.pages')} style={{ listStyle: 'none' }}>
        {pages.map((page, index) => {
          const number = index + 1;
          const warned = page.issues.length > 0 && !accepted.has(page.id);
          return (
            <Paper component="li" key={page.id} withBorder p={6} data-testid="receipt-page">
              <Group gap="xs" wrap="nowrap">
                <PageThumbnail page={page} />
                <Text size="sm" fw={500} style={{ flexGrow: 1 }}>
                  {t('capture.page', { number })}
                </Text>
                <ActionIcon
                  ref={remember(`${page.id}:-1`)}
                  variant="default"
                  size="lg"
                  onClick={() => move(index, -1)}
                  disabled={disabled || index === 0}
                  aria-label={t('capture.moveUp', { number })}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  ref={remember(`${page.id}:1`)}
                  variant="default"
                  size="lg"
                  onClick={() => move(index, 1)}
                  disabled={disabled || index === pages.length - 1}
                  aria-label={t('capture.moveDown', { number })}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="danger"
                  size="lg"
                  onClick={() => on.onRemove(page.id)}
                  disabled={disabled}
                  aria-label={t('capture.removePage', { number })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              {warned && (
                <Alert color="warning" mt={6} p="xs" title={t('capture.issues.title', { number })}>
                  <Stack gap={6}>
                    {page.issues.map((issue) => (
                      <Text key={issue} size="sm">
                        {t(`capture.issues.${issue}`)}
                      </Text>
                    ))}
                    <Group gap="xs">
                      <Button
                        size="xs"
                        leftSection={<IconCamera size={14} />}
                        onClick={() => on.onTakeAgain(page.id)}
                        disabled={disabled}
                      >
                        {t('capture.takeAgain')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => on.onAccept(page.id)} disabled={disabled}>
                        {t('capture.useAnyway')}
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              )}
            </Paper>
          );
        })}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
