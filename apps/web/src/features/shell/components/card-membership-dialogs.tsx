import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { cardMembershipDialogFor, type CardMembership } from '@mobilo/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import { notifySuccess } from '../../../lib/notify';
import { useCardMembership } from '../api/get-card-membership';
import { useSendVerificationLink } from '../api/send-verification-link';
import '../shell-texts';

/**
 * Opened once on entering the app when the card membership asks for it (specification §4):
 * an invitation to open, or an identity check to finish after a promotion. Never for the operator.
 */
export function CardMembershipDialogs() {
  const user = useSessionUser();
  const membership = useCardMembership();
  const [dismissed, setDismissed] = useState(false);
  const dialog = dismissed ? null : cardMembershipDialogFor(membership.data ?? null, user.role.name);
  const close = () => setDismissed(true);
  if (!membership.data || !dialog) return null;
  return dialog === 'invited' ? (
    <InvitedDialog membership={membership.data} onClose={close} />
  ) : (
    <PromotedDialog membership={membership.data} onClose={close} />
  );
}

function InvitedDialog({ membership, onClose }: { membership: CardMembership; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal opened onClose={onClose} title={t('cardMembership.invited.title')} centered>
      <Text>{t('cardMembership.invited.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('cardMembership.later')}
        </Button>
        <Button
          component="a"
          href={membership.invitationUrl ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          onClick={onClose}
        >
          {t('cardMembership.invited.open')}
        </Button>
      </Group>
    </Modal>
  );
}

function PromotedDialog({ membership, onClose }: { membership: CardMembership; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const send = useSendVerificationLink({
    onSuccess: () => {
      notifySuccess(t('cardMembership.promoted.sent'));
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('cardMembership.promoted.title')} centered>
      <Stack gap="sm">
        <Text>{t('cardMembership.promoted.text')}</Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('cardMembership.promoted.cancel')}
        </Button>
        <Button loading={send.isPending} onClick={() => send.mutate(membership.id)}>
          {t('cardMembership.promoted.send')}
        </Button>
      </Group>
    </Modal>
  );
}
