import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog from its first opening on, so that its code loads when it is
 * first needed and it stays mounted afterwards (it fades out when closed and keeps its state).
 */
export function WhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [openedBefore, setOpenedBefore] = useState(opened);
  if (opened && !openedBefore) setOpenedBefore(true);
  return opened || openedBefore ? <Suspense fallback={null}>{children}</Suspense> : null;
}
