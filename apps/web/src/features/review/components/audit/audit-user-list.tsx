import type { UserSummary } from '@mobilo/contract';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useState } from 'react';
import { createScrollState } from './list-scroll-state';
import { useTranslation } from 'react-i18next';
import { AuditUserCard, type AuditUserCardProps } from './audit-user-card';
import '../../audit-texts';

/** Below this many users every card is rendered (and loads its expenses); from it on, only those near the viewport. */
const virtualFrom = 30;

export type AuditUserListProps = Omit<AuditUserCardProps, 'summary'> & {
  users: readonly UserSummary[];
  /** More pages of users on the server; the next loads when the list's end comes into view. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The user whose expense is open: their card is brought into view. */
  openUserId: string | null;
};

/** The user cards of the loaded pages; long lists are virtualised against the window's scroll. */
export function AuditUserList({ users, hasMore, loadingMore, onLoadMore, openUserId, ...card }: AuditUserListProps) {
  if (users.length < virtualFrom && !hasMore) {
    return (
      <>
        {users.map((summary) => (
          <AuditUserCard key={summary.user.id} summary={summary} {...card} />
        ))}
      </>
    );
  }
  return (
    <VirtualUserList
      users={users}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      openUserId={openUserId}
      {...card}
    />
  );
}

function VirtualUserList({ users, hasMore, loadingMore, onLoadMore, openUserId, ...card }: AuditUserListProps) {
  const { t } = useTranslation('audit');
  // Where the list starts on the page, measured once it is mounted.
  const [scrollMargin, setScrollMargin] = useState(0);
  const container = useCallback((node: HTMLDivElement | null) => {
    if (node) setScrollMargin(node.offsetTop);
  }, []);
  // One row more than loaded while the server has more: reaching it loads the next page.
  const count = users.length + (hasMore ? 1 : 0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: (index) => 90 + 40 * Math.max(1, users[index]?.counts.matching ?? 1),
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => users[index]?.user.id ?? 'more',
  });
  const items = virtualizer.getVirtualItems();
  // Cards mounted while the list flies past stay light until it stands still.
  const [scroll] = useState(createScrollState);
  const { isScrolling } = virtualizer;
  useEffect(() => scroll.set(isScrolling), [scroll, isScrolling]);
  const reachesEnd = hasMore && items.length > 0 && items[items.length - 1]!.index >= users.length - 1;
  useEffect(() => {
    if (reachesEnd && !loadingMore) onLoadMore();
  }, [reachesEnd, loadingMore, onLoadMore]);
  // The open expense's card is brought into view when the arrows reach it.
  const openIndex = openUserId ? users.findIndex((u) => u.user.id === openUserId) : -1;
  useEffect(() => {
    if (openIndex >= 0) virtualizer.scrollToIndex(openIndex, { align: 'auto' });
  }, [openIndex, virtualizer]);

  return (
    <div ref={container} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {items.map((item) => (
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
          {item.index < users.length ? (
            <AuditUserCard summary={users[item.index]!} scroll={scroll} {...card} />
          ) : (
            <Center py="md" data-testid="audit-more-users" role="status">
              <Loader size="sm" />
              <VisuallyHidden>{t('loadingUsers')}</VisuallyHidden>
            </Center>
          )}
        </div>
      ))}
    </div>
  );
}
