import { useCallback, useEffect, useState } from 'react';

/** Compact ticker 'up' (prospecting-core §2.7): the first item moves to the end. */
export function rotateUp<T>(items: readonly T[]): T[] {
  return items.length < 2 ? [...items] : [...items.slice(1), items[0] as T];
}

/** Compact ticker 'down' (§2.7): the last item moves to the front. */
export function rotateDown<T>(items: readonly T[]): T[] {
  return items.length < 2 ? [...items] : [items[items.length - 1] as T, ...items.slice(0, -1)];
}

/**
 * The compact ticker's order (§2.7): the first item is shown; every `intervalMs` it moves up (first to the
 * end); `up`/`down` move it at once and restart the timer. A new list of items starts over.
 */
export function useRotation<T>(items: readonly T[], intervalMs: number) {
  const [state, setState] = useState({ source: items, order: [...items] });
  const [restarts, setRestarts] = useState(0);
  const order = state.source === items ? state.order : [...items];
  if (state.source !== items) setState({ source: items, order });

  useEffect(() => {
    if (items.length < 2) return;
    // `restarts` restarts the interval after a manual move.
    void restarts;
    const timer = setInterval(() => {
      setState((current) => ({ ...current, order: rotateUp(current.order) }));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [items, intervalMs, restarts]);

  const move = useCallback((rotate: (values: readonly T[]) => T[]) => {
    setState((current) => ({ ...current, order: rotate(current.order) }));
    setRestarts((count) => count + 1);
  }, []);

  return {
    order,
    current: order[0],
    up: useCallback(() => move(rotateUp), [move]),
    down: useCallback(() => move(rotateDown), [move]),
  };
}
