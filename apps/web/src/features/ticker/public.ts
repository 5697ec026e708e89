/** What the ticker lends to the screens that show it (prospecting-core §2.7): the bar and its mode. */
export { TickerBar } from './components/ticker.tsx';
export { useTickerMode } from './ticker-mode.ts';
