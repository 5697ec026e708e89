import { TICKER_COMPACT_ROTATE_MS } from '@agencyscout/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotateDown, rotateUp, useRotation } from './rotation.ts';

describe('rotation rules (prospecting-core §2.7 compact ticker)', () => {
  it('up moves the first to the end, down moves the last to the front', () => {
    expect(rotateUp([1, 2, 3])).toEqual([2, 3, 1]);
    expect(rotateDown([1, 2, 3])).toEqual([3, 1, 2]);
    expect(rotateUp([1])).toEqual([1]);
    expect(rotateDown([])).toEqual([]);
  });
});

describe('useRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const items = ['a', 'b', 'c', 'd'];

  it('rotates every 7 s', () => {
    const { result } = renderHook(() => useRotation(items, TICKER_COMPACT_ROTATE_MS));
    expect(result.current.current).toBe('a');
    act(() => vi.advanceTimersByTime(TICKER_COMPACT_ROTATE_MS - 1));
    expect(result.current.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.current).toBe('b');
    act(() => vi.advanceTimersByTime(TICKER_COMPACT_ROTATE_MS));
    expect(result.current.current).toBe('c');
  });

  it('moves at once on up and down, and a manual move restarts the timer', () => {
    const { result } = renderHook(() => useRotation(items, TICKER_COMPACT_ROTATE_MS));
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.down());
    expect(result.current.order).toEqual(['d', 'a', 'b', 'c']);
    // 5 s after the manual move the old timer would have fired (at 7 s); the restarted one has not.
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.current).toBe('d');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.current).toBe('a');
    act(() => result.current.up());
    expect(result.current.order).toEqual(['b', 'c', 'd', 'a']);
    act(() => vi.advanceTimersByTime(TICKER_COMPACT_ROTATE_MS - 1));
    expect(result.current.current).toBe('b');
  });

  it('starts over with new items and does not rotate a single one', () => {
    const { result, rerender } = renderHook(({ list }) => useRotation(list, TICKER_COMPACT_ROTATE_MS), {
      initialProps: { list: items },
    });
    act(() => vi.advanceTimersByTime(TICKER_COMPACT_ROTATE_MS));
    expect(result.current.current).toBe('b');
    const single = ['x'];
    rerender({ list: single });
    expect(result.current.current).toBe('x');
    act(() => vi.advanceTimersByTime(TICKER_COMPACT_ROTATE_MS * 3));
    expect(result.current.current).toBe('x');
  });
});
