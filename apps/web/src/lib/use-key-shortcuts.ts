import { useEffect, useRef } from 'react';

export type KeyShortcuts = Partial<Record<string, () => void>>;

/**
 * Calls the handler of a pressed key (`event.key`, letters in lower case) while `enabled`.
 * Keys typed into a field stay the field's, and so does Enter on a focused button or link.
 */
export function useKeyShortcuts(enabled: boolean, shortcuts: KeyShortcuts) {
  // The latest handlers without re-subscribing on every render.
  const current = useRef(shortcuts);
  useEffect(() => {
    current.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return;
    const handle = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      // Enter on a focused button or link belongs to that control.
      if (
        key === 'Enter' &&
        target instanceof Element &&
        target.closest('button, a[href], [role="button"], [role="option"]')
      )
        return;
      const handler = current.current[key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', handle);
    return () => window.removeEventListener('keydown', handle);
  }, [enabled]);
}
