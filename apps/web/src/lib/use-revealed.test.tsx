import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealed } from './use-revealed.ts';

describe('useRevealed', () => {
  it('gives the first items at once, then all of them; a new list starts small again', async () => {
    const first = Array.from({ length: 20 }, (_, index) => index);
    const rendered: number[] = [];
    const { result, rerender } = renderHook(
      ({ items }) => {
        const shown = useRevealed(items, 5);
        rendered.push(shown.length);
        return shown;
      },
      { initialProps: { items: first } },
    );
    await waitFor(() => expect(result.current).toBe(first));
    expect(rendered[0]).toBe(5);
    const next = first.map((value) => value + 100);
    rendered.length = 0;
    rerender({ items: next });
    await waitFor(() => expect(result.current).toBe(next));
    expect(rendered[0]).toBe(5);
  });

  it('passes a short list through as it is', () => {
    const items = [1, 2];
    const { result } = renderHook(() => useRevealed(items, 5));
    expect(result.current).toBe(items);
  });
});
