import { CALL_LIST_LOAD_DELAY_MS, CALL_LIST_SCROLL_THRESHOLD_PX } from '@agencyscout/contracts';
import { type UIEvent, useEffect, useRef } from 'react';

/** Whether a scrolled box is within `threshold` px of its end. */
export function nearEnd(box: { scrollTop: number; scrollHeight: number; clientHeight: number }, threshold: number) {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/**
 * Loads the next batch when the list is scrolled within 100 px of its end, 300 ms after the scroll
 * (outreach-integrations-admin §2, §9). Returns the list's onScroll handler.
 */
export function useBatchedScroll(options: { canLoadMore: boolean; loading: boolean; loadMore: () => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => () => clearTimeout(timer.current), []);
  return (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (!nearEnd(box, CALL_LIST_SCROLL_THRESHOLD_PX)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { canLoadMore, loading, loadMore } = latest.current;
      if (canLoadMore && !loading) loadMore();
    }, CALL_LIST_LOAD_DELAY_MS);
  };
}
