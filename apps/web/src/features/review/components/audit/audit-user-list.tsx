import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useState } from 'react';
import type { ShownAuditUser } from '../../hooks/audit-table-model';
import { AuditUserCard, type AuditUserCardProps } from './audit-user-card';

/** From this many users on, only the cards near the viewport are rendered. */
const virtualFrom = 30;

export type AuditUserListProps = Omit<AuditUserCardProps, 'user'> & { users: readonly ShownAuditUser[] };

/** The user cards; long lists are virtualised against the window's scroll. */
export function AuditUserList({ users, ...table }: AuditUserListProps) {
  if (users.length < virtualFrom) {
    return (
      <>
        {users.map((user) => (
          <AuditUserCard key={user.userId} user={user} {...table} />
        ))}
      </>
    );
  }
  return <VirtualUserList users={users} {...table} />;
}

function VirtualUserList({ users, ...table }: AuditUserListProps) {
  // Where the list starts on the page, measured once it is mounted.
  const [scrollMargin, setScrollMargin] = useState(0);
  const container = useCallback((node: HTMLDivElement | null) => {
    if (node) setScrollMargin(node.offsetTop);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: users.length,
    estimateSize: (index) => 90 + 40 * Math.max(1, users[index]?.expenses.length ?? 1),
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => users[index]?.userId ?? index,
  });
  // The open expense's card is brought into view when the arrows reach it.
  const openIndex = table.openId ? users.findIndex((u) => u.expenses.some((e) => e.id === table.openId)) : -1;
  useEffect(() => {
    if (openIndex >= 0) virtualizer.scrollToIndex(openIndex, { align: 'auto' });
  }, [openIndex, virtualizer]);

  return (
    <div ref={container} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - scrollMargin}px)`,
            paddingBottom: 12,
          }}
        >
          <AuditUserCard user={users[item.index]!} {...table} />
        </div>
      ))}
    </div>
  );
}
