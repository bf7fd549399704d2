import { useHotkeys } from '@mantine/hooks';
import { hotkeysOf } from '../../../lib/hotkeys';

/**
 * Left and right step to the previous or next expense, Esc closes. Keys are ignored while
 * editing, creating or deleting, and while the focus is in a field.
 */
export function useExpenseKeys(options: {
  enabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}) {
  const { enabled, onPrevious, onNext, onClose } = options;
  useHotkeys(hotkeysOf(enabled, { ArrowLeft: onPrevious, ArrowRight: onNext, Escape: onClose }));
}
