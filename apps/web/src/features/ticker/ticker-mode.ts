import { COOKIES, DEFAULT_TICKER_MODE, type TickerMode } from '@agencyscout/contracts';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';

/** The ticker's mode in the cookie tickerMode (prospecting-core §2.7, §3): compact (default) or full. */
export function readTickerMode(): TickerMode {
  return Cookies.get(COOKIES.tickerMode) === 'full' ? 'full' : DEFAULT_TICKER_MODE;
}

const listeners = new Set<() => void>();

/** Stores the mode (a year, path '/') and tells every screen part that follows it (ticker, table heights). */
export function setTickerMode(mode: TickerMode): void {
  Cookies.set(COOKIES.tickerMode, mode, { path: '/', sameSite: 'strict', expires: 365 });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current ticker mode; re-renders when it changes. */
export function useTickerMode(): TickerMode {
  return useSyncExternalStore(subscribe, readTickerMode, readTickerMode);
}
