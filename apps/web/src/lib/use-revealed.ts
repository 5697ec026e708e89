import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then all of them in a transition: a long list of heavy rows (contact cards) shows
 * its top, what fits on the screen, as soon as its data is there, and React renders the rest right after, in the
 * background, without holding up the first paint or the user's input (docs/performance.md 'Contact search and
 * tips'). A new `items` array (another page, new filters) starts small again.
 */
export function useRevealed<T>(items: readonly T[], first: number): readonly T[] {
  const [source, setSource] = useState(items);
  const [count, setCount] = useState(first);
  let shown = count;
  if (source !== items) {
    setSource(items);
    setCount(first);
    shown = first;
  }
  useEffect(() => {
    if (count < items.length) startTransition(() => setCount(items.length));
  }, [count, items]);
  return shown >= items.length ? items : items.slice(0, shown);
}
