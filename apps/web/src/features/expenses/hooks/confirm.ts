import { modals } from '@mantine/modals';
import { i18n } from '../../../lib/i18n';
import '../expenses-texts';

/** A confirmation dialog as a promise: true when confirmed. */
export function confirm(
  textKey: 'confirm.deleteText' | 'confirm.incompleteText' | 'confirm.railCardText' | 'confirm.discardQueuedText',
): Promise<boolean> {
  const t = (key: 'confirm.title' | 'confirm.confirm' | 'confirm.cancel' | typeof textKey) =>
    i18n.t(key, { ns: 'expenses' });
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('confirm.title'),
      children: t(textKey),
      labels: { confirm: t('confirm.confirm'), cancel: t('confirm.cancel') },
      confirmProps: {
        color: textKey === 'confirm.deleteText' || textKey === 'confirm.discardQueuedText' ? 'danger' : 'secondary',
      },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
