import type { HotkeyItem } from '@mantine/hooks';

/** Handlers by Mantine hotkey name (`z`, `Enter`, `ArrowDown`, …); a missing handler is no key. */
export type KeyShortcuts = Partial<Record<string, () => void>>;

/** Enter on a focused button, link or option belongs to that control, not to the page. */
function enterBelongsToControl(event: KeyboardEvent): boolean {
  return (
    event.key === 'Enter' &&
    event.target instanceof Element &&
    event.target.closest('button, a[href], [role="button"], [role="option"]') !== null
  );
}

/**
 * The items for Mantine's `useHotkeys` (which already leaves keys typed into fields alone), or
 * none while the shortcuts are off.
 */
export function hotkeysOf(enabled: boolean, shortcuts: KeyShortcuts): HotkeyItem[] {
  if (!enabled) return [];
  return Object.entries(shortcuts).flatMap(([key, handler]): HotkeyItem[] =>
    handler
      ? [
          [
            key,
            (event) => {
              if (enterBelongsToControl(event)) return;
              event.preventDefault();
              handler();
            },
            { preventDefault: false },
          ],
        ]
      : [],
  );
}
