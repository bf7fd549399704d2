import { useEffect } from 'react';

/**
 * Left and right step to the previous or next expense, Esc closes. Keys are ignored while
 * editing, creating or deleting, and while the focus is in a field.
 */
export function useExpenseKeys(options: { enabled: boolean; onPrevious: () => void; onNext: () => void; onClose: () => void }) {
  const { enabled, onPrevious, onNext, onClose } = options;
  useEffect(() => {
    if (!enabled) return;
    const handle = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (event.key === 'ArrowLeft') onPrevious();
      else if (event.key === 'ArrowRight') onNext();
      else if (event.key === 'Escape') onClose();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', handle);
    return () => window.removeEventListener('keydown', handle);
  }, [enabled, onPrevious, onNext, onClose]);
}
