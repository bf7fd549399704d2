import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createScrollState, standingStill, useSettled } from './list-scroll-state';

describe('useSettled', () => {
  it('keeps a card mounted during a scroll light until the list stands still, then for good', () => {
    const scroll = createScrollState();
    scroll.set(true);
    const { result } = renderHook(() => useSettled(scroll));
    expect(result.current).toBe(false);
    act(() => scroll.set(false));
    expect(result.current).toBe(true);
    act(() => scroll.set(true));
    expect(result.current).toBe(true);
  });

  it('settles at once where nothing scrolls', () => {
    expect(renderHook(() => useSettled(standingStill)).result.current).toBe(true);
    const scroll = createScrollState();
    expect(renderHook(() => useSettled(scroll)).result.current).toBe(true);
  });
});
