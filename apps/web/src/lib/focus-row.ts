/** How many frames a closed dialog waits for its list to show the row again. */
const FRAMES = 30;

/**
 * After a dialog opened from a list row closes, the focus goes back to that row (by the
 * `data-row-id` every DataTable row and card carries) instead of the page. A row that is gone
 * (a deleted expense) leaves the focus where it is.
 */
export function focusRow(id: string, framesLeft = FRAMES): void {
  requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`);
    if (row) row.focus();
    else if (framesLeft > 1) focusRow(id, framesLeft - 1);
  });
}
