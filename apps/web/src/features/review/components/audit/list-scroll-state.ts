import { useState, useSyncExternalStore } from 'react';

/** Whether a virtualised list is being scrolled, for the items it mounts on the way. */
export interface ScrollState {
  isScrolling: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createScrollState(): ScrollState & { set: (scrolling: boolean) => void } {
  let scrolling = false;
  const listeners = new Set<() => void>();
  return {
    isScrolling: () => scrolling,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (value) => {
      if (value === scrolling) return;
      scrolling = value;
      for (const listener of listeners) listener();
    },
  };
}

/** A list that never scrolls under its items: everything is settled at once. */
export const standingStill: ScrollState = { isScrolling: () => false, subscribe: () => () => {} };

const noSubscription = () => () => {};
const notScrolling = () => false;

/**
 * True once the item has been on screen while the list stood still. Items passed over while
 * scrolling stay light (no table, no request); a settled item stops listening, so the start and
 * end of a scroll re-render only the items still waiting.
 */
export function useSettled(state: ScrollState): boolean {
  const [settled, setSettled] = useState(() => !state.isScrolling());
  const scrolling = useSyncExternalStore(
    settled ? noSubscription : state.subscribe,
    settled ? notScrolling : state.isScrolling,
  );
  // Settling is remembered while rendering (React's way of adjusting state to what changed).
  if (!settled && !scrolling) setSettled(true);
  return settled || !scrolling;
}
