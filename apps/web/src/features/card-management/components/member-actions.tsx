import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CardMember, MemberCard } from '@mobilo/contract';
import { IconCreditCard, IconLock, IconLockOpen, IconMail, IconSend, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useBlockCard } from '../api/block-card';
import { useCancelCard } from '../api/cancel-card';
import { useInviteCardMember } from '../api/invite-card-member';
import { useOrderMemberCard } from '../api/order-member-card';
import { useSendMemberVerificationLink } from '../api/send-member-verification-link';
import { useUnblockCard } from '../api/unblock-card';
import '../card-management-texts';

export const memberName = (member: CardMember) => `${member.firstName} ${member.lastName}`;

interface Action {
  key: string;
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  danger?: boolean;
  /** Asked before acting; null acts at once (a link mailed again changes nothing at the issuer). */
  confirm: { title: string; text: string } | null;
  run: () => Promise<unknown>;
  done: string;
}

/** The buttons the member's and their cards' abilities allow, each with its confirmation. */
export function MemberActions({ member }: { member: CardMember }) {
  const { t } = useTranslation('card-management');
  const invite = useInviteCardMember();
  const sendLink = useSendMemberVerificationLink();
  const order = useOrderMemberCard();
  const block = useBlockCard();
  const unblock = useUnblockCard();
  const cancel = useCancelCard();
  const name = memberName(member);
  const pending = [invite, sendLink, order, block, unblock, cancel].some((mutation) => mutation.isPending);
  const liveCard: MemberCard | undefined = member.cards.find((card) => card.isCancellable);

  const actions: Action[] = [];
  if (member.isInvitable)
    actions.push({
      key: 'invite',
      label: t('actions.invite'),
      ariaLabel: t('actions.inviteOf', { name }),
      icon: <IconMail size={14} />,
      confirm: { title: t('confirm.inviteTitle', { name }), text: t('confirm.inviteText', { name }) },
      run: () => invite.mutateAsync(member.userId),
      done: t('done.invited', { name }),
    });
  if (member.isVerificationLinkSendable)
    actions.push({
      key: 'link',
      label: t('actions.sendLink'),
      ariaLabel: t('actions.sendLinkOf', { name }),
      icon: <IconSend size={14} />,
      confirm: null,
      run: () => sendLink.mutateAsync(member.userId),
      done: t('done.linkSent', { name }),
    });
  if (member.isCardOrderable)
    actions.push({
      key: 'order',
      label: t('actions.order'),
      ariaLabel: t('actions.orderOf', { name }),
      icon: <IconCreditCard size={14} />,
      confirm: { title: t('confirm.orderTitle', { name }), text: t('confirm.orderText') },
      run: () => order.mutateAsync(member.userId),
      done: t('done.ordered', { name }),
    });
  if (liveCard?.isBlockable)
    actions.push({
      key: 'block',
      label: t('actions.block'),
      ariaLabel: t('actions.blockOf', { name }),
      icon: <IconLock size={14} />,
      confirm: { title: t('confirm.blockTitle', { name }), text: t('confirm.blockText') },
      run: () => block.mutateAsync(liveCard),
      done: t('done.blocked', { name }),
    });
  if (liveCard?.isUnblockable)
    actions.push({
      key: 'unblock',
      label: t('actions.unblock'),
      ariaLabel: t('actions.unblockOf', { name }),
      icon: <IconLockOpen size={14} />,
      confirm: { title: t('confirm.unblockTitle', { name }), text: t('confirm.unblockText') },
      run: () => unblock.mutateAsync(liveCard),
      done: t('done.unblocked', { name }),
    });
  if (liveCard)
    actions.push({
      key: 'cancel',
      label: t('actions.cancelCard'),
      ariaLabel: t('actions.cancelCardOf', { name }),
      icon: <IconX size={14} />,
      danger: true,
      confirm: { title: t('confirm.cancelTitle', { name }), text: t('confirm.cancelText') },
      run: () => cancel.mutateAsync(liveCard),
      done: t('done.cancelled', { name }),
    });

  // Errors are shown by the query client; only success is said here.
  const act = (action: Action) =>
    void action.run().then(
      () => notifySuccess(action.done),
      () => undefined,
    );
  const start = (action: Action) => {
    if (!action.confirm) return act(action);
    modals.openConfirmModal({
      title: action.confirm.title,
      children: <Text size="sm">{action.confirm.text}</Text>,
      labels: { confirm: action.label, cancel: t('actions.back') },
      confirmProps: action.danger ? { color: 'danger' } : {},
      onConfirm: () => act(action),
    });
  };

  return (
    <Group gap="xs" wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action.key}
          size="xs"
          variant={action.danger ? 'subtle' : 'light'}
          color={action.danger ? 'danger' : undefined}
          leftSection={action.icon}
          aria-label={action.ariaLabel}
          disabled={pending}
          onClick={() => start(action)}
          data-action={action.key}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
